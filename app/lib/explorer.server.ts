/**
 * The trade explorer's loader (`/trades/compare`) and its part of the edge cache key: the view
 * the URL asks for, as text ready to render, so the browser receives words, not the rules that
 * made them. The view logic (parameters, sorting, filters) is in explorer.ts, a trade's figures
 * in trade-facts.server.ts, the CSV in explorer-csv.server.ts.
 */
import { json } from "@remix-run/cloudflare";
import {
  ENTRY_LABELS,
  EXPLORER_INVALID,
  EXPLORER_PAGE,
  EXPLORER_PROBLEMS,
  EXPLORER_CONTROLS,
  FACT_LABELS,
  FILTER_WORDS,
  NOT_GIVEN,
  SORTING_WORDS,
  FACT_MEANINGS,
  FIGURES_SOURCE,
  PATHWAY_LABELS,
} from "~content/explorer";
import { ownPageNotes } from "~content/pay-words";
import { fillWords } from "./site-words";
import type { Trade } from "~content/schema";
import {
  DEFAULT_VIEW,
  DEMAND_VALUES,
  ENTRY_VALUES,
  EXPLORER_CSV_PATH,
  EXPLORER_PATH,
  MAX_PICKS,
  PATHWAY_VALUES,
  TABLE_COLUMNS,
  YEARS_VALUES,
  dollars,
  growthPercent,
  parseExplorerQuery,
  pickedTrades,
  sortedBy,
  tradesInView,
  viewHref,
  viewSearch,
  type ExplorerView,
  type SortKey,
} from "./explorer";
import type { CacheViews } from "./edge/cache-key";
import { unindexedMeta } from "./meta";
import { pageMeta } from "./seo.server";
import { breadcrumbs } from "./structured-data.server";
import { tradeList } from "./structured-data-content.server";
import { PAGES, TRADES, bannerFor } from "~/lib/content.server";
import { factOrder, factRow } from "./trade-facts.server";

export const TRADE_SLUGS = TRADES.map((trade) => trade.slug);

/**
 * The explorer's part of the edge cache key (app/lib/edge/cache-key.ts), for the page and its
 * CSV: the view's query in its normal form, or null when it is invalid. The worker hands it to
 * the edge (app/worker.ts); it lives here, not in the route modules, because a new route export
 * would change the route's browser bundle.
 */
export function explorerCacheView(url: URL): string | null {
  const parsed = parseExplorerQuery(url.searchParams, TRADE_SLUGS, EXPLORER_PROBLEMS);
  return parsed.ok ? parsed.search : null;
}
export const EXPLORER_CACHE_VIEWS: CacheViews = new Map([
  [EXPLORER_PATH, explorerCacheView],
  [EXPLORER_CSV_PATH, explorerCacheView],
]);

/** A bar of a chart: its length as a share of the longest the chart can show (0 to 1). */
export type Bar = { slug: string; name: string; label: string; share: number | null };

function payChart(trades: readonly Trade[]): Bar[] {
  const top = Math.max(...TRADES.map((t) => dollars(t.salary)));
  return trades.map((t) => ({
    slug: t.slug,
    name: t.name,
    label: t.salary,
    share: dollars(t.salary) / top,
  }));
}

function growthChart(trades: readonly Trade[]): Bar[] {
  const top = Math.max(...TRADES.map((t) => growthPercent(t) ?? 0));
  return trades.map((t) => {
    const growth = growthPercent(t);
    return {
      slug: t.slug,
      name: t.name,
      label: growth === null ? NOT_GIVEN : `${growth}%`,
      share: growth === null ? null : growth / top,
    };
  });
}

const { aToZ, zToA, lowestFirst, highestFirst, shortestFirst, longestFirst } = SORTING_WORDS;
const SORT_WORDS: Readonly<Record<SortKey, readonly [asc: string, desc: string]>> = {
  name: [aToZ, zToA],
  demand: [lowestFirst, highestFirst],
  pay: [lowestFirst, highestFirst],
  length: [shortestFirst, longestFirst],
  wage: [lowestFirst, highestFirst],
  growth: [lowestFirst, highestFirst],
  entry: [lowestFirst, highestFirst],
};
const sortLabel = (key: SortKey) => (key === "name" ? SORTING_WORDS.tradeColumn : FACT_LABELS[key]);
const sortWords = (key: SortKey, dir: ExplorerView["dir"]) => SORT_WORDS[key][dir === "asc" ? 0 : 1];

function filterGroups(view: ExplorerView) {
  const option = <T extends string>(selected: readonly T[], value: T, label: string) => ({
    value,
    label,
    checked: selected.includes(value),
  });
  return [
    {
      name: "demand",
      legend: FACT_LABELS.demand,
      options: DEMAND_VALUES.map((v) =>
        option(view.demand, v, { "very-high": "Very High", high: "High", medium: "Medium" }[v]),
      ),
    },
    {
      name: "years",
      legend: FACT_LABELS.length,
      options: YEARS_VALUES.map((v) => option(view.years, v, fillWords(FILTER_WORDS.years, { years: v }))),
    },
    {
      name: "entry",
      legend: FACT_LABELS.entry,
      options: ENTRY_VALUES.map((v) => option(view.entry, v, ENTRY_LABELS[v])),
    },
    {
      name: "pathway",
      legend: FILTER_WORDS.pathwayLegend,
      options: PATHWAY_VALUES.map((v) => option(view.pathway, v, PATHWAY_LABELS[v])),
    },
  ];
}

function explorerMeta() {
  const page = PAGES.explorer;
  return pageMeta(page, {
    jsonLd: [
      breadcrumbs([
        { name: "Trades", path: "/trades" },
        { name: page.heading, path: page.path },
      ]),
      tradeList(tradesInView(TRADES, DEFAULT_VIEW)),
    ],
  });
}

/** The explorer's loader: the view the URL asks for, or a 400 that says what is wrong with it. */
export function loadExplorer(request: Request) {
  const parsed = parseExplorerQuery(new URL(request.url).searchParams, TRADE_SLUGS, EXPLORER_PROBLEMS);
  const page = PAGES.explorer;
  if (!parsed.ok) {
    // Titled and kept out of search as the 404 and 500 pages are: no canonical, no JSON-LD.
    const meta = unindexedMeta(EXPLORER_INVALID.title);
    return json(
      { copy: EXPLORER_INVALID, problems: parsed.problems, view: null, meta },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { view } = parsed;
  const shown = tradesInView(TRADES, view);
  const picked = pickedTrades(TRADES, view);
  const columns = TABLE_COLUMNS.map((key) => {
    const sorted = view.sort === key;
    const next = sortedBy(view, key);
    return {
      key,
      label: sortLabel(key),
      href: viewHref(next),
      sort: sorted ? (view.dir === "asc" ? "ascending" : "descending") : "none",
      // Said to screen readers after the label: what pressing the link will do.
      action: fillWords(SORTING_WORDS.action, { order: sortWords(key, next.dir) }),
    } as const;
  });
  const filtered = view.demand.length + view.years.length + view.entry.length + view.pathway.length > 0;
  return json({
    page,
    banner: bannerFor(page.path),
    copy: EXPLORER_PAGE,
    controls: EXPLORER_CONTROLS,
    // The second readings three trades' own pages give, said once under the table ("Builder: its own page gives …").
    ownPageNotes: ownPageNotes(shown),
    problems: null,
    view: {
      // Only what differs from the default travels in hidden fields, so a submitted form's URL stays short.
      hidden: [...new URLSearchParams(viewSearch({ ...DEFAULT_VIEW, sort: view.sort, dir: view.dir }))].map(
        ([name, value]) => ({ name, value }),
      ),
      sortedBy: `${sortLabel(view.sort)}, ${sortWords(view.sort, view.dir)}`,
      pick: view.pick,
      filtered,
    },
    labels: FACT_LABELS,
    meanings: factOrder.map((key) => ({ label: FACT_LABELS[key], meaning: FACT_MEANINGS[key] })),
    columns,
    filters: filterGroups(view),
    rows: shown.map(factRow),
    total: TRADES.length,
    picked: picked.map(factRow),
    maxPicks: MAX_PICKS,
    charts: { pay: payChart(shown), growth: growthChart(shown) },
    links: {
      clearFilters: viewHref({ ...view, demand: [], years: [], entry: [], pathway: [] }),
      clearPicks: viewHref({ ...view, pick: [] }),
      // One way out per pick: a pick the filters hide has no box in the table to untick.
      removePicks: picked.map((trade) => ({
        name: trade.name,
        href: viewHref({ ...view, pick: view.pick.filter((slug) => slug !== trade.slug) }),
      })),
      csv: viewHref(view, EXPLORER_CSV_PATH),
    },
    source: FIGURES_SOURCE,
    meta: explorerMeta(),
  });
}
