/**
 * Grid columns: as many as fit at `min` wide, and never more than `most` (the items a grid
 * holds), spread over the row. auto-fill, not auto-fit: a column's width never depends on how
 * many items have arrived, since the page is drawn while it arrives and the first items must
 * stay put as the rest come in (decision 058). With `most` items the row fills as auto-fit's would.
 */
export const fillColumns = (min: string, most: number, gap: string) =>
  `repeat(auto-fill, minmax(max(${min}, (100% - ${most - 1} * ${gap}) / ${most}), 1fr))`;
