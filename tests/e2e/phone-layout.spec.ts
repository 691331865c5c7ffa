/**
 * Layout on phones: nothing scrolls sideways in any state, Apply Now in the header at every
 * width, degree pathways said as such, home at most 8,000px at 390,
 * and the fixed header never covering the page's start. Expected values: SPEC's trades and
 * pages (tests/fixtures/spec.ts), the pathways' readings (tests/fixtures/pathways.ts), the
 * issue's figures; never the app's own modules.
 */
import type { Page } from "@playwright/test";
import { APPLICATION_FORM_URL } from "../../app/content/site";
import { APPRENTICESHIP_EYEBROW, DEGREE_PATHWAYS, PATHWAY_CARD_TERM, PATHWAY_CONTACT } from "../fixtures/pathways";
import { SPEC_EXPLORER, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { CHECKED_PAGES } from "../support/pages";
import { expect, holdScripts, test } from "./fixtures";

const WIDTHS = [320, 390, 1280] as const;
const SLUGS = Object.keys(SPEC_TRADES);

/** The page's width beyond the window, and the boxes reaching past its right edge outside a scroller. */
function sideways() {
  const scrolls = (node: Element | null): boolean =>
    !!node && node !== document.body && /auto|scroll/.test(getComputedStyle(node).overflowX)
      ? true
      : !!node && node !== document.body && scrolls(node.parentElement);
  const past: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("body *")) {
    const box = el.getBoundingClientRect();
    if (box.width > 1 && box.right > window.innerWidth + 1 && !scrolls(el.parentElement))
      past.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.right)}`);
  }
  return { over: document.documentElement.scrollWidth - window.innerWidth, past: past.slice(0, 3) };
}

async function check(page: Page, state: string, problems: string[]) {
  const { over, past } = await page.evaluate(sideways);
  if (over > 0) problems.push(`${state}: the page scrolls ${over}px sideways (${past.join(", ")})`);
}

for (const width of WIDTHS) {
  test(`nothing scrolls sideways at ${width}px: every page, the explorer from one pick to every trade picked, the open menus`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    const problems: string[] = [];
    // Server-drawn states without scripts (the picks are in the address; the layout is the HTML's).
    await holdScripts(page);
    for (const path of CHECKED_PAGES) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await check(page, path, problems);
    }
    for (let picks = 1; picks <= SLUGS.length; picks++) {
      const query = SLUGS.slice(0, picks)
        .map((slug) => `pick=${slug}`)
        .join("&");
      await page.goto(`/trades/compare?${query}`, { waitUntil: "domcontentloaded" });
      await check(page, `the explorer with ${picks} picks`, problems);
    }
    // The menus open (native <details> before hydration): the phone's, and its Trades group.
    if (width < 1024) {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.getByRole("banner").getByText("Menu", { exact: true }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByText("Trades", { exact: true }).click();
      await check(page, "home, the menu and its Trades group open", problems);
    }
    expect(problems).toEqual([]);
  });
}

test.describe("Apply Now in the header", () => {
  for (const width of [320, 360, 375, 390, 412, 768, 1023, 1280]) {
    test(`at ${width}px: one tap, inside the screen, beside a whole Menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      // Before hydration: a plain link, so a tap works the moment the header is drawn.
      await holdScripts(page);
      await page.goto("/trades/carpenter", { waitUntil: "domcontentloaded" });
      const banner = page.getByRole("banner");
      const apply = banner.getByRole("link", { name: /^Apply Now/ });
      await expect(apply).toBeVisible();
      await expect(apply).toHaveAttribute("href", APPLICATION_FORM_URL);
      const box = (await apply.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height, "a target of at least 24px (WCAG 2.5.8)").toBeGreaterThanOrEqual(24);
      const home = (await banner.getByRole("link", { name: /home$/ }).boundingBox())!;
      expect(home.x + home.width, "the logo ends before Apply Now").toBeLessThanOrEqual(box.x);
      if (width < 1024) {
        const menu = (await banner.getByText("Menu", { exact: true }).locator("..").boundingBox())!;
        expect(box.x + box.width, "Apply Now ends before the Menu button").toBeLessThanOrEqual(menu.x);
        expect(menu.x + menu.width, "the Menu button is whole on the screen").toBeLessThanOrEqual(width);
      }
    });
  }
});

test("the fixed header never covers the page's start: main begins where the header ends", async ({ page, context }) => {
  for (const [width, fontSize] of [
    [320, 16],
    [390, 16],
    [800, 16],
    [1024, 16],
    [1280, 16],
    [1280, 32],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    // Text at 200% (Chrome's own setting) is the 1280 window's phone layout (WCAG 1.4.4).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: fontSize, fixed: 13 } });
    for (const path of ["/", "/trades/compare", "/blog/tayla-story"]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const { header, content } = await page.evaluate(() => {
        const main = document.querySelector("main")!;
        return {
          header: document.querySelector("body > header")!.getBoundingClientRect().bottom,
          content: main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop),
        };
      });
      expect(
        Math.abs(content - header),
        `${path} at ${width}px, text ${fontSize}px: header ends ${header}, page starts ${content}`,
      ).toBeLessThan(1);
    }
    await cdp.detach();
  }
});

test.describe("degree pathways said as such", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [slug, path] of SLUGS.map((slug, i) => [slug, SPEC_TRADE_PATHS[i]!] as const)) {
    const degree = DEGREE_PATHWAYS[slug];
    test(`${path}: ${degree ? degree.eyebrow : APPRENTICESHIP_EYEBROW}`, async ({ page }) => {
      await page.goto(path);
      const intro = page.locator("main > :first-child");
      await expect(intro.getByText(degree ? degree.eyebrow : APPRENTICESHIP_EYEBROW, { exact: true })).toBeVisible();
      if (!degree) {
        await expect(page.getByText(/pathway$/i).filter({ hasText: /degree/i })).toHaveCount(0);
        await expect(page.getByRole("link", { name: PATHWAY_CONTACT })).toHaveCount(0);
        return;
      }
      await expect(intro.getByText(APPRENTICESHIP_EYEBROW, { exact: true })).toHaveCount(0);
      // Apply Now still opens SPEC's application form, with a word on what it is for here and a way to ask.
      const band = page.locator("main > section").last();
      await expect(band.locator("p").first()).toHaveText(degree.applyText);
      for (const where of [intro, band]) {
        await expect(where.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", APPLICATION_FORM_URL);
        await expect(where.getByRole("link", { name: PATHWAY_CONTACT })).toHaveAttribute("href", /^mailto:/);
      }
    });
  }

  test("the trades listing's cards say which are degree pathways, and no others", async ({ page }) => {
    await page.goto("/trades");
    for (const slug of SLUGS) {
      const name = SPEC_EXPLORER[slug]!.name;
      const card = page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
      const line = card.locator("dl > div").filter({ has: page.locator("dt", { hasText: PATHWAY_CARD_TERM }) });
      if (DEGREE_PATHWAYS[slug]) await expect(line.locator("dd"), name).toHaveText(DEGREE_PATHWAYS[slug].card);
      else await expect(line, name).toHaveCount(0);
    }
  });
});

test("home at 390px is at most 8,000px tall, scrolled through, with every band still there", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // Scrolled through a screen at a time, so every band is laid out (content-visibility) at its true height.
  for (;;) {
    const done = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (done) break;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`home at 390px: ${height}px tall`);
  expect(height).toBeLessThanOrEqual(8000);
  // The bands, each with what it is for: the four popular trades each one tap from its
  // page, the five steps, the four benefits, the footer's links.
  const trades = page.locator("#featured-trades li");
  await expect(trades).toHaveCount(4);
  for (const link of await trades.getByRole("link", { name: /^Learn More/ }).all()) await expect(link).toBeAttached();
  await expect(page.locator("#process li")).toHaveCount(5);
  await expect(page.locator("#benefits li")).toHaveCount(4);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Info for Students" })).toBeVisible();
  // The popular trades scroll within their own row, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
