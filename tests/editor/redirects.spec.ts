// A redirect rule added in the web editor (Redirects): saved into content/redirects.yaml,
// built, and answered by the site in one hop. A rule to no page of the site, to another rule's
// old address (a chain) or round a loop is refused before the save (public/admin/editor.js),
// naming the rule as the editor's list counts it, and nothing is written. Restored afterwards.
// Expected values: what the test typed, and pages of the site.
import { expect, test, type Page } from "@playwright/test";
import { contentProblems, editingFile, publishNow, readScratch, signIn } from "./editor";

const FILE = "content/redirects.yaml";
const rulesIn = (text: string) => text.split("\n  - from:").length - 1;

/** Adds a rule at the end of the list and fills it in. */
async function addRule(page: Page, from: string, to: string, why: string) {
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Old address").last().fill(from);
  await page.getByLabel("Goes to").last().fill(to);
  // The status is a list to choose from: typed into it and chosen with Enter, as by keyboard.
  await page.getByLabel("Status").last().focus();
  await page.keyboard.type("301");
  await page.keyboard.press("Enter");
  await page.getByLabel("Why").last().fill(why);
}

/** The site's answer at `path`, not followed. */
const answer = async (page: Page, path: string) => {
  const response = await page.request.get(path, { maxRedirects: 0 }).catch(() => null);
  return response ? `${response.status()} ${response.headers()["location"] ?? ""}` : "(no server)";
};

test("a rule added in the editor answers in one hop", async ({ page }) => {
  await editingFile(page, FILE, async () => {
    const before = rulesIn(readScratch(FILE));
    await signIn(page, "/collections/redirects/entries/redirects");
    await addRule(page, "/open-day-2019", "/blog/apprentice-awards", "The 2019 open day's page");
    await publishNow(page);
    await expect.poll(() => readScratch(FILE), { timeout: 15_000 }).toContain("- from: /open-day-2019\n");
    const saved = readScratch(FILE);
    expect(rulesIn(saved)).toBe(before + 1);
    expect(saved).toContain("  - from: /open-day-2019\n    to: /blog/apprentice-awards\n    status: 301\n");
    expect(contentProblems()).toEqual([]);
    // The dev loop rebuilds after the save: the old address then answers one hop to the post.
    await expect
      .poll(() => answer(page, "/open-day-2019/?utm_source=flyer"), { timeout: 90_000, intervals: [500] })
      .toBe("301 /blog/apprentice-awards?utm_source=flyer");
  });
});

/** Publishes, and expects the save refused with `message` and the file untouched (a failing run's save is put back by editingFile). */
async function expectRefused(page: Page, before: string, message: string) {
  await publishNow(page);
  await expect(page.getByText(message, { exact: false })).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(readScratch(FILE)).toBe(before);
}

test("a rule to a page that does not exist is refused before save, naming the rule and what to do", async ({
  page,
}) => {
  await editingFile(page, FILE, async (before) => {
    const n = rulesIn(before) + 1;
    await signIn(page, "/collections/redirects/entries/redirects");
    await addRule(page, "/old-open-day", "/no-such-page", "A misspelt page");
    await expectRefused(
      page,
      before,
      `Redirects › Rules › rule ${n} (Old address /old-open-day) › Goes to /no-such-page is not a page of this site: check the spelling`,
    );
  });
});

test("a loop of rules is refused before save, naming the rules", async ({ page }) => {
  await editingFile(page, FILE, async (before) => {
    const n = rulesIn(before) + 1;
    await signIn(page, "/collections/redirects/entries/redirects");
    await addRule(page, "/loop-one", "/loop-two", "A loop");
    await addRule(page, "/loop-two", "/loop-one", "A loop");
    await expectRefused(
      page,
      before,
      `rule ${n} (Old address /loop-one) › Goes to /loop-two is another rule's old address (rule ${n + 1} (Old address /loop-two)), and the rules lead round in a loop`,
    );
  });
});

test("a rule to another rule's old address is refused, saying where to send it instead", async ({ page }) => {
  await editingFile(page, FILE, async (before) => {
    const n = rulesIn(before) + 1;
    await signIn(page, "/collections/redirects/entries/redirects");
    await addRule(page, "/open-day-2019", "/blog/apprentice-awards", "The 2019 open day's page");
    await addRule(page, "/open-day", "/open-day-2019", "A shorter address for the open day");
    await expectRefused(
      page,
      before,
      `rule ${n + 1} (Old address /open-day) › Goes to /open-day-2019 is another rule's old address (rule ${n} (Old address /open-day-2019)), which goes on to /blog/apprentice-awards: write /blog/apprentice-awards here`,
    );
  });
});
