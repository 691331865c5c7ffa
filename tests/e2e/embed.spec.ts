import { ENQUIRY_FORM_FRAME_URL, FLIPBOOK_FRAME_URL } from "../../app/content/site";
import { expect, hydrated, navigateFromRemixPage, test } from "./fixtures";

// Third-party frames (enquiry form, flipbook) are created only when their box nears the
// viewport, so the form host never competes with the first paint; without JavaScript the
// <noscript> copy is a native lazy frame.
test.describe("embedded frames", () => {
  test("the enquiry form is requested only when its box nears the viewport, without a layout shift", async ({
    page,
    thirdParty,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await hydrated(page);
    const box = page.locator("#enquire iframe");
    await expect(box).toHaveCount(0);
    expect(thirdParty.filter((url) => url.startsWith(ENQUIRY_FORM_FRAME_URL))).toEqual([]);

    const slot = page.locator("#enquire noscript").locator("..");
    const before = await slot.boundingBox();
    expect(before?.height).toBeGreaterThanOrEqual(1000);
    await slot.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute("src", ENQUIRY_FORM_FRAME_URL);
    await expect(box).toHaveAttribute("title", /.+/);
    await expect.poll(() => thirdParty.filter((url) => url.startsWith(ENQUIRY_FORM_FRAME_URL)).length).toBe(1);
    const frame = page.locator("#enquire iframe").locator("..");
    expect((await frame.boundingBox())?.height).toBe(before?.height);
  });

  test("a frame already in view loads at once, on its page's own load and after a client-side navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Its own load: the frame is an island on a page Remix does not hydrate.
    await page.goto("/career-handbook");
    await hydrated(page);
    await expect(page.locator("#flipbook iframe")).toHaveAttribute("src", FLIPBOOK_FRAME_URL);
    // Reached from a page Remix hydrates, Remix draws it.
    await navigateFromRemixPage(page, "/career-handbook");
    await expect(page.locator("#flipbook iframe")).toHaveAttribute("src", FLIPBOOK_FRAME_URL);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the enquiry frame is a native lazy frame", async ({ page }) => {
      await page.goto("/about");
      const frame = page.locator("#enquire iframe");
      await expect(frame).toHaveAttribute("src", ENQUIRY_FORM_FRAME_URL);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toBeVisible();
    });
  });
});
