/**
 * The trade explorer's view (/trades/compare and its CSV): which query parameters exist,
 * what values they take, the one normal form of every view, and the trades a view shows in
 * which order. Pure functions: the loader, the CSV route and the edge cache key all read a
 * URL through `parseExplorerQuery`, so a view has one meaning and one cache entry however
 * its URL is spelled (docs/trade-explorer.md).
 */
import { hourlyAmount } from "~content/pay";
import type { Demand, EntryLevel, ExplorerWords, Pathway, Trade } from "~content/schema";
import { fill } from "./template";

export const EXPLORER_PATH = "/trades/compare";
export const EXPLORER_CSV_PATH = "/trades/compare.csv";

export const SORT_KEYS = ["name", "demand", "pay", "length", "wage", "growth", "entry"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/**
 * The table's columns, left to right: pay right after the trade's name, so on a phone (320 and
 * 390 px) the first screen of the table ends after a whole pay figure, never inside one.
 */
export const TABLE_FACTS = ["pay", "demand", "length", "wage", "growth", "entry"] as const satisfies readonly SortKey[];
export const TABLE_COLUMNS = ["name", ...TABLE_FACTS] as const;
export type Direction = "asc" | "desc";

/**
 * The direction a column sorts in when first chosen: names A to Z, the shortest training
 * and the lowest entry level first; the most demand, pay, wage and growth first.
 */
export const FIRST_DIRECTION: Readonly<Record<SortKey, Direction>> = {
  name: "asc",
  demand: "desc",
  pay: "desc",
  length: "asc",
  wage: "desc",
  growth: "desc",
  entry: "asc",
};
/** With no parameters the explorer answers the question people bring: what pays most. */
export const DEFAULT_SORT: SortKey = "pay";

/** Filter values as they appear in URLs, in their fixed order. */
export const DEMAND_VALUES = ["very-high", "high", "medium"] as const;
export const YEARS_VALUES = ["3", "4"] as const;
export const ENTRY_VALUES = ["year-10", "year-12-preferred", "year-12"] as const satisfies readonly EntryLevel[];
export const PATHWAY_VALUES = ["apprenticeship", "degree"] as const satisfies readonly Pathway[];
export const MAX_PICKS = 4;

const DEMAND_OF: Readonly<Record<(typeof DEMAND_VALUES)[number], Demand>> = {
  "very-high": "Very High",
  high: "High",
  medium: "Medium",
};
export const demandValue = (demand: Demand) => DEMAND_VALUES.find((value) => DEMAND_OF[value] === demand)!;

export type ExplorerView = {
  sort: SortKey;
  dir: Direction;
  demand: (typeof DEMAND_VALUES)[number][];
  years: (typeof YEARS_VALUES)[number][];
  entry: EntryLevel[];
  pathway: Pathway[];
  pick: string[];
};

export const DEFAULT_VIEW: ExplorerView = {
  sort: DEFAULT_SORT,
  dir: FIRST_DIRECTION[DEFAULT_SORT],
  demand: [],
  years: [],
  entry: [],
  pathway: [],
  pick: [],
};

export type ParsedView = { ok: true; view: ExplorerView; search: string } | { ok: false; problems: string[] };

/** The parameters the explorer reads, in the fixed order of the normal form. Others are ignored. */
export const EXPLORER_PARAMS = ["sort", "dir", "demand", "years", "entry", "pathway", "pick"] as const;

/** A value as a visitor may see it quoted back: short, whatever was sent. */
const quote = (value: string) => JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value);

type Say = ExplorerWords["problems"];

/** Known values of a multi-valued filter, deduplicated, in the fixed order; every value selected = no filter. */
function filterValues<T extends string>(
  name: string,
  sent: string[],
  known: readonly T[],
  problems: string[],
  SAY: Say,
): T[] {
  const bad = sent.filter((value) => !(known as readonly string[]).includes(value));
  if (bad.length > 0)
    problems.push(fill(SAY.notAValue, { name, known: known.join(", "), sent: bad.map(quote).join(", ") }));
  const chosen = known.filter((value) => sent.includes(value));
  return chosen.length === known.length ? [] : chosen;
}

/** One value for a single-valued parameter: repeats of the same value are fine, two different values are not. */
function single(name: string, sent: string[], problems: string[], SAY: Say): string | undefined {
  const distinct = [...new Set(sent)];
  if (distinct.length > 1) problems.push(fill(SAY.oneValue, { name, sent: distinct.map(quote).join(" and ") }));
  return distinct[0];
}

/**
 * Reads a URL's query into a view, or says what is wrong with it. A value is known only as
 * written in the table of parameters (`HIGH` and ` high` are not `high`: the site's own links
 * and form never send them, and a known value has one spelling, as a path has); empty values
 * count as not sent (an empty form field). Any other value is a problem, never silently
 * dropped or folded, so a mistyped link says so instead of showing a view nobody asked for.
 * Parameters the explorer does not know (utm_source, fbclid, Remix's _data) are ignored.
 */
/**
 * `SAY`: the problems' words (content/pages/trades-compare.yaml, problems), passed in by the
 * server's callers: this module is also read by the content build, before any generated module.
 */
export function parseExplorerQuery(params: URLSearchParams, slugs: readonly string[], SAY: Say): ParsedView {
  const problems: string[] = [];
  const values = (name: string) => params.getAll(name).filter((value) => value !== "");

  const sortSent = single("sort", values("sort"), problems, SAY);
  let sort = DEFAULT_SORT;
  if (sortSent !== undefined) {
    if ((SORT_KEYS as readonly string[]).includes(sortSent)) sort = sortSent as SortKey;
    else problems.push(fill(SAY.notAValue, { name: "sort", known: SORT_KEYS.join(", "), sent: quote(sortSent) }));
  }
  const dirSent = single("dir", values("dir"), problems, SAY);
  let dir = FIRST_DIRECTION[sort];
  if (dirSent !== undefined) {
    if (dirSent === "asc" || dirSent === "desc") dir = dirSent;
    else problems.push(fill(SAY.notAValue, { name: "dir", known: "asc or desc", sent: quote(dirSent) }));
  }

  const demand = filterValues("demand", values("demand"), DEMAND_VALUES, problems, SAY);
  const years = filterValues("years", values("years"), YEARS_VALUES, problems, SAY);
  const entry = filterValues("entry", values("entry"), ENTRY_VALUES, problems, SAY);
  const pathway = filterValues("pathway", values("pathway"), PATHWAY_VALUES, problems, SAY);

  const picksSent = [...new Set(values("pick"))];
  const unknownPicks = picksSent.filter((slug) => !slugs.includes(slug));
  if (unknownPicks.length > 0) problems.push(fill(SAY.noTrade, { sent: unknownPicks.map(quote).join(", ") }));
  if (picksSent.length > MAX_PICKS) problems.push(fill(SAY.tooMany, { max: MAX_PICKS, count: picksSent.length }));
  // Sorted, so the same set of picks is one view whatever order the boxes were ticked in.
  // (An unknown pick is a problem above, so every pick here is a known slug.)
  const pick = [...picksSent].sort();

  if (problems.length > 0) return { ok: false, problems };
  const view: ExplorerView = { sort, dir, demand, years, entry, pathway, pick };
  return { ok: true, view, search: viewSearch(view) };
}

/**
 * The normal form of a view's query: parameters in the fixed order, values in theirs,
 * defaults left out (the default sort, a column's first direction). Equal views, equal text.
 */
export function viewSearch(view: ExplorerView): string {
  const out = new URLSearchParams();
  const firstDir = view.dir === FIRST_DIRECTION[view.sort];
  if (view.sort !== DEFAULT_SORT || !firstDir) out.append("sort", view.sort);
  if (!firstDir) out.append("dir", view.dir);
  for (const value of view.demand) out.append("demand", value);
  for (const value of view.years) out.append("years", value);
  for (const value of view.entry) out.append("entry", value);
  for (const value of view.pathway) out.append("pathway", value);
  for (const value of view.pick) out.append("pick", value);
  return out.toString();
}

/** The address of a view (of the page, or of its CSV). */
export function viewHref(view: ExplorerView, path: string = EXPLORER_PATH): string {
  const search = viewSearch(view);
  return search === "" ? path : `${path}?${search}`;
}

/** The view the header link of `key` leads to: that column, flipped if it is already the sort. */
export function sortedBy(view: ExplorerView, key: SortKey): ExplorerView {
  const dir = view.sort === key ? (view.dir === "asc" ? "desc" : "asc") : FIRST_DIRECTION[key];
  return { ...view, sort: key, dir };
}

// ---------------------------------------------------------------------------------------
// Figures as numbers, for sorting and charts. The text is SPEC §9's; the number is read from it.

export type ExplorerTrade = Pick<
  Trade,
  "slug" | "name" | "demand" | "salary" | "durationYears" | "startingHourly" | "jobGrowth" | "entryLevel" | "pathways"
>;

/** "$86,960" → 86960. */
export const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** An hourly starting wage ("$22", "from $18") as a number; null for a yearly salary ("$60k+") or none. */
export const hourlyWage = (trade: Pick<Trade, "startingHourly">): number | null => hourlyAmount(trade.startingHourly);

/** Job growth ("25%", "15% above average", "15.1%") as a number of percent; null where not given. */
export function growthPercent(trade: Pick<Trade, "jobGrowth">): number | null {
  const match = trade.jobGrowth?.match(/^(\d+(?:\.\d+)?)%/);
  return match ? Number(match[1]) : null;
}

const DEMAND_RANK: Readonly<Record<Demand, number>> = { Medium: 1, High: 2, "Very High": 3 };
const ENTRY_RANK: Readonly<Record<EntryLevel, number>> = { "year-10": 1, "year-12-preferred": 2, "year-12": 3 };

/** The number a column sorts by; null (not given) always sorts last, in either direction. */
export function sortValue(trade: ExplorerTrade, key: Exclude<SortKey, "name">): number | null {
  switch (key) {
    case "demand":
      return DEMAND_RANK[trade.demand];
    case "pay":
      return dollars(trade.salary);
    case "length":
      return trade.durationYears;
    case "wage":
      return hourlyWage(trade);
    case "growth":
      return growthPercent(trade);
    case "entry":
      return ENTRY_RANK[trade.entryLevel];
  }
}

function compare(a: ExplorerTrade, b: ExplorerTrade, key: SortKey, dir: Direction): number {
  const byName = a.name.localeCompare(b.name, "en-AU");
  if (key === "name") return dir === "asc" ? byName : -byName;
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  if (x === null || y === null) return x === y ? byName : x === null ? 1 : -1;
  if (x === y) return byName; // ties read A to Z whichever way the column runs
  return dir === "asc" ? x - y : y - x;
}

/** Whether a trade passes the view's filters (an empty filter passes every trade). */
export function passes(trade: ExplorerTrade, view: ExplorerView): boolean {
  return (
    (view.demand.length === 0 || view.demand.includes(demandValue(trade.demand))) &&
    (view.years.length === 0 || view.years.includes(String(trade.durationYears) as (typeof YEARS_VALUES)[number])) &&
    (view.entry.length === 0 || view.entry.includes(trade.entryLevel)) &&
    (view.pathway.length === 0 || trade.pathways.some((way) => view.pathway.includes(way)))
  );
}

/** The trades a view shows, filtered and in its order. */
export function tradesInView<T extends ExplorerTrade>(trades: readonly T[], view: ExplorerView): T[] {
  return trades.filter((trade) => passes(trade, view)).sort((a, b) => compare(a, b, view.sort, view.dir));
}

/** The picked trades, in the order of the picks (which the normal form sorts by address). */
export function pickedTrades<T extends ExplorerTrade>(trades: readonly T[], view: ExplorerView): T[] {
  return view.pick
    .map((slug) => trades.find((trade) => trade.slug === slug))
    .filter((trade): trade is T => trade !== undefined);
}
