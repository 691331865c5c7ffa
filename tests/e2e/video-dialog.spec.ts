import { VIDEO_STORIES } from "../../app/content/stories";
import { expect, hydrated, test } from "./fixtures";
import { escapeRegExp } from "../support/regexp";

test.describe("video testimonials", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/success-stories");
    await hydrated(page);
  });

  test("the player frame exists only while its dialog is open", async ({ page, thirdParty }) => {
    await expect(page.locator("iframe")).toHaveCount(0);
    const video = VIDEO_STORIES[1]!;
    const trigger = page.getByRole("link", { name: new RegExp(escapeRegExp(video.title)) });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: video.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", new RegExp(`^https://player\\.vimeo\\.com/video/${video.vimeoId}\\?`));
    await expect
      .poll(() => thirdParty.some((url) => url.startsWith(`https://player.vimeo.com/video/${video.vimeoId}`)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("traps focus, closes on Escape, the close button and the overlay, and returns focus", async ({ page }) => {
    const trigger = page.locator('a[aria-haspopup="dialog"]').first();
    const dialog = page.getByRole("dialog");

    await trigger.click();
    await expect(dialog).toBeVisible();
    // Opening moves focus into the dialog (its code loads on demand, so wait for it)...
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // ...and Tab keeps it there. (Leaving the player's frame, focus-lock pulls focus back a
    // moment later, so each step polls rather than reading the same instant.)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the overlay, outside the dialog's content
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
