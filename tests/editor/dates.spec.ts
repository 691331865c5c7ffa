// A post's date is the day and time in Adelaide: "Now" on an Adelaide morning,
// when it is still the day before in UTC, gives Adelaide's date and time. 8:00 on 29 November
// 2026 in Adelaide (summer time, UTC+10:30) is 21:30 UTC on the 28th.
import { expect, test } from "@playwright/test";
import { guardOutside, signIn } from "./editor";

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
