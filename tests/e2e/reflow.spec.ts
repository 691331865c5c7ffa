/**
 * WCAG 1.4.10 Reflow and 1.4.4 Resize text, on every route, each in one page that visits them
 * all (a load per route, no more). Nothing may scroll sideways, and no box that clips what
 * overflows it (overflow hidden or clip: cards, video boxes, the accordion) may be cutting
 * off its content. Carousels are left out: their strip is wider than the screen by design.
 *
 * Text at 200% is the browser's own text-size setting (Chrome's "Font size", through the
 * DevTools protocol): rem and em grow, and so do the em media queries, as for a real visitor.
 */
import type { Page } from "@playwright/test";
import { CHECKED_PAGES } from "../support/pages";
import { expect, hydrated, test } from "./fixtures";

/**
 * Runs in the page: the page's sideways overflow, every clipping box cutting its content, and
 * every box reaching past the window's edge (the page's own clip would hide it from the first
 * check: a control sized by its longest option, 4px wider than the column, lost its edge).
 */
function overflowReport() {
  const clipped: string[] = [];
  const outside: string[] = [];
  // Inside a sideways scroller (the wide tables) a box may sit past the edge: it scrolls there.
  const scrolls = (node: Element | null): boolean =>
    !!node &&
    node !== document.body &&
    (/auto|scroll/.test(getComputedStyle(node).overflowX) || scrolls(node.parentElement));
  for (const el of document.querySelectorAll<HTMLElement>("body *")) {
    if (el.closest('[aria-roledescription="carousel"], [hidden], details:not([open]) > :not(summary)')) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (
      box.width > 1 &&
      (box.right > window.innerWidth + 1 || box.left < -1) &&
      style.position !== "fixed" &&
      !scrolls(el.parentElement)
    ) {
      outside.push(
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
    if (!/hidden|clip/.test(style.overflowX) || el.clientWidth < 2) continue;
    if (el.scrollWidth > el.clientWidth + 1)
      clipped.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, clipped, outside };
}

async function everyRoute(page: Page) {
  // The server's HTML is what is measured: without its scripts each load costs a fraction of
  // the CPU (the still carousels, the native <details> menus take the same boxes).
  await page.route("**/build/**", (route) => route.abort());
  const problems: string[] = [];
  for (const path of CHECKED_PAGES) {
    // The stylesheet is inline and every image is sized: the layout is final once the HTML is in.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const report = await page.evaluate(overflowReport);
    if (report.scrollWidth > report.innerWidth)
      problems.push(`${path}: page is ${report.scrollWidth}px wide in a ${report.innerWidth}px window`);
    for (const box of report.clipped) problems.push(`${path}: ${box}`);
    for (const box of report.outside) problems.push(`${path}: past the window's edge: ${box}`);
  }
  return problems;
}

test("at 320px no route scrolls sideways and no card clips its content", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await everyRoute(page)).toEqual([]);
});

test("with text at 200% at 1280px no route scrolls sideways, nothing is clipped, Apply Now is reached by keyboard", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  await page.goto("/");
  // The setting took: the root font is twice the default.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
  // Apply Now, the header's one call to action, is reached with the keyboard and wholly on
  // screen: in the bar, or in the menu that the Menu button opens.
  await hydrated(page);
  const apply = page.getByRole("banner").getByRole("link", { name: /^Apply Now/ });
  let reached = false;
  for (let i = 0; i < 30 && !reached; i++) {
    await page.keyboard.press("Tab");
    // The menu button is known by what it controls (its words swap between "Menu" and "Close menu").
    const { text, closedMenu } = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? "",
      closedMenu:
        document.activeElement?.getAttribute("aria-controls") === "mobile-menu" &&
        document.activeElement.getAttribute("aria-expanded") === "false",
    }));
    if (closedMenu) await page.keyboard.press("Enter");
    reached = /^Apply Now/.test(text) && (await apply.and(page.locator(":focus")).count()) === 1;
  }
  expect(reached, "Apply Now reached by Tab").toBe(true);
  await expect(apply.and(page.locator(":focus"))).toBeInViewport({ ratio: 1 });

  expect(await everyRoute(page)).toEqual([]);
});
