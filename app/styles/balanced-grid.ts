/**
 * Grids of cards whose last row is never one card stranded at the left.
 *
 * Each width range gets twice as many tracks as cards per row and every card spans two, so
 * a short last row can start half a card in and sit centred under the full rows: 5 cards in
 * rows of 4 show 4, then 1 in the middle; 3 in rows of 2 show 2, then 1 in the middle. The
 * card that opens a short last row is found from the count alone (`:nth-child(n·k+1)` that is
 * also the r-th from the end), so it is CSS only, with no script and the same HTML.
 *
 * The ranges are closed (min and max width) so a rule for rows of 2 never reaches a wider
 * screen that shows rows of 3. The em queries follow the text size, as `media` does.
 */
import { globalStyle } from "@vanilla-extract/css";
import { breakpoints } from "./tokens";

type Width = "md" | "lg" | "xl";
const ORDER: readonly Width[] = ["md", "lg", "xl"];

const range = (from: Width, to: Width | undefined) =>
  `screen and (min-width: ${breakpoints[from] / 16}em)` +
  (to ? ` and (max-width: ${(breakpoints[to] - 0.02) / 16}em)` : "");

/** Cards per row from each width up (below the first: one column, untouched). */
export function balanceLastRow(className: string, perRow: Partial<Record<Width, number>>): void {
  const widths = ORDER.filter((width) => perRow[width] !== undefined);
  widths.forEach((width, i) => {
    const n = perRow[width]!;
    const query = range(width, widths[i + 1]);
    globalStyle(`.${className}`, {
      "@media": { [query]: { gridTemplateColumns: `repeat(${2 * n}, minmax(0, 1fr))` } },
    });
    globalStyle(`.${className} > *`, { "@media": { [query]: { gridColumn: "span 2" } } });
    for (let r = 1; r < n; r += 1) {
      // The first of a last row of r cards starts n - r tracks in: that row is centred.
      globalStyle(`.${className} > :nth-child(${n}n + 1):nth-last-child(${r})`, {
        "@media": { [query]: { gridColumn: `${n - r + 1} / span 2` } },
      });
    }
  });
}
