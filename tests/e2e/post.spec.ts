import { expect, hydrated, test } from "./fixtures";

test.describe("post sharing", () => {
  test("Facebook and LinkedIn links carry the current address", async ({ page }) => {
    await page.goto("/blog/meet-jordan");
    await hydrated(page);
    const address = encodeURIComponent(page.url());
    await expect(page.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
  });

  test("Copy link writes the address to the clipboard and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    await page.goto("/blog/tayla-story");
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link copied to your clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Copy link says clearly when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.goto("/blog/tayla-story");
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toContainText("Could not copy the link");
    await expect(page.getByRole("status")).toContainText(page.url());
  });
});

test.describe("sticky message card", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stays 100px from the top while the article scrolls", async ({ page }) => {
    await page.goto("/blog/apprentice-awards");
    const card = page.getByRole("heading", { name: "Send Us A Message" }).locator("..");
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(async () => Math.round((await card.boundingBox())!.y)).toBe(100);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect.poll(async () => Math.round((await card.boundingBox())!.y)).toBe(100);
  });
});

// A post ships no framework script (decision 042): a few inline lines copy the link. Without
// JavaScript there is nothing to copy with, so no button to press; the share links stay.
test.describe("post sharing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers the share links and no Copy link button", async ({ page }) => {
    await page.goto("/blog/tayla-story");
    await expect(page.getByRole("link", { name: /Share on Facebook/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  });
});
