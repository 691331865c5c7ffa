import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { EXPLORER_PATH, TABLE_FACTS } from "~/lib/explorer";
import { fillWords } from "~/lib/site-words";
import type { loadExplorer } from "~/lib/explorer.server";
import { visuallyHidden } from "../../styles/layout.css";
import { BarChart } from "../BarChart/BarChart";
import { FactBlocks } from "../FactBlocks/FactBlocks";
import { FiguresSource } from "../FiguresSource/FiguresSource";
import { PageIntro } from "../PageIntro/PageIntro";
import { Section } from "../Section/Section";
import * as styles from "./TradeExplorer.css";
import { ExplorerFilters } from "./ExplorerFilters";
import { SIDE_BY_SIDE } from "./side-by-side";
import { useFocusSideBySide } from "./useFocusSideBySide";

type Data = SerializeFrom<typeof loadExplorer>;

type ViewData = Extract<Data, { problems: null }>;

/**
 * /trades/compare: the filters, the table with its pick boxes and the side-by-side blocks in
 * one GET form, so every control is a link or a form field the browser handles without script.
 * On the page's own load, its script (./enhance.client.ts) makes the same requests and keeps
 * focus and scroll where they are; where Remix renders it (a client-side navigation from a page
 * Remix hydrates), Remix's Form and Link do (preventScrollReset).
 */
export function TradeExplorer({ data }: { data: ViewData }) {
  const {
    page,
    copy,
    controls: words,
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
  // The link inside the sentence goes where staff put {clear}.
  const noMatch = words.noMatch.split("{clear}");
  return (
    <div className={styles.page} data-explorer="" data-enhance="explorer">
      <PageIntro heading={page.heading} lead={copy.lead} />

      {view.pick.length > 0 ? (
        <Section id={SIDE_BY_SIDE} heading={words.sideBySideHeading} focusableHeading>
          {picked.length >= 2 ? (
            <FactBlocks rows={picked} labels={labels} name={words.sideBySideName} tradePage={words.tradePage} />
          ) : (
            <p>{fillWords(words.onePicked, { trade: picked[0]?.name ?? "", max: maxPicks })}</p>
          )}
          <p className={`${styles.actions} ${styles.pickLinks}`}>
            {links.removePicks.map((remove) => (
              <Link key={remove.href} to={remove.href} preventScrollReset className={styles.textLink}>
                {fillWords(words.remove, { trade: remove.name })}
              </Link>
            ))}
            <Link to={links.clearPicks} preventScrollReset className={styles.textLink}>
              {words.clearPicks}
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="explorer" heading={words.tableHeading} tone="muted" className={styles.tableBand}>
        <Form
          method="get"
          action={EXPLORER_PATH}
          preventScrollReset
          className={styles.form}
          aria-label={words.formName}
        >
          {view.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          {pickedOutOfView.map((slug) => (
            <input key={slug} type="hidden" name="pick" value={slug} />
          ))}

          <ExplorerFilters filters={filters} filtered={view.filtered} clearHref={links.clearFilters} words={words} />

          <p role="status" className={styles.count}>
            {fillWords(words.count, { shown: rows.length, total, sort: view.sortedBy })}
            {picked.length >= 2 ? ` ${fillWords(words.countSideBySide, { picked: picked.length })}` : ""}
          </p>

          {rows.length === 0 ? (
            <p className={styles.empty}>
              {noMatch[0]}
              <Link to={links.clearFilters}>{words.noMatchClear}</Link>
              {noMatch[1]}
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
                    {view.filtered ? words.captionFiltered : words.caption}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.pickCell}>
                        {words.pickColumn}
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
                              {fillWords(words.pickTrade, { trade: row.name })}
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
                                  <span className={visuallyHidden}>{` ${words.twoReadingsMark}`}</span>
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
              {words.compareButton}
            </button>
            <span className={styles.hint}>{fillWords(words.pickHint, { max: maxPicks })}</span>
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
              {words.csv}
            </a>
          </p>
        </div>
      </Section>

      {rows.length > 0 ? (
        <Section id="charts" heading={words.chartsHeading} className={styles.chartBand}>
          <div className={styles.charts}>
            <BarChart
              id="pay-chart"
              title={labels.pay}
              note={fillWords(words.payChartNote, { sort: view.sortedBy })}
              bars={charts.pay}
            />
            <BarChart id="growth-chart" title={labels.growth} note={words.growthChartNote} bars={charts.growth} />
          </div>
        </Section>
      ) : null}
    </div>
  );
}
