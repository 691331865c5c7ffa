import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's violations on the page as it is now, one line each: the full WCAG 2.2 A/AA tag set
 * plus heading-order (a best-practice rule, so not in those tags). `withRules` would *replace*
 * the tags (axe's runOnly is either rules or tags), so heading-order is switched on through
 * `rules`, which axe honours on top of the tag set.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe in every frame and
 * merges the results in a blank page it opens for each analysis: about twice the time
 * (decision 049), and the only frames it adds are the stubbed third-party players,
 * which are not ours to test. Our pages have no same-origin frames.
 *
 * `resultTypes: ["violations"]` keeps every node only for violations: axe then builds a
 * selector for one passing node per rule instead of for all of them, which was a third of
 * each analysis (decision 049). The passes still
 * name every rule that ran, which the check below needs.
 */
/**
 * More time for the test, in proportion to the page's size, before each analysis: axe's time
 * grows with the elements it checks, so the limit follows the work and a busy machine slows
 * the test without failing it.
 */
export async function allowForAnalysis(page: Page): Promise<void> {
  test.setTimeout(test.info().timeout + (await page.locator("*").count()) * 15);
}

/**
 * What the sticky header can change when the page moves under it or the screen is shorter: the
 * contrast of words it lies over, the room around controls it overlaps, and whether a region
 * now scrolls. An analysis made only for such a position runs these rules and no others: the
 * rest read the document, which the same test has just analysed whole at the same width.
 */
export const GEOMETRY_RULES = ["color-contrast", "target-size", "scrollable-region-focusable"] as const;

export async function axeViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  await allowForAnalysis(page);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: only ? { type: "rule", values: [...only] } : { type: "tag", values: WCAG },
      ...(only ? {} : { rules: { "heading-order": { enabled: true } } }),
      resultTypes: ["violations"],
    })
    .setLegacyMode(true)
    .analyze();
  // Prove the configuration: the rules asked for (both tag rules and heading-order) were evaluated.
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id),
  );
  const expected = only ?? ["color-contrast", "heading-order", "target-size", "image-alt"];
  expect(expected.filter((id) => !ran.has(id))).toEqual([]);
  if (only) expect([...ran].filter((id) => !only.includes(id))).toEqual([]);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
