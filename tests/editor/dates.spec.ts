// A post's date is the day and time in Adelaide: "Now" on an Adelaide morning,
// when it is still the day before in UTC, gives Adelaide's date and time. 8:00 on 29 November
// 2026 in Adelaide (summer time, UTC+10:30) is 21:30 UTC on the 28th.
import { expect, test } from "@playwright/test";
import { guardOutside, readScratch, signIn } from "./editor";

test.use({ timezoneId: "Australia/Adelaide" });

test("a post's date, set with Now on an Adelaide morning, is Adelaide's day and time", async ({ page }) => {
  const outside = await guardOutside(page);
  await page.clock.setFixedTime(new Date("2026-11-28T21:30:00Z"));
  await signIn(page, "/collections/posts/new");
  const date = page.getByLabel("Date", { exact: true });
  await page.getByRole("button", { name: "Now" }).click();
  await expect(date).toHaveValue("2026-11-29T08:00");
  expect(outside).toEqual([]);
});

test("a post dated 1902 by a slip of the keyboard is refused before save, naming the date and what to do", async ({
  page,
}) => {
  const outside = await guardOutside(page);
  const file = "content/posts/sixers-partnership.md";
  const before = readScratch(file);
  await signIn(page, "/collections/posts/entries/sixers-partnership");
  await page.getByLabel("Date", { exact: true }).fill("1902-11-29T08:19");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText(/Date 1902-11-29T08:19 is before 2020: check the year/)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(readScratch(file)).toBe(before);
  expect(outside).toEqual([]);
});

test("a post's date hint says a date already past goes live as soon as it is published", async ({ page }) => {
  await signIn(page, "/collections/posts/new");
  await expect(page.getByText("A date already past: the post goes live as soon as it is published")).toBeVisible();
});
