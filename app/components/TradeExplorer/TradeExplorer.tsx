import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { EXPLORER_PATH, TABLE_FACTS } from "~/lib/explorer";
import type { loadExplorer } from "~/lib/explorer.server";
import { visuallyHidden } from "../../styles/layout.css";
import { BarChart } from "../BarChart/BarChart";
import { FactBlocks } from "../FactBlocks/FactBlocks";
import { FiguresSource } from "../FiguresSource/FiguresSource";
import { PageIntro } from "../PageIntro/PageIntro";
import { Section } from "../Section/Section";
import * as styles from "./TradeExplorer.css";
import { ExplorerFilters } from "./ExplorerFilters";
import { SIDE_BY_SIDE, useFocusSideBySide } from "./useFocusSideBySide";

type Data = SerializeFrom<typeof loadExplorer>;

type ViewData = Extract<Data, { problems: null }>;

/**
 * /trades/compare: the filters, the table with its pick boxes and the side-by-side blocks in
 * one GET form, so every control is a link or a form field the browser handles before (and
 * without) hydration. Once hydrated, Remix's Form and Link make the same requests as
 * navigations that keep focus and scroll where they are (preventScrollReset).
 */
export function TradeExplorer({ data }: { data: ViewData }) {
  const {
    page,
    copy,
    ownPageNotes,
    view,
    columns,
    rows,
    filters,
    picked,
    links,
    charts,
    labels,
    meanings,
    source,
    total,
    maxPicks,
  } = data;
  const shownSlugs = new Set(rows.map((row) => row.slug));
  const pickedOutOfView = view.pick.filter((slug) => !shownSlugs.has(slug));
  const twoReadings = rows.filter((row) => row.twoReadings);
  useFocusSideBySide();
  return (
    <div className={styles.page} data-explorer="">
      <PageIntro heading={page.heading} lead={copy.lead} />

      {view.pick.length > 0 ? (
        <Section id={SIDE_BY_SIDE} heading="Side by side" focusableHeading>
          {picked.length >= 2 ? (
            <FactBlocks rows={picked} labels={labels} />
          ) : (
            <p>
              You picked {picked[0]?.name}. Tick one more trade in the table (up to {maxPicks}) and press “Compare
              ticked trades” to set them side by side.
            </p>
          )}
          <p className={`${styles.actions} ${styles.pickLinks}`}>
            {links.removePicks.map((remove) => (
              <Link key={remove.href} to={remove.href} preventScrollReset className={styles.textLink}>
                Remove {remove.name}
              </Link>
            ))}
            <Link to={links.clearPicks} preventScrollReset className={styles.textLink}>
              Clear picked trades
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="explorer" heading="All trades" tone="muted" className={styles.tableBand}>
        <Form
          method="get"
          action={EXPLORER_PATH}
          preventScrollReset
          className={styles.form}
          aria-label="Sort, filter and pick trades"
        >
          {view.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          {pickedOutOfView.map((slug) => (
            <input key={slug} type="hidden" name="pick" value={slug} />
          ))}

          <ExplorerFilters filters={filters} filtered={view.filtered} clearHref={links.clearFilters} />

          <p role="status" className={styles.count}>
            Showing {rows.length} of {total} trades, sorted by {view.sortedBy}.
            {picked.length >= 2 ? ` ${picked.length} trades side by side above the table.` : ""}
          </p>

          {rows.length === 0 ? (
            <p className={styles.empty}>
              {"No trade matches every filter you ticked. Untick one or "}
              <Link to={links.clearFilters}>clear the filters</Link>.
            </p>
          ) : (
            <>
              {/* Phones: the table is wider than the screen; say so where the eye is (the edge fade shows it too). */}
              <p className={styles.scrollCue} aria-hidden="true">
                {copy.scrollCue}
              </p>
              <div className={styles.scroller} role="region" aria-labelledby="explorer-caption" tabIndex={0}>
                <table className={styles.table} id="explorer-table">
                  <caption id="explorer-caption" className={styles.caption}>
                    The trades compared{view.filtered ? " (filtered)" : ""}. Column headings sort the table.
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.pickCell}>
                        Compare
                      </th>
                      {columns.map((column) => (
                        <th
                          key={column.key}
                          scope="col"
                          aria-sort={column.sort === "none" ? undefined : column.sort}
                          className={column.key === "name" ? `${styles.th} ${styles.stuckHead}` : styles.th}
                        >
                          {/* The name says what pressing does ("Yearly Pay, sort lowest first"); it starts with the visible label. */}
                          <Link
                            to={column.href}
                            preventScrollReset
                            className={styles.sortLink}
                            aria-label={`${column.label}, ${column.action}`}
                          >
                            {column.label}
                            <span aria-hidden="true" className={styles.arrow}>
                              {column.sort === "ascending" ? "▲" : column.sort === "descending" ? "▼" : "↕"}
                            </span>
                          </Link>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const isPicked = view.pick.includes(row.slug);
                      return (
                        <tr key={row.slug}>
                          <td className={styles.pickCell}>
                            <input
                              key={`${row.slug}-${isPicked}`}
                              type="checkbox"
                              name="pick"
                              value={row.slug}
                              id={`pick-${row.slug}`}
                              defaultChecked={isPicked}
                              className={styles.box}
                            />
                            <label htmlFor={`pick-${row.slug}`} className={visuallyHidden}>
                              Compare {row.name}
                            </label>
                          </td>
                          <th scope="row" className={styles.rowHeading}>
                            <Link to={row.href} prefetch="intent">
                              {row.name}
                            </Link>
                          </th>
                          {TABLE_FACTS.map((key) => (
                            <td key={key} className={styles.td}>
                              {row.facts[key].text}
                              {key === "pay" && row.twoReadings ? (
                                <a href="#two-readings" className={styles.mark}>
                                  <span aria-hidden="true">†</span>
                                  <span className={visuallyHidden}> (two readings, see the note)</span>
                                </a>
                              ) : null}
                              {/* The pay column's meaning says what its figures are, once, under the table. */}
                              {row.facts[key].note && key !== "pay" ? (
                                <>
                                  {" "}
                                  <span className={styles.note}>{row.facts[key].note}</span>
                                </>
                              ) : null}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )}

          <p className={styles.pickActions}>
            <button type="submit" formAction={`${EXPLORER_PATH}#${SIDE_BY_SIDE}`} className={styles.button}>
              Compare ticked trades
            </button>
            <span className={styles.hint}>Tick 2 to {maxPicks} trades in the Compare column.</span>
          </p>
        </Form>

        <div className={styles.notes}>
          {twoReadings.length > 0 ? (
            <p id="two-readings" className={styles.noteText}>
              <span aria-hidden="true">† </span>
              {copy.twoReadings} {ownPageNotes.join(" ")}
            </p>
          ) : null}
          <dl className={styles.meanings}>
            {meanings.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.meaning}</dd>
              </div>
            ))}
          </dl>
          <FiguresSource source={source} />
          <p className={styles.actions}>
            <a href={links.csv} download="born-to-build-trades.csv" className={styles.textLink}>
              Download this view as a spreadsheet (CSV)
            </a>
          </p>
        </div>
      </Section>

      {rows.length > 0 ? (
        <Section id="charts" heading="Pay and job growth, charted" className={styles.chartBand}>
          <div className={styles.charts}>
            <BarChart
              id="pay-chart"
              title={labels.pay}
              note={`The trades listing's figure, in the table's order (${view.sortedBy}).`}
              bars={charts.pay}
            />
            <BarChart
              id="growth-chart"
              title={labels.growth}
              note="Expected growth in jobs over five years, in the table's order."
              bars={charts.growth}
            />
          </div>
        </Section>
      ) : null}
    </div>
  );
}
