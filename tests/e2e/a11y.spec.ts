import type { Page } from "@playwright/test";
import { APPLICATION_FORM_URL } from "../../app/content/site";
import { CHECKED_PAGES, sampledPages, sitemapPaths } from "../support/pages";
import { axeViolations, GEOMETRY_RULES } from "./axe";
import { REMIX_PAGE, expect, hydrated, networkIdle, tabTo, test } from "./fixtures";

/**
 * Scroll to the bottom a screen at a time, as a reader would, so every band is rendered
 * (content-visibility), every carousel has mounted its marquee and the players are loaded
 * (they wait for a first interaction, which the pointer move and the scroll are). Each step
 * waits for two frames, so the page's observers see every position. A page that stops
 * drawing frames, or stops scrolling, fails here with what it did rather than hanging
 * until the test's time runs out: one CI run did hang inside this loop, at 390px on
 * /success-stories, a short test that had passed in every run before.
 */
async function scrollThrough(page: Page) {
  await page.mouse.move(10, 10);
  const steps: string[] = [];
  for (;;) {
    const step = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      const height = document.documentElement.scrollHeight;
      return { before, after: window.scrollY, height, atBottom: window.scrollY + window.innerHeight >= height - 1 };
    });
    steps.push(`${step.before}→${step.after} of ${step.height}`);
    await framesDrawn(page, steps);
    if (step.atBottom) break;
    if (step.after <= step.before)
      throw new Error(`the page stopped scrolling short of the bottom; steps: ${steps.join(", ")}`);
  }
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (const carousel of await carousels.all()) await expect(carousel.locator(".rfm-marquee").first()).toBeAttached();
  await networkIdle(page);
}
/**
 * Two frames take 33 ms at 60 Hz; this is a stalled page, not a busy one. A limit of a few seconds
 * was once too short on CI's busy two cores (/success-stories, the fifth step of its scroll), so
 * the limit is a stall's.
 */
const FRAME_LIMIT_MS = 30_000;
/**
 * Twice, in runs of the whole suite on two busy cores, the headless shell drew no frame for 30 s
 * after a scroll (at 1280px, /blog and /success-stories), while the page's own timers ran: the
 * browser had stopped asking the page for frames, not the page stopped drawing them. A screenshot
 * makes the browser draw one. After this long without a frame, one is asked for that way and the
 * stall is written in the test's annotations; a page that still draws nothing fails.
 */
const NUDGE_AFTER_MS = 5_000;

/** Wait for two frames after a step, so the page's observers see its position. */
async function framesDrawn(page: Page, steps: string[]) {
  const twoFrames = (limitMs: number) =>
    page.evaluate(
      (limit) =>
        Promise.race([
          new Promise<true>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), limit)),
        ]),
      limitMs,
    );
  if (await twoFrames(NUDGE_AFTER_MS)) return;
  // Time for the screenshot and the frames after it, so a stall fails with what it did.
  test.setTimeout(test.info().timeout + 2 * FRAME_LIMIT_MS);
  const visibility = await page.evaluate(() => document.visibilityState);
  const stalled = (how: string) =>
    new Error(
      `no frame drawn within ${NUDGE_AFTER_MS} ms of scrolling, ${how} (page ${visibility}); steps: ${steps.join(", ")}`,
    );
  // A browser that draws nothing may not finish a screenshot either: that is the stall, reported.
  await page.screenshot({ timeout: FRAME_LIMIT_MS }).catch((error: Error) => {
    throw stalled(`nor a screenshot within ${FRAME_LIMIT_MS} ms (${error.message.split("\n")[0]})`);
  });
  if (!(await twoFrames(FRAME_LIMIT_MS))) throw stalled(`nor within ${FRAME_LIMIT_MS} ms after a screenshot`);
  test.info().annotations.push({
    type: "stall",
    description: `no frame for ${NUDGE_AFTER_MS} ms after scrolling (page ${visibility}) until a screenshot; steps: ${steps.join(", ")}`,
  });
}

/**
 * The scroll positions at which a control the sticky header draws outside its own box lies
 * over a control of the page, ascending. The header stays put while the page slides under it,
 * so such a control (the skip link was parked 10rem above the header) covers, out of sight,
 * whatever has just scrolled past, and axe's target-size counts that only when the two happen
 * to meet: the analysis at the bottom missed it at 900px high and caught it at 850. Each
 * position lines a page control's top up with the header control's (or comes as near as the
 * page scrolls, if they still overlap there); none when the header keeps its controls inside
 * its box, so a clean page costs one evaluate.
 */
async function positionsUnderHeaderControls(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const controls = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const header = document.querySelector("body > header")!;
    const box = header.getBoundingClientRect();
    // A closed <details>' panel (the menu of a page that does not hydrate) is skipped by the
    // browser, yet a box read forces its layout: only what is shown counts as drawn.
    const drawn = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility() ? r : null;
    };
    const outside = [...header.querySelectorAll(controls)]
      .map(drawn)
      .filter((r) => r && (r.top < box.top || r.bottom > box.bottom)) as DOMRect[];
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const positions = new Set<number>();
    for (const el of document.querySelectorAll(controls)) {
      const r = header.contains(el) ? null : drawn(el);
      if (!r) continue;
      for (const h of outside) {
        // Tops lined up, or as near as the page scrolls; kept if the two still overlap there.
        const y = Math.min(Math.max(Math.round(window.scrollY + r.top - h.top), 0), maxScroll);
        const top = r.top + window.scrollY - y;
        if (r.left < h.right && h.left < r.right && top < h.bottom && top + r.height > h.top) positions.add(y);
      }
    }
    return [...positions].sort((a, b) => a - b);
  });
}

/**
 * At 390px (the phone most visitors hold) every route is analysed. At 1280px the trade pages and
 * the posts are sampled (tests/support/pages.ts `sampledPages`): what the width changes is their
 * template's, and the content's own faults are caught at 390px.
 */
// SPEC's pages and every other the site has (a post staff added: tests/support/pages.ts).
const ROUTES: Record<number, string[]> = {
  390: [...CHECKED_PAGES, "/no-such-page"],
  1280: [...sampledPages(CHECKED_PAGES), "/no-such-page"],
};

// The tests above are named when this file is collected, before the worker answers, so they
// take the site's pages from app/content/routes.ts; the built site's sitemap must hold no page
// they leave out.
test("every page the built site's sitemap lists is analysed at 390px", async ({ request }) => {
  const sitemap = sitemapPaths(await (await request.get("/sitemap.xml")).text());
  expect(sitemap.length).toBeGreaterThan(0);
  expect(sitemap.filter((path) => !ROUTES[390]!.includes(path))).toEqual([]);
});

/** The second screen height each width is analysed at, scrolled to the bottom: an iPhone 14's, a laptop's. */
const SHORTER: Record<number, number> = { 390: 844, 1280: 720 };

// Every route plus the 404 page (see ROUTES), right after load, again scrolled through to
// the bottom, and wherever the sticky header would carry a control over one of the page's
// (see positionsUnderHeaderControls): zero axe violations, and not one
// Content-Security-Policy violation while the page runs.
for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ROUTES[width]!) {
      test(`${path}`, async ({ page }) => {
        const violations: string[] = [];
        await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
        await page.addInitScript(() =>
          document.addEventListener("securitypolicyviolation", (e) =>
            (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
              `${e.violatedDirective} ${e.blockedURI}`,
            ),
          ),
        );
        await page.goto(path);
        // Hydrated and network-idle. Without the idle wait, runs of the loop now and then ended
        // with one page's final network-idle wait (after scrolling) running out of time.
        await hydrated(page);
        expect(await axeViolations(page), "right after load").toEqual([]);
        await scrollThrough(page);
        // Analysed whole once every band has been drawn, at the bottom of the shorter screen, the
        // one visitors hold: what lies under the header there depends on the screen's height,
        // and 900px missed a footer link half under the header's logo on every page at 390×844.
        // The rules that read the document do not depend on the height; the geometry ones are
        // run again below wherever the header could cover a control at 900px.
        await page.setViewportSize({ width, height: SHORTER[width]! });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await networkIdle(page);
        expect(await axeViolations(page), `scrolled to the bottom at ${width}×${SHORTER[width]}`).toEqual([]);
        await page.setViewportSize({ width, height: 900 });
        const positions = await positionsUnderHeaderControls(page);
        // One more analysis per position: the test's time grows with the page's, not a fixed limit.
        test.setTimeout(test.info().timeout + positions.length * 15_000);
        for (const y of positions) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          expect(
            await axeViolations(page, GEOMETRY_RULES),
            `scrolled to ${y}px, a control of the page under one the header draws outside itself`,
          ).toEqual([]);
        }
        expect(violations).toEqual([]);
      });
    }
  });
}

type Control = [role: "link" | "button", name: string | RegExp];
/** The 1280 audience row's links, in order: SPEC §1's five audiences, the quiz, then the FAQ. */
const AUDIENCE_ROW = [
  "Students",
  "Parents & guardians",
  "Schools",
  "Career changers",
  "Host employers",
  "Find your trade",
  "FAQ",
];

// The header's controls, in the order Tab reaches them from page load. A control taken out of
// the tab order (tabIndex -1), or put in twice, changes the list.
const HEADER_ORDER: Record<number, Control[]> = {
  1280: [
    ["link", "Skip to content"],
    ["link", /home$/],
    ["button", "Trades"],
    ["link", "Career Handbook"],
    ["link", "Success Stories"],
    ["link", "News"],
    ["link", /^Apply Now/],
    // The audience row under the bar (SPEC §1's audiences), then the FAQ.
    ...AUDIENCE_ROW.map((name): Control => ["link", name]),
  ],
  390: [
    ["link", "Skip to content"],
    ["link", /home$/],
    // Apply Now in the phone's bar, one tap from every page.
    ["link", /^Apply Now/],
    ["button", "Menu"],
  ],
};

for (const width of [1280, 390]) {
  // As Remix upgrades it (home's is the native form every page without React has).
  test(`Tab walks the header's controls in order at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(REMIX_PAGE);
    await hydrated(page);
    const banner = page.getByRole("banner");
    for (const [role, name] of HEADER_ORDER[width]!) {
      await page.keyboard.press("Tab");
      await expect(banner.getByRole(role, { name, exact: typeof name === "string" })).toBeFocused();
    }
    // The next press leaves the header for the page's main content.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.locator("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });
}

test.describe("keyboard only", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("skip link → Trades → a trade page → Apply Now", async ({ page, context, thirdParty }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    // Back to the menu: Shift+Tab from the top of main reaches the header's last control (the
    // audience row's FAQ), walks back along that row, then along the menu to Trades.
    const row = page.getByRole("navigation", { name: "Information for" });
    for (const name of [...AUDIENCE_ROW].reverse()) {
      await page.keyboard.press("Shift+Tab");
      await expect(row.getByRole("link", { name, exact: true })).toBeFocused();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of [/^Apply Now/, "News", "Success Stories", "Career Handbook"]) {
      await page.keyboard.press("Shift+Tab");
      await expect(nav.getByRole("link", { name, exact: typeof name === "string" })).toBeFocused();
    }
    await page.keyboard.press("Shift+Tab");
    // Home's header is as the server drew it (its islands alone hydrate): Trades is the native
    // <details>' summary, which Enter opens as the upgraded button would.
    const trades = nav.locator("summary").filter({ hasText: "Trades" });
    await expect(trades).toBeFocused();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab"); // All Trades, Carpenter, Electrician
    await expect(page.getByRole("link", { name: "Electrician" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/trades\/electrician$/);

    const apply = page
      .locator("main")
      .getByRole("link", { name: /Apply Now/ })
      .first();
    await tabTo(page, apply, 40);
    await expect(apply).toBeFocused();
    const popup = context.waitForEvent("page");
    await page.keyboard.press("Enter");
    await popup;
    await expect.poll(() => thirdParty).toContain(APPLICATION_FORM_URL);
  });

  // Every control Tab reaches, header to footer, on pages of each kind: a focus ring that is
  // drawn (style, at least 2px), not transparent, and at least 3:1 against what is behind it
  // (WCAG 2.4.7, 1.4.11). The ring is the outline; where the element's own box-shadow spreads
  // under the whole outline, that shadow is what is behind it, otherwise the nearest opaque
  // background (or gradient's first stop) of an ancestor.
  for (const path of ["/", "/trades", "/apprenticeship-faq", "/blog/apprentice-awards", "/about"]) {
    test(`focus is always visible on ${path}`, async ({ page }) => {
      // The last element that had focus: where a walk that leaves the document left it.
      await page.addInitScript(() =>
        document.addEventListener(
          "focusin",
          (e) => ((window as unknown as { lastFocus: unknown }).lastFocus = e.target),
        ),
      );
      await page.goto(path);
      await hydrated(page);
      const seen = new Set<string>();
      const trail: string[] = [];
      for (let i = 0; i < 250; i++) {
        await page.keyboard.press("Tab");
        // Tab onto a third-party frame hands focus to the frame's process: on its way there
        // the body holds it and the document has lost focus for a moment, exactly
        // as past the last control, where focus leaves the document for good. So focus out
        // of the document is the end only when no control is left after the last one focused;
        // otherwise it is still on its way, and the body focused in a focused document has
        // dropped focus mid-page: a failure.
        await expect
          .poll(() => page.evaluate(settled), {
            message: `focus dropped on the body after ${trail.at(-1)}`,
            timeout: 2_000,
          })
          .toBe(true);
        const ring = await page.evaluate(focusRing);
        trail.push(typeof ring === "string" ? ring : `${ring.area} ${ring.tag} "${ring.name}"`);
        if (ring === "end") break;
        if (ring === "frame") continue; // focus is inside a (stubbed) third-party player's document
        seen.add(ring.area);
        const where = `${ring.area} ${ring.tag} "${ring.name}"`;
        expect(ring.style, where).not.toBe("none");
        expect(ring.width, where).toBeGreaterThanOrEqual(2);
        expect(ring.alpha, where).toBeGreaterThan(0);
        expect(ring.contrast, `${where}: ${ring.color} on ${ring.behind}`).toBeGreaterThanOrEqual(3);
        expect(ring.clippedBy, `${where}: ring cut off`).toBe("");
      }
      // Where focus went last, should a walk end before the footer (focus lost to the body).
      expect([...seen].sort(), trail.slice(-4).join(" → ")).toEqual(["footer", "header", "main"]);
    });
  }
});

/**
 * Runs in the page: whether focus has arrived, on a control or a frame, or has left the document
 * past its last control (no visible control after the last one focused, in document order).
 */
function settled() {
  if (document.activeElement && document.activeElement !== document.body) return true;
  if (document.hasFocus()) return false;
  const last = (window as unknown as { lastFocus?: Element }).lastFocus;
  if (!last) return false;
  const controls = 'a[href], button, summary, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';
  return ![...document.querySelectorAll(controls)].some(
    (el) =>
      last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !last.contains(el) &&
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest("[inert]") &&
      !(el as HTMLButtonElement).disabled,
  );
}

/** Runs in the page: the focused element's focus ring and what is behind it. */
function focusRing() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return "end" as const;
  if (el.tagName === "IFRAME") return "frame" as const;
  const parse = (c: string) => {
    const m = c.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/);
    return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const style = getComputedStyle(el);
  const color = parse(style.outlineColor) ?? { r: 0, g: 0, b: 0, a: 0 };
  const width = parseFloat(style.outlineWidth);
  const reach = parseFloat(style.outlineOffset) + width;
  let behind: { r: number; g: number; b: number; a: number } | null = null;
  let behindText = "";
  // An outer box-shadow whose spread covers the outline's band.
  for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    if (/inset/.test(shadow)) continue;
    const lengths = shadow
      .replace(/rgba?\([^)]*\)/, "")
      .trim()
      .split(/\s+/)
      .map(parseFloat);
    const spread = lengths[3] ?? 0;
    const c = parse(shadow);
    if (c && c.a === 1 && lengths[0] === 0 && lengths[1] === 0 && spread >= reach) {
      behind = c;
      behindText = `box-shadow ${shadow}`;
    }
  }
  for (let node = el.parentElement; !behind && node; node = node.parentElement) {
    const s = getComputedStyle(node);
    const bg = parse(s.backgroundColor);
    if (bg && bg.a === 1) {
      behind = bg;
      behindText = `${node.tagName}.${node.className} background`;
    } else if (/gradient/.test(s.backgroundImage)) {
      behind = parse(s.backgroundImage);
      behindText = `${node.tagName}.${node.className} gradient`;
    }
  }
  behind ??= { r: 255, g: 255, b: 255, a: 1 };
  const [hi, lo] = [luminance(color), luminance(behind)].sort((a, b) => b - a);
  // WCAG 2.4.11: the whole ring is drawn, not cut off by an ancestor that clips its overflow.
  const box = el.getBoundingClientRect();
  const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
  let clippedBy = "";
  for (let node = el.parentElement; node && node !== document.body && !clippedBy; node = node.parentElement) {
    const s = getComputedStyle(node);
    if (s.overflowX === "visible" && s.overflowY === "visible") continue;
    const r = node.getBoundingClientRect();
    const left = r.left + node.clientLeft;
    const top = r.top + node.clientTop;
    const cut =
      (s.overflowX !== "visible" && (ring.left < left - 0.5 || ring.right > left + node.clientWidth + 0.5)) ||
      (s.overflowY !== "visible" && (ring.top < top - 0.5 || ring.bottom > top + node.clientHeight + 0.5));
    if (cut) clippedBy = `${node.tagName}.${node.className}`;
  }
  const area = el.closest("main")
    ? "main"
    : el.closest("header")
      ? "header"
      : el.closest("footer")
        ? "footer"
        : "other";
  return {
    area,
    tag: el.tagName,
    name: (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40),
    style: style.outlineStyle,
    width,
    alpha: color.a,
    color: style.outlineColor,
    behind: behindText,
    contrast: (hi! + 0.05) / (lo! + 0.05),
    clippedBy,
  };
}
