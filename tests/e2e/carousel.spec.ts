import type { Page } from "@playwright/test";
import { ABOUT_GALLERY } from "../../app/content/gallery";
import { expect, holdScripts, hydrated, isHydrated, networkIdle, tabTo, test } from "./fixtures";

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]').first();

/**
 * Load `path` with Playwright's fake clock installed first, so the page's timers,
 * requestAnimationFrame and requestIdleCallback run only when the test moves time on. The
 * page's scripts start a frame after the first paint (after-paint.ts), so time is moved on in
 * small steps until React has hydrated.
 */
async function gotoWithClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(isHydrated);
    })
    .toBe(true);
  await networkIdle(page);
  await advance(page, 100);
}

/**
 * Move the page's fake clock on by `ms`, a second at a time, letting React render what each
 * second's timers asked for: React schedules its work with MessageChannel (not faked), so a
 * message round trip after each step runs it before the test looks.
 */
async function advance(page: Page, ms: number) {
  for (let done = 0; done < ms; done += 1_000) {
    await page.clock.runFor(Math.min(1_000, ms - done));
    for (let i = 0; i < 3; i++)
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
  }
}

test.describe("photo carousels", () => {
  for (const [width, perView] of [
    [390, 2],
    [800, 3],
    [1280, 5],
  ] as const) {
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
    const x = () => track.evaluate((el) => el.getBoundingClientRect().x);
    const x1 = await x();
    await expect.poll(x).toBeLessThan(x1);

    await region.hover();
    await expect.poll(state).toBe("paused");
    await page.mouse.move(5, 5);
    await expect.poll(state).toBe("running");

    // Reached by the keyboard, as a visitor would: focus within the strip pauses it.
    await tabTo(page, region, 80);
    await expect.poll(state).toBe("paused");
    await page.keyboard.press("Tab");
    await expect.poll(state).toBe("running");
  });

  test("the copies made to fill the loop are hidden from assistive technology", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const tracks = carousel(page).locator(".rfm-marquee");
    await expect(tracks).toHaveCount(2);
    // The marquee copies the slides to fill its loop: many more images than photos.
    expect(await carousel(page).locator("img").count()).toBeGreaterThan(ABOUT_GALLERY.length);
    // Only one accessible set of photos: the about page's (SPEC's six, or more staff added).
    const snapshot = await carousel(page).ariaSnapshot();
    expect(snapshot.match(/- img/g)?.length).toBe(ABOUT_GALLERY.length);
  });

  test("reserves its height, so nothing shifts when it mounts", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).locator(".rfm-marquee").first()).toBeVisible();
    const mounted = await carousel(page).boundingBox();
    const still = await browser.newPage({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    await still.goto(page.url());
    const before = await carousel(still).boundingBox();
    await still.close();
    expect(Math.abs(mounted!.height - before!.height)).toBeLessThanOrEqual(1);
  });

  // react-fast-marquee renders nothing on its first pass (it measures after mounting). Whether
  // the browser draws that empty strip depends on how React's work is sliced (it showed as the
  // footer jumping a photo's height up and back, now and then), so the test does not wait for
  // it: it sets the moving strip's box down empty beside it and measures.
  for (const width of [390, 1280]) {
    test(`an empty strip is as tall as its photos (the marquee's first pass), at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await hydrated(page);
      const region = carousel(page);
      await expect(region.locator(".rfm-marquee"), "far down the page: the still row").toHaveCount(0);
      const still = (await region.boundingBox())!.height;
      await region.scrollIntoViewIfNeeded();
      await expect(region.locator(".rfm-marquee")).toHaveCount(2);
      const empty = await region.evaluate((el) => {
        const copy = el.cloneNode(false) as HTMLElement;
        el.insertAdjacentElement("afterend", copy);
        const height = copy.getBoundingClientRect().height;
        copy.remove();
        return height;
      });
      expect(still).toBeGreaterThan(100);
      expect(Math.abs(empty - still)).toBeLessThanOrEqual(1);
    });
  }

  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    test(`${reducedMotion === "reduce" ? "does not move" : "moves"} for people who ${
      reducedMotion === "reduce" ? "prefer reduced motion" : "do not ask for less"
    }, a minute on`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await gotoWithClock(page, "/about");
      await carousel(page).scrollIntoViewIfNeeded();
      // A minute of the page's time: every timer, frame and idle callback due by then has run.
      await advance(page, 60_000);
      await expect(carousel(page).locator(".rfm-marquee")).toHaveCount(reducedMotion === "reduce" ? 0 : 2);
      // Still, each photo once (no marquee copies): as many as the gallery has, SPEC's 6 or more.
      if (reducedMotion === "reduce") await expect(carousel(page).locator("img")).toHaveCount(ABOUT_GALLERY.length);
    });
  }

  test("starts moving only when the strip nears the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoWithClock(page, "/");
    const region = carousel(page);
    // Hydrated, and a minute on, but the gallery is at the bottom of the page: a still row.
    await advance(page, 60_000);
    await expect(region.locator(".rfm-marquee")).toHaveCount(0);
    await expect(region.locator("img")).not.toHaveCount(0);
    await region.scrollIntoViewIfNeeded();
    await advance(page, 1_000);
    await expect(region.locator(".rfm-marquee").first()).toBeVisible();
  });
});

/**
 * WCAG 2.2.2: the strip can be stopped by touch or keyboard, not only by a hovering mouse.
 * "Still" is measured, not read from a class: the first track's x does not change over ten
 * animation frames (at 40px/s it moves about 6px in that time).
 */
const trackX = (page: Page) =>
  carousel(page)
    .locator(".rfm-marquee")
    .first()
    .evaluate((el) => el.getBoundingClientRect().x);
async function isStill(page: Page) {
  return page.evaluate(async () => {
    const track = document.querySelector('[aria-roledescription="carousel"] .rfm-marquee');
    if (!track) return false;
    const before = track.getBoundingClientRect().x;
    for (let i = 0; i < 10; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return track.getBoundingClientRect().x === before;
  });
}
const pauseBox = (page: Page) => page.getByRole("checkbox", { name: "Pause photos" }).first();

test.describe("the Pause photos control", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Space stops the strip and starts it again; focus on the control alone does not", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5); // not hovering the strip
    await tabTo(page, pauseBox(page), 80);
    // Focused but not pressed: the strip still moves (the control sits outside the region).
    const x1 = await trackX(page);
    await expect.poll(() => trackX(page)).not.toBe(x1);
    await page.keyboard.press("Space");
    await expect(pauseBox(page)).toBeChecked();
    await expect.poll(() => isStill(page)).toBe(true);
    await page.keyboard.press("Space");
    const x2 = await trackX(page);
    await expect.poll(() => trackX(page)).not.toBe(x2);
  });

  test("a tap before hydration holds: the strip never starts moving", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about");
    await pauseBox(page).scrollIntoViewIfNeeded();
    await page.getByText("Pause photos").first().click();
    release();
    await hydrated(page);
    await page.mouse.move(5, 5);
    await expect(carousel(page).locator(".rfm-marquee").first()).toBeVisible();
    await expect(pauseBox(page)).toBeChecked();
    await expect.poll(() => isStill(page)).toBe(true);
    // Unticked, it moves: the stillness above was the control's doing.
    await pauseBox(page).click();
    const x = await trackX(page);
    await expect.poll(() => trackX(page)).not.toBe(x);
  });
});
