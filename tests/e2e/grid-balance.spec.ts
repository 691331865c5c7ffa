/**
 * No card grid leaves one card stranded at the left of its last row. On
 * every page at 768, 1024 and 1280px, every list laid out as a grid with more than one card
 * per row either fills its last row or, where the count cannot divide evenly (15 trades in
 * rows of 2), centres a lone last card under the rows above (within 2px).
 *
 * Carousels are left out (their strip is one moving row by design).
 */
import type { Page } from "@playwright/test";
import { CHECKED_PAGES } from "../support/pages";
import { expect, test } from "./fixtures";

/** Runs in the page: each grid list whose last row is one card off the centre. */
function strandedCards() {
  const found: string[] = [];
  for (const list of document.querySelectorAll<HTMLElement>("ul, ol")) {
    if (getComputedStyle(list).display !== "grid" || list.closest('[aria-roledescription="carousel"]')) continue;
    const items = [...list.children].map((item) => item.getBoundingClientRect()).filter((box) => box.width > 0);
    if (items.length < 2) continue;
    const firstTop = Math.min(...items.map((box) => box.top));
    const lastTop = Math.max(...items.map((box) => box.top));
    const perRow = items.filter((box) => Math.abs(box.top - firstTop) < 1).length;
    const lastRow = items.filter((box) => Math.abs(box.top - lastTop) < 1);
    if (perRow < 2 || lastRow.length !== 1) continue;
    const card = lastRow[0]!;
    const row = list.getBoundingClientRect();
    const offCentre = Math.abs(card.left + card.width / 2 - (row.left + row.width / 2));
    if (offCentre > 2) {
      const name = list.getAttribute("aria-label") ?? list.className;
      found.push(
        `"${name}": ${items.length} cards, ${perRow} a row, the last alone ${Math.round(offCentre)}px off centre`,
      );
    }
  }
  return found;
}

/**
 * One load per page, then the window resized through the widths: the stylesheet's media
 * queries relay the page out as a fresh load at that width would (no script runs), at a third
 * of the loads, which were a large share of the browser suite's time (decision 049).
 */
async function everyPage(page: Page, widths: readonly number[]) {
  // The server's HTML is what is measured: the stylesheet is inline, every image is sized.
  await page.route("**/build/**", (route) => route.abort());
  const problems: string[] = [];
  for (const path of CHECKED_PAGES) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const grid of await page.evaluate(strandedCards)) problems.push(`${path} at ${width}px: ${grid}`);
    }
  }
  return problems;
}

test("at 1280, 1024 and 768px no card grid leaves a lone card at the left of its last row", async ({ page }) => {
  test.setTimeout(150_000);
  expect(await everyPage(page, [1280, 1024, 768])).toEqual([]);
});
