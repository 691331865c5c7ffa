/**
 * What the trade explorer and the trade pages show of a trade's figures, as text ready to
 * render: the loaders build it here, so the browser receives words, not the rules that
 * made them. The view logic (parameters, sorting, filters) is in explorer.ts.
 */
import { json } from "@remix-run/cloudflare";
import {
  ENTRY_LABELS,
  EXPLORER_INVALID,
  EXPLORER_PAGE,
  FACT_LABELS,
  FACT_MEANINGS,
  FIGURES_SOURCE,
  PATHWAY_LABELS,
  type FactKey,
} from "~content/explorer";
import { tradePath } from "~content/paths";
import type { Trade } from "~content/schema";
import {
  DEFAULT_VIEW,
  DEMAND_VALUES,
  ENTRY_VALUES,
  EXPLORER_CSV_PATH,
  EXPLORER_PATH,
  MAX_PICKS,
  PATHWAY_VALUES,
  SORT_KEYS,
  YEARS_VALUES,
  dollars,
  growthPercent,
  parseExplorerQuery,
  pickedTrades,
  sortedBy,
  toCsv,
  tradesInView,
  viewHref,
  viewSearch,
  type ExplorerView,
  type SortKey,
} from "./explorer";
import type { CacheViews } from "./edge/cache-key";
import { unindexedMeta } from "./meta";
import { canonicalUrl, pageMeta } from "./seo.server";
import { breadcrumbs } from "./structured-data.server";
import { tradeList } from "./structured-data-content.server";
import { PAGES, TRADES } from "~/lib/content.server";

export const TRADE_SLUGS = TRADES.map((trade) => trade.slug);

/**
 * The explorer's part of the edge cache key (app/lib/edge/cache-key.ts), for the page and its
 * CSV: the view's query in its normal form, or null when it is invalid. The worker hands it to
 * the edge (app/worker.ts); it lives here, not in the route modules, because a new route export
 * would change the route's browser bundle.
 */
export function explorerCacheView(url: URL): string | null {
  const parsed = parseExplorerQuery(url.searchParams, TRADE_SLUGS);
  return parsed.ok ? parsed.search : null;
}
export const EXPLORER_CACHE_VIEWS: CacheViews = new Map([
  [EXPLORER_PATH, explorerCacheView],
  [EXPLORER_CSV_PATH, explorerCacheView],
]);

/** One fact as a visitor reads it: the figure, and a second line where it needs one. */
export type Fact = { text: string; note?: string };
export type Facts = Record<FactKey, Fact>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A trade's six facts, from SPEC §9's figures. Where SPEC gives no hourly wage or no growth
 * figure the fact says so, and gives what the trade's own page shows instead.
 */
export function tradeFacts(trade: Trade): Facts {
  const wage: Fact = /^(?:from )?\$\d+$/i.test(trade.startingHourly ?? "")
    ? { text: `${capitalise(trade.startingHourly!)}/hour` }
    : trade.startingHourly
      ? { text: `${trade.startingHourly} a year`, note: `${trade.cards.startingWage.note}, not an hourly rate` }
      : {
          text: "Not given per hour",
          note: `its own page: ${trade.cards.startingWage.value} ${trade.cards.startingWage.note}`,
        };
  const growth: Fact = trade.jobGrowth
    ? { text: trade.jobGrowth }
    : { text: "Not given", note: `its own page: ${trade.cards.jobGrowth.value.toLowerCase()}` };
  const degreeToo = trade.pathways.length > 1;
  const entry: Fact = {
    text: degreeToo
      ? `${ENTRY_LABELS[trade.entryLevel]} (apprenticeship) or Year 12 (degree)`
      : ENTRY_LABELS[trade.entryLevel],
    note: trade.colourVision
      ? "normal colour vision needed"
      : trade.pathways[0] === "degree"
        ? "university entry"
        : undefined,
  };
  return {
    demand: { text: trade.demand },
    pay: trade.pageSalary
      ? { text: trade.salary, note: `${trade.pageSalary} on its own page` }
      : { text: trade.salary },
    length: { text: `${trade.durationYears} years`, note: trade.cards.duration.note },
    wage,
    growth,
    entry,
  };
}

const factOrder = Object.keys(FACT_LABELS) as FactKey[];
const plain = (fact: Fact) => (fact.note ? `${fact.text} (${fact.note})` : fact.text);

export type FactRow = { slug: string; name: string; href: string; facts: Facts; twoReadings: boolean };
const factRow = (trade: Trade): FactRow => ({
  slug: trade.slug,
  name: trade.name,
  href: tradePath(trade),
  facts: tradeFacts(trade),
  twoReadings: Boolean(trade.pageSalary),
});

/** A bar of a chart: its length as a share of the longest the chart can show (0 to 1). */
export type Bar = { slug: string; name: string; label: string; share: number | null };

function payChart(trades: readonly Trade[]): Bar[] {
  const top = Math.max(...TRADES.map((t) => dollars(t.salary)));
  return trades.map((t) => ({
    slug: t.slug,
    name: t.name,
    label: t.pageSalary ? `${t.salary} (its own page: ${t.pageSalary})` : t.salary,
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
      label: growth === null ? "Not given" : `${growth}%`,
      share: growth === null ? null : growth / top,
    };
  });
}

const SORT_WORDS: Readonly<Record<SortKey, readonly [asc: string, desc: string]>> = {
  name: ["A to Z", "Z to A"],
  demand: ["lowest first", "highest first"],
  pay: ["lowest first", "highest first"],
  length: ["shortest first", "longest first"],
  wage: ["lowest first", "highest first"],
  growth: ["lowest first", "highest first"],
  entry: ["lowest first", "highest first"],
};
const sortLabel = (key: SortKey) => (key === "name" ? "Trade" : FACT_LABELS[key]);
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
      options: YEARS_VALUES.map((v) => option(view.years, v, `${v} years`)),
    },
    {
      name: "entry",
      legend: FACT_LABELS.entry,
      options: ENTRY_VALUES.map((v) => option(view.entry, v, ENTRY_LABELS[v])),
    },
    {
      name: "pathway",
      legend: "Pathway",
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
  const parsed = parseExplorerQuery(new URL(request.url).searchParams, TRADE_SLUGS);
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
  const columns = SORT_KEYS.map((key) => {
    const sorted = view.sort === key;
    const next = sortedBy(view, key);
    return {
      key,
      label: sortLabel(key),
      href: viewHref(next),
      sort: sorted ? (view.dir === "asc" ? "ascending" : "descending") : "none",
      // Said to screen readers after the label: what pressing the link will do.
      action: `sort ${sortWords(key, next.dir)}`,
    } as const;
  });
  const filtered = view.demand.length + view.years.length + view.entry.length + view.pathway.length > 0;
  return json({
    page,
    copy: EXPLORER_PAGE,
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

const UTF8_BOM = "\uFEFF";

/** The CSV of a view: the table's rows, every figure as the table shows it. */
export function explorerCsv(request: Request): Response {
  const parsed = parseExplorerQuery(new URL(request.url).searchParams, TRADE_SLUGS);
  if (!parsed.ok) {
    return new Response(`Bad Request\n${parsed.problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The source and date go in every row (RFC 4180 wants one field count throughout), so a row copied elsewhere keeps them.
  const header = [
    "Trade",
    "Page",
    ...factOrder.map((key) => FACT_LABELS[key]),
    `${FACT_LABELS.pay} on its own page`,
    "Pathway",
    "Source",
    "Last checked",
  ];
  const rows = tradesInView(TRADES, parsed.view).map((trade) => {
    const facts = tradeFacts(trade);
    return [
      trade.name,
      canonicalUrl(tradePath(trade)),
      facts.demand.text,
      trade.salary,
      `${trade.durationYears} years`,
      plain(facts.wage),
      plain(facts.growth),
      plain(facts.entry),
      trade.pageSalary ?? "",
      trade.pathways.map((way) => PATHWAY_LABELS[way]).join(" or "),
      FIGURES_SOURCE.source,
      FIGURES_SOURCE.checked,
    ];
  });
  // A byte order mark first: Excel, which most visitors open this with, reads a CSV without one
  // in the computer's legacy code page and garbles "–" and "†"; other programs skip it.
  const body = UTF8_BOM + toCsv([header, ...rows]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="born-to-build-trades.csv"',
    },
  });
}

const ORDINALS = ["", "", "2nd", "3rd"];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
/** "the highest", "3rd highest", "the lowest" among `of` trades (ties share a place). */
function place(mine: number, all: readonly number[]) {
  const rank = 1 + all.filter((value) => value > mine).length;
  if (rank === 1) return `the highest of the ${all.length}`;
  if (all.every((value) => value >= mine)) return `the lowest of the ${all.length}`;
  return `${ordinal(rank)} highest of the ${all.length}`;
}
const spread = (mine: number, all: readonly number[]) =>
  (mine - Math.min(...all)) / (Math.max(...all) - Math.min(...all));

/** A trade page's "How it compares": its pay and growth against the range of all 15, and the other trades to compare it with. */
export function tradeComparison(trade: Trade) {
  const pays = TRADES.map((t) => dollars(t.salary));
  const mine = dollars(trade.salary);
  const growths = TRADES.map(growthPercent).filter((g): g is number => g !== null);
  const growth = growthPercent(trade);
  const money = (n: number) => `$${n.toLocaleString("en-AU")}`;
  return {
    pay: {
      label: FACT_LABELS.pay,
      value: trade.salary,
      place: place(mine, pays),
      range: `${money(Math.min(...pays))} to ${money(Math.max(...pays))} across all ${pays.length} trades`,
      position: spread(mine, pays),
      note: trade.pageSalary ? `The trades listing's figure; this page's own is ${trade.pageSalary}.` : null,
    },
    growth:
      growth === null
        ? null
        : {
            label: FACT_LABELS.growth,
            value: `${growth}%`,
            place: place(growth, growths),
            range: `${Math.min(...growths)}% to ${Math.max(...growths)}% across the ${growths.length} trades with a figure`,
            position: spread(growth, growths),
            note: null,
          },
    explorer: EXPLORER_PATH,
    others: TRADES.filter((t) => t.slug !== trade.slug).map((t) => ({ slug: t.slug, name: t.name })),
    source: FIGURES_SOURCE,
    labels: FACT_LABELS,
  };
}
