/**
 * Nothing on the page moves by itself (Cumulative Layout Shift 0), measured by Chrome's own
 * Layout Instability API, not by comparing boxes we chose to look at:
 * - each page with a photo carousel, scrolled through a window at a time, across the moment
 *   the still row of photos gives way to the moving strip;
 * - the first screen while the page is still arriving: the browser draws what it has parsed
 *   whenever its parser pauses (a network chunk can end anywhere; a busy phone's parser yields
 *   mid-page), so what is drawn early must not move when the rest comes.
 */
import { expect, networkIdle, offline, reactHydrated, test } from "./fixtures";
import { recordShifts, shiftsSoFar, twoFrames } from "./shifts";
import { QUIZ_RESULTS } from "../fixtures/views";

/** SPEC §2: the pages that carry a looping photo carousel (Home, About, Success stories, Blog listing). */
const CAROUSEL_PAGES = ["/", "/about", "/success-stories", "/blog"] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * First screens, one of each kind (SPEC's pages and views, on the pinned site): home's words beside
 * its video and the audience links; a banner picture beside a heading; a trade's figures above its
 * lead with its video beside them, and across the page with a banner under them; the FAQ's
 * figures; the quiz's questions and its results; the explorer's filters. (Not the explorer's
 * side-by-side blocks: one fact's row is as tall as its tallest block, so a later block's longer
 * fact moves the first block's next facts down; decision 058.)
 */
const FIRST_SCREENS = [
  "/",
  "/success-stories",
  "/trades/electrician",
  "/trades/builder",
  "/apprenticeship-faq",
  "/find-your-trade",
  QUIZ_RESULTS,
  "/trades/compare",
] as const;
/** Chromium's layout shift tracker ignores a box that moves by less than this (kMovementThreshold, CSS px). */
const MOVEMENT_THRESHOLD = 3;

/** At least the carousel's near-the-window margin (useNearViewport's "200px"); more is safe, less is not. */
const NEAR_MARGIN = 300;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of CAROUSEL_PAGES) {
      test(`${path}: nothing shifts while the page is scrolled through and its carousel starts moving`, async ({
        page,
      }) => {
        await recordShifts(page);
        await page.goto(path);
        await reactHydrated(page);
        await networkIdle(page);
        const strip = page.locator('[aria-roledescription="carousel"]').first();
        const moving = strip.locator(".rfm-marquee");
        let swapSeen = false;
        // The page grows as its bands are first drawn (content-visibility), so heights are read
        // again at every step.
        for (let top = 0; ;) {
          await page.evaluate((y) => scrollTo(0, y), top);
          await twoFrames(page);
          // A shift is counted only where it can be seen: with the strip on screen, stay until
          // it has swapped its still row for the moving one.
          if (!swapSeen && (await strip.evaluate((el) => el.getBoundingClientRect().top < innerHeight))) {
            await expect(moving).toHaveCount(2);
            await twoFrames(page);
            swapSeen = true;
          }
          if (top + viewport.height >= (await page.evaluate(() => document.documentElement.scrollHeight))) break;
          // The strip starts moving once it is near the window (200px, app/components/Carousel).
          // Steps stay within a window (a longer jump lands on bands that content-visibility
          // has not drawn yet, a different matter) and stop short of that margin, then the
          // strip is brought on screen in one step, so that it swaps where a shift counts.
          const stripTop = await strip.evaluate((el) => el.getBoundingClientRect().top + scrollY);
          const short = stripTop - viewport.height - NEAR_MARGIN - 1;
          if (swapSeen || short > top) top = Math.min(top + viewport.height, swapSeen ? Infinity : short);
          else {
            await expect(moving, "the still row, until the strip comes near").toHaveCount(0);
            top = stripTop - viewport.height + 100;
          }
        }
        expect(swapSeen, "the strip came into view and started moving").toBe(true);
        await twoFrames(page);
        const shifts = await shiftsSoFar(page);
        expect(shifts, "layout shifts (what moved: before → after)").toEqual([]);
      });
    }

    /**
     * The first screen as it is drawn from the page cut off after each closing tag, the parser
     * left open as it is while the rest is on its way (JavaScript off: this is before any script
     * runs): whatever is visible in a cut must already sit where the whole page puts it, or the
     * visitor sees it jump when the rest arrives (decision 058).
     */
    for (const path of FIRST_SCREENS)
      test(`${path}: the first screen is drawn in place while the page arrives`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL });
        await offline(context, baseURL!);
        const page = await context.newPage();
        await page.goto(path);
        const html = await (await page.request.get(path)).text();
        const start = html.indexOf("<header");
        expect(start, "the page has a <header>").toBeGreaterThan(0);
        const cuts = [...html.slice(start).matchAll(/<\/[a-z0-9]+>/g)].map((m) => start + m.index + m[0].length);

        // Each cut is written into the page as a document (the page's own scripts stay off).
        const moved = await page.evaluate(
          ({ html, cuts, threshold }) => {
            /**
             * Where each box of the header and the main content that shows on the first screen
             * starts, keyed by its place in the tree (the same in every cut). A box that grows as
             * its content arrives has not shifted; one whose corner moves has (the Layout
             * Instability API's own rule). A box of a pixel or less is not drawn (the visually
             * hidden words).
             */
            const boxesOf = (text: string, whole: boolean) => {
              document.open();
              document.write(text);
              // Left open, the parser is where it is while the rest is on its way: an element
              // whose children are still arriving matches no :last-child, as on the network.
              if (whole) document.close();
              const found: Record<string, { x: number; y: number }> = {};
              const walk = (el: Element, key: string) => {
                const r = el.getBoundingClientRect();
                if (r.top >= innerHeight) return;
                if (
                  r.width > 1 &&
                  r.height > 1 &&
                  el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
                )
                  found[`${key} ${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`] = { x: r.x, y: r.y };
                Array.from(el.children).forEach((child, i) => walk(child, `${key}/${i}`));
              };
              for (const selector of ["body > header", "main"]) {
                const region = document.querySelector(selector);
                if (region) walk(region, selector);
              }
              return found;
            };
            const at = (box: { x: number; y: number }) => `${Math.round(box.x)},${Math.round(box.y)}`;
            const whole = boxesOf(html, true);
            const found: string[] = [];
            for (const region of ["body > header", "main"])
              if (!Object.keys(whole).some((key) => key.startsWith(`${region} `)))
                found.push(`nothing of ${region} shows`);
            for (const cut of cuts) {
              for (const [key, box] of Object.entries(boxesOf(html.slice(0, cut), false))) {
                const end = whole[key];
                if (!end || Math.abs(end.x - box.x) >= threshold || Math.abs(end.y - box.y) >= threshold)
                  found.push(
                    `cut after …${html.slice(cut - 40, cut)}: ${key} at ${at(box)}, then ${end ? at(end) : "gone"}`,
                  );
              }
              // Two screens' worth has arrived: the first screen is whole.
              if (document.documentElement.scrollHeight > 2 * innerHeight) break;
            }
            return found;
          },
          { html, cuts, threshold: MOVEMENT_THRESHOLD },
        );
        await context.close();
        expect(cuts.length).toBeGreaterThan(20);
        expect(moved, "boxes drawn early that the rest of the page moves").toEqual([]);
      });
  });
}
