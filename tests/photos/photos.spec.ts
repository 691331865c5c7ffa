// The photo site in Chromium at a 390 px phone (3×) and a 1280 px screen: every photo on the
// first screen arrives as AVIF at the smallest width that is sharp for its slot, the first
// screen's images weigh at most their budget, the 4032 px cover reaches the phone at
// 60 KB or less, and nothing moves as the photos arrive (no layout shift while the page is
// scrolled through). Budgets: tests/fixtures/photos.ts.
import type { Page } from "@playwright/test";
import { DESKTOP, LIGHTHOUSE_PHONE, PHONE, PHOTO_BUDGETS, PHOTO_PAGES } from "../fixtures/photos.mjs";
import { expect, holdRequests, test } from "../e2e/fixtures";

type Shown = {
  src: string;
  rendered: number;
  candidates: number[];
  chosen: number;
  bytes: number;
  inFirstScreen: boolean;
};

/** Every photo (<picture>) on the page: what it is drawn at, which copy was chosen, its bytes. */
const photosOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("picture img")].map((img): Shown => {
      const box = img.getBoundingClientRect();
      const source = img.parentElement!.querySelector("source[type='image/avif']")!;
      const candidates = source
        .getAttribute("srcset")!
        .split(",")
        .map((c) => Number(c.trim().split(/\s+/)[1]!.replace("w", "")));
      const chosen = Number(/-(\d+)\.[a-z]+$/.exec(img.currentSrc)?.[1] ?? 0);
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
      return {
        src: img.currentSrc,
        rendered: box.width,
        candidates,
        chosen,
        bytes: entry?.encodedBodySize ?? -1,
        inFirstScreen:
          box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0,
      };
    }),
  );

/** Waits until every photo in the window (a carousel's slides off to the side are not) has arrived. */
async function firstScreenLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>("picture img")]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

for (const [name, viewport] of [
  ["390 px phone", PHONE],
  ["Lighthouse's 412 px phone", LIGHTHOUSE_PHONE],
  ["1280 px screen", DESKTOP],
] as const) {
  test.describe(name, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
    });

    for (const path of PHOTO_PAGES) {
      test(`${path}: the first screen's photos are AVIF at the smallest sharp width, within budget`, async ({
        page,
      }) => {
        await page.goto(path);
        await firstScreenLoaded(page);
        const shown = (await photosOn(page)).filter((p) => p.inFirstScreen);
        const rows: string[] = [];
        for (const photo of shown) {
          const needed = photo.rendered * viewport.deviceScaleFactor;
          const sharpEnough = photo.candidates.filter((w) => w >= needed);
          // The smallest copy at least as wide as the slot's device pixels, or the largest there is.
          const right = sharpEnough.length ? Math.min(...sharpEnough) : Math.max(...photo.candidates);
          rows.push(
            `${photo.src.replace(/^.*\/v\//, "")} drawn ${Math.round(photo.rendered)} px → ${photo.chosen} w, ${photo.bytes} B`,
          );
          expect(photo.src, "AVIF first").toMatch(/\.avif$/);
          expect(photo.chosen, `${photo.src}: drawn ${photo.rendered} px at ${viewport.deviceScaleFactor}×`).toBe(
            right,
          );
        }
        const total = shown.reduce((sum, p) => sum + p.bytes, 0);
        console.log(`${name} ${path}: first screen ${shown.length} photos, ${total} bytes\n  ${rows.join("\n  ")}`);
        if (viewport === PHONE) expect(total).toBeLessThanOrEqual(PHOTO_BUDGETS.firstScreenBytes);
      });

      test(`${path}: no photo changes its box when it arrives (nothing around it moves)`, async ({ page }) => {
        // Each photo's box is measured before it has arrived (lazy, far down the page) and again
        // once it has: width and height attributes and the slot's styles must give it its final
        // size from the start. (Layout shift over whole pages, the carousel's included, is
        // tests/e2e/layout-shift.spec.ts's.) The photos are held until the first boxes are taken:
        // on a short page Chromium fetches every lazy photo at once, and one that had arrived
        // before the first measure would be checked against nothing.
        const release = await holdRequests(page, /\.(avif|webp|jpe?g|png)(\?|$)/);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const boxes = () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>("picture img")].map((img) => {
              const box = img.getBoundingClientRect();
              return {
                src: img.getAttribute("src"),
                loaded: img.complete && img.naturalWidth > 0,
                width: Math.round(box.width),
                height: Math.round(box.height),
              };
            }),
          );
        const before = await boxes();
        expect(before.length).toBeGreaterThan(0);
        expect(
          before.filter((b) => b.loaded),
          "photos in before they were let through",
        ).toEqual([]);
        release();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += viewport.height) {
          await page.evaluate((top) => scrollTo(0, top), y);
          await firstScreenLoaded(page);
        }
        const after = await boxes();
        const arrived = before.filter((b, i) => !b.loaded && after[i]?.loaded);
        expect(arrived.length, "photos that arrived while the page was scrolled").toBeGreaterThan(0);
        for (const [i, b] of before.entries())
          if (!b.loaded && after[i]?.loaded) expect({ ...after[i], loaded: false }, b.src ?? "").toEqual(b);
      });
    }
  });
}

test.describe("the 4032 px camera cover on a 390 px phone", () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor });

  test(`downloads at most ${PHOTO_BUDGETS.coverOnPhoneBytes} bytes, on /blog and as the sidebar's thumbnail`, async ({
    page,
  }) => {
    for (const path of ["/blog", "/blog/meet-jordan"]) {
      await page.goto(path);
      const cover = page.locator("picture img[src*='/posts/apprentice-awards-']").first();
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const bytes = await cover.evaluate(
        (img: HTMLImageElement) =>
          (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming).encodedBodySize,
      );
      console.log(`${path}: the awards cover, ${bytes} bytes`);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(PHOTO_BUDGETS.coverOnPhoneBytes);
    }
  });
});
