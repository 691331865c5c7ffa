/**
 * Nothing moves while a page is still arriving. A phone draws whatever part of the HTML has
 * come in; here every page comes in a band (`</section>`) at a time with a frame drawn between
 * each two, through tests/support/trickle.ts, so a band that is laid out one way while it is
 * the last to arrive and another once the next one is in (a selector that looks at what
 * follows, a placeholder swapped in) shows up as a layout shift every time, on every page.
 * The bands go one at a time until one starts below the first screen; the rest come at once.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { CHECKED_PAGES } from "../support/pages";
import { startTrickle, type Trickle } from "../support/trickle";
import { expect, offline, test } from "./fixtures";
import { recordShifts, shiftsSoFar, twoFrames } from "./shifts";

// A phone: its first screen holds the intro and one or two bands on every page, and it is the
// slow phone that draws the most frames while the page arrives. (At 1280px the same bands sit
// in the first screen, the cause is the same, and a second pass doubled this spec's time.)
const PHONE = { width: 390, height: 844 } as const;

let server: Trickle;
test.beforeAll(async ({ baseURL }) => {
  server = await startTrickle(baseURL!);
});
test.afterAll(async () => server.close());

test.describe(`at ${PHONE.width}px`, () => {
  // One tab for the pages, loaded from the trickling server (which is then what
  // counts as local); the shifts are recorded afresh in each page it opens.
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: PHONE, baseURL: server.origin });
    await offline(context, server.origin);
    // The page's own scripts are left out: what is measured here is drawing the HTML as it
    // comes (hydration's shifts are layout-shift.spec.ts's), and a browser compiling and
    // running them would only make every step slower.
    await context.route("**/build/**", (route) => route.abort("blockedbyclient"));
    page = await context.newPage();
    await recordShifts(page);
  });
  test.afterAll(async () => context.close());

  for (const path of CHECKED_PAGES) {
    test(`${path}: nothing moves while the page arrives a band at a time`, async () => {
      let bands = 0;
      const sent = server.trickle(path, async (written) => {
        // Drawn once the parser has opened as many bands as were sent and two frames have gone by.
        await page.waitForFunction((n) => document.querySelectorAll("section").length >= n, written);
        await twoFrames(page);
        bands = written;
        // Once the newest band starts below the first screen, what follows arrives out of sight.
        return page.evaluate(() => {
          const all = document.querySelectorAll("section");
          return all[all.length - 1]!.getBoundingClientRect().top < innerHeight;
        });
      });
      await page.goto(path, { waitUntil: "commit" });
      await sent;
      await page.waitForLoadState("domcontentloaded");
      await twoFrames(page);
      expect(bands, "bands sent one at a time").toBeGreaterThan(0);
      expect(await shiftsSoFar(page), "layout shifts (what moved: before → after)").toEqual([]);
    });
  }
});
