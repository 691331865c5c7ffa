import { FAQ } from "../../content/faq";
import { expect, hydrated, test } from "./fixtures";

test.describe("FAQ accordion", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/apprenticeship-faq");
    await hydrated(page);
  });

  const header = (page: import("@playwright/test").Page, i: number) => page.locator(`#item-${i}`).getByRole("button");

  test("has items item-0 to item-17, all closed", async ({ page }) => {
    await expect(page.locator('[id^="item-"]')).toHaveCount(18);
    for (let i = 0; i < 18; i++) await expect(header(page, i)).toHaveAttribute("aria-expanded", "false");
    await expect(header(page, 17)).toHaveText(FAQ[17]!.question);
  });

  test("one item open at a time; opening another closes the current; the open one closes again", async ({ page }) => {
    const panel = (i: number) => page.locator(`#item-${i}`).getByRole("region");
    await header(page, 0).click();
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#item-0")).toContainText(/White Card|licence|Year 10|apprentice/i);
    await header(page, 4).click();
    await expect(header(page, 4)).toHaveAttribute("aria-expanded", "true");
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="item-"] button[aria-expanded="true"]')).toHaveCount(1);
    await header(page, 4).click();
    await expect(header(page, 4)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="item-"] button[aria-expanded="true"]')).toHaveCount(0);
    await expect(panel(4)).toBeHidden();
  });

  test("Home, End and the arrow keys move focus between headers", async ({ page }) => {
    await header(page, 0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(header(page, 1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(header(page, 17)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(header(page, 16)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(header(page, 0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer is still readable", async ({ page }) => {
    await page.goto("/apprenticeship-faq");
    await expect(page.locator('[id^="item-"]')).toHaveCount(18);
    for (const i of [0, 9, 17]) {
      const item = page.locator(`#item-${i}`);
      await item.getByText(FAQ[i]!.question).click();
      const first = FAQ[i]!.answer[0]!;
      const words = ("text" in first ? first.text : "items" in first ? first.items[0]! : first.caption).replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").slice(0, 40);
      await expect(item.getByText(words, { exact: false }).first()).toBeVisible();
    }
  });
});
