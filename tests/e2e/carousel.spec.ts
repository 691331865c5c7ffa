import { expect, hydrated, test } from "./fixtures";

const carousel = (page: import("@playwright/test").Page) => page.locator('[aria-roledescription="carousel"]').first();

test.describe("photo carousels", () => {
  for (const [width, perView] of [[390, 2], [800, 3], [1280, 5]] as const) {
    test(`${perView} slides per view at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();
      const slide = carousel(page).locator(".rfm-marquee").first().locator("img").first();
      const box = await slide.boundingBox();
      expect(box).toBeTruthy();
      // Each slide is a 1/perView share of the viewport (less its padding).
      expect(Math.round(width / (box!.width + 16))).toBe(perView);
    });
  }

  test("loops continuously with no start delay, pauses on hover and on focus within", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    const track = region.locator(".rfm-marquee").first();
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect.poll(state).toBe("running");
    expect(await track.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("0s");
    expect(await track.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe("infinite");
    const x1 = await track.evaluate((el) => el.getBoundingClientRect().x);
    await page.waitForTimeout(400);
    const x2 = await track.evaluate((el) => el.getBoundingClientRect().x);
    expect(x2).toBeLessThan(x1);

    await region.hover();
    await expect.poll(state).toBe("paused");
    await page.mouse.move(5, 5);
    await expect.poll(state).toBe("running");

    await region.evaluate((el) => {
      el.setAttribute("tabindex", "-1");
      el.focus();
    });
    await expect.poll(state).toBe("paused");
  });

  test("the copies made to fill the loop are hidden from assistive technology", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const tracks = carousel(page).locator(".rfm-marquee");
    await expect(tracks).toHaveCount(2);
    // The marquee copies the slides to fill its loop: many more images than photos.
    expect(await carousel(page).locator("img").count()).toBeGreaterThan(6);
    // Only one accessible set of photos: the six of the about page.
    const snapshot = await carousel(page).ariaSnapshot();
    expect(snapshot.match(/- img/g)?.length).toBe(6);
  });

  test("reserves its height, so nothing shifts when it mounts", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).locator(".rfm-marquee").first()).toBeVisible();
    const mounted = await carousel(page).boundingBox();
    const still = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await still.goto(page.url());
    const before = await carousel(still).boundingBox();
    await still.close();
    expect(Math.abs(mounted!.height - before!.height)).toBeLessThanOrEqual(1);
  });

  test("does not move for people who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    // Past the idle upgrade's 500 ms limit: a marquee would have mounted by now.
    await page.waitForTimeout(800);
    await expect(carousel(page).locator(".rfm-marquee")).toHaveCount(0);
    await expect(carousel(page).locator("img")).toHaveCount(6);
  });

  test("starts moving only when the strip nears the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    const region = carousel(page);
    // Hydrated and idle, but the gallery is at the bottom of the page: a still row.
    await page.waitForTimeout(800);
    await expect(region.locator(".rfm-marquee")).toHaveCount(0);
    await expect(region.locator("img")).not.toHaveCount(0);
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator(".rfm-marquee").first()).toBeVisible();
  });
});
