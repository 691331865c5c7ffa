import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { loadExplorer } from "~/lib/explorer.server";
import * as styles from "./TradeExplorer.css";

type ViewData = Extract<SerializeFrom<typeof loadExplorer>, { problems: null }>;
type Filters = ViewData["filters"];

/** The explorer's filter boxes (inside its GET form) and their Apply and Clear controls. */
export function ExplorerFilters({
  filters,
  filtered,
  clearHref,
  words,
}: {
  filters: Filters;
  filtered: boolean;
  clearHref: string;
  words: ViewData["controls"];
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{words.filtersLegend}</legend>
      {filters.map((group) => (
        <fieldset key={group.name} className={styles.group}>
          <legend className={styles.groupLegend}>{group.legend}</legend>
          {group.options.map((option) => (
            <label key={`${option.value}-${option.checked}`} className={styles.option}>
              <input
                type="checkbox"
                name={group.name}
                value={option.value}
                defaultChecked={option.checked}
                className={styles.box}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
      <p className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          {words.applyFilters}
        </button>
        {filtered ? (
          <Link to={clearHref} preventScrollReset className={styles.textLink}>
            {words.clearFilters}
          </Link>
        ) : null}
      </p>
    </fieldset>
  );
}
