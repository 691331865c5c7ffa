/**
 * Nothing on the page moves by itself (Cumulative Layout Shift 0), measured by Chrome's own
 * Layout Instability API, not by comparing boxes we chose to look at:
 * - each page with a photo carousel, scrolled through a window at a time, across the moment
 *   the still row of photos gives way to the moving strip;
 * - the header and the page's opening band while the page is still arriving: the browser draws
 *   what it has parsed whenever its parser pauses (a network chunk can end anywhere; a busy
 *   phone's parser yields mid-page), so what is drawn early must not move when the rest comes.
 */
import { expect, networkIdle, offline, reactHydrated, test } from "./fixtures";
import { recordShifts, shiftsSoFar, twoFrames } from "./shifts";

/** SPEC §2: the pages that carry a looping photo carousel (Home, About, Success stories, Blog listing). */
const CAROUSEL_PAGES = ["/", "/about", "/success-stories", "/blog"] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The opening bands, one of each kind (SPEC's pages, on the pinned site): home's words beside its
 * video and the audience links; a banner picture beside a heading and lead; a trade's figures
 * above its lead with its video beside them; a trade's figures across the page, with its banner
 * beside the lead under them.
 */
const OPENINGS = ["/", "/success-stories", "/trades/electrician", "/trades/builder"] as const;
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
     * The header and the page's opening band as they are drawn from a page cut off after each
     * of their closing tags (JavaScript off: this is before any script runs): whatever is
     * visible in a cut must already sit where the whole page puts it, or the visitor sees it
     * jump when the rest arrives. (A shift seen once on a busy machine: home's video, centred on
     * the words beside it, moved up when its caption arrived.)
     */
    for (const path of OPENINGS)
      test(`${path}: the header and the opening band are drawn in place while the page arrives`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL });
        await offline(context, baseURL!);
        const page = await context.newPage();
        await page.goto(path);
        const html = await (await page.request.get(path)).text();
        const start = html.indexOf("<header");
        const opening = html.indexOf("<header", html.indexOf("<main"));
        const end = html.indexOf("</header>", opening) + "</header>".length;
        expect(start, "the page has a <header>").toBeGreaterThan(0);
        expect(opening, "the page's <main> opens with a <header>").toBeGreaterThan(start);
        const cuts = [...html.slice(start, end).matchAll(/<\/[a-z0-9]+>/g)].map((m) => start + m.index + m[0].length);

        // Each cut is written into the page as a whole document (the page's own scripts stay off).
        const moved = await page.evaluate(
          ({ html, cuts, threshold }) => {
            /**
             * Where each visible box in the two headers starts, keyed by its place in the tree
             * (the same in every cut). A box that grows as its content arrives has not shifted;
             * one whose corner moves has (the Layout Instability API's own rule).
             */
            const boxesOf = (text: string) => {
              document.open();
              document.write(text);
              document.close();
              const found: Record<string, { x: number; y: number }> = {};
              const walk = (el: Element, key: string) => {
                if (el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
                  const r = el.getBoundingClientRect();
                  if (r.width > 0 && r.height > 0)
                    found[`${key} ${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`] = { x: r.x, y: r.y };
                }
                Array.from(el.children).forEach((child, i) => walk(child, `${key}/${i}`));
              };
              for (const [selector, key] of [
                ["body > header", "header"],
                ["main header", "main header"],
              ] as const) {
                const header = document.querySelector(selector);
                if (header) walk(header, key);
              }
              return found;
            };
            const at = (box: { x: number; y: number }) => `${Math.round(box.x)},${Math.round(box.y)}`;
            const whole = boxesOf(html);
            const found: string[] = [];
            for (const key of ["header", "main header"])
              if (!Object.keys(whole).some((k) => k.startsWith(`${key} `))) found.push(`no visible ${key}`);
            for (const cut of cuts)
              for (const [key, box] of Object.entries(boxesOf(html.slice(0, cut)))) {
                const end = whole[key];
                if (!end || Math.abs(end.x - box.x) >= threshold || Math.abs(end.y - box.y) >= threshold)
                  found.push(
                    `cut after …${html.slice(cut - 40, cut)}: ${key} at ${at(box)}, then ${end ? at(end) : "gone"}`,
                  );
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
