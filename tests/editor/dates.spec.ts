// A post's date in the web editor, the Australian way whatever the browser's language: shown and
// typed day first, DD/MM/YYYY, then the time on the 24-hour clock (docs/editor.md), stored in the
// file as YYYY-MM-DDTHH:mm, Adelaide's clock with no offset (scripts/content/post-date-rule.ts).
// "Now" on an Adelaide morning, when it is still the day before in UTC, gives Adelaide's date and
// time: 8:00 on 29 November 2026 in Adelaide (summer time, UTC+10:30) is 21:30 UTC on the 28th.
import { expect, type Page } from "@playwright/test";
import {
  fieldErrors,
  guardOutside,
  publishNow,
  readScratch,
  saveAndRebuild,
  signIn,
  editingFile,
  test,
} from "./editor";

// Staff's clock, for the tests with a page of their own and for the signed-in page the others share.
test.use({ timezoneId: "Australia/Adelaide", editorTimezone: "Australia/Adelaide" });

const POST = "content/posts/sixers-partnership.md";
const dateBox = (page: Page) => page.getByLabel("Date", { exact: true });

/** The post's `date:` line as the file holds it. */
const fileDate = (file: string) => /^date: (.+)$/m.exec(file)?.[1] ?? "";

/**
 * A file's date (YYYY-MM-DD, or with THH:mm) as docs/editor.md says staff read it: day, month,
 * year, then the time on the 24-hour clock; a day alone is its midnight.
 */
const dayFirst = (stored: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(stored);
  if (!m) throw new Error(`not a stored date: ${stored}`);
  return `${m[3]}/${m[2]}/${m[1]} ${m[4] ?? "00"}:${m[5] ?? "00"}`;
};

test("a post's date, set with Now on an Adelaide morning, is Adelaide's day and time, shown day first", async ({
  page,
}) => {
  const outside = await guardOutside(page);
  await page.clock.setFixedTime(new Date("2026-11-28T21:30:00Z"));
  await signIn(page, "/collections/posts/new");
  await page.getByRole("button", { name: "Set Date to now" }).click();
  await expect(dateBox(page)).toHaveValue("29/11/2026 08:00");
  expect(outside).toEqual([]);
});

for (const locale of ["en-US", "en-AU"]) {
  test.describe(`in a browser speaking ${locale}`, () => {
    test.use({ locale });

    test("a stored date shows day first, DD/MM/YYYY HH:mm", async ({ page }) => {
      const outside = await guardOutside(page);
      const stored = fileDate(readScratch(POST));
      await signIn(page, `/collections/posts/entries/sixers-partnership`);
      await expect(dateBox(page)).toHaveValue(dayFirst(stored));
      expect(outside).toEqual([]);
    });
  });
}

test("a date typed day first is stored as YYYY-MM-DDTHH:mm, and a date alone is its midnight", async ({ page }) => {
  await editingFile(page, POST, async () => {
    await signIn(page, "/collections/posts/entries/sixers-partnership");
    // A date alone: its midnight, shown so once the box is left.
    await dateBox(page).fill("30/11/2026");
    await page.getByLabel("Title").focus();
    await expect(dateBox(page)).toHaveValue("30/11/2026 00:00");
    await dateBox(page).fill("29/11/2026 09:00");
    await saveAndRebuild(page);
    expect(fileDate(readScratch(POST))).toBe("2026-11-29T09:00");
  });
});

// Each typed date the editor cannot read for certain: refused beside the field when the post is
// saved, naming the field as the editor shows it ("Date") and saying what to write.
const REFUSED: Array<{ name: string; typed: string; message: RegExp }> = [
  {
    name: "a day February does not have",
    typed: "31/02/2026",
    message: /^Date: 31\/02\/2026 is not a date: February 2026 has 28 days\. Write the day, month and year/,
  },
  {
    name: "the month first, as the US writes it",
    typed: "11/29/2026",
    message: /^Date: 11\/29\/2026 has the month first: there is no month 29\. The day comes first.* \(29\/11\/2026/,
  },
  {
    name: "the year first",
    typed: "2026-11-29 09:00",
    message: /^Date: 2026-11-29 09:00 has the year first.*Write the day, month and year, then the time/,
  },
  {
    name: "a two-digit year",
    typed: "29/11/26",
    message: /^Date: the year in 29\/11\/26 must be written in full, four digits/,
  },
];

for (const { name, typed, message } of REFUSED) {
  test(`a date with ${name} (${typed}) is refused before save, naming the Date field and what to write`, async ({
    editor,
  }) => {
    const before = readScratch(POST);
    const page = await editor("/collections/posts/entries/sixers-partnership");
    const outside = await guardOutside(page);
    await dateBox(page).fill(typed);
    await publishNow(page);
    await expect(fieldErrors(page).filter({ hasText: message })).toBeVisible();
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(readScratch(POST)).toBe(before);
    expect(outside).toEqual([]);
  });
}

test("a post dated 1902 by a slip of the keyboard is refused before save, naming the date and what to do", async ({
  editor,
}) => {
  const before = readScratch(POST);
  const page = await editor("/collections/posts/entries/sixers-partnership");
  const outside = await guardOutside(page);
  await dateBox(page).fill("29/11/1902 08:19");
  await publishNow(page);
  await expect(page.getByText(/Date 29\/11\/1902 08:19 is before 2020: check the year/)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(readScratch(POST)).toBe(before);
  expect(outside).toEqual([]);
});

test("a post's date hint says a date already past goes live as soon as it is published", async ({ editor }) => {
  const page = await editor("/collections/posts/new");
  await expect(page.getByText("A date already past: the post goes live as soon as it is published")).toBeVisible();
});
