/**
 * What a pay figure is, said one way everywhere a figure appears: the trade
 * cards on home and /trades, each trade page's "At a glance", the explorer, find your trade's
 * results, the pay tables of the parents' and career changers' pages and the share cards. The
 * words are staff's, content/shared/pay.yaml (the editor's "Pay wording"); the figures' source
 * and the day they were checked are content/pages/trades-compare.yaml's `source`.
 *
 * SPEC §9 gives three kinds of figure: a first-year apprentice's hourly rate, a qualified yearly
 * pay, and for the civil engineer (a degree, not an apprenticeship) a graduate's yearly salary
 * ("$60k+"). Three trades have a second yearly reading, the one their own page gives: a card or
 * a row shows one yearly figure, and the other is said once, in a note under it.
 *
 * Server-side only (loaders and the build): pages get these words as loader data, so the home
 * page's JavaScript stays in its budget. The figures themselves are worded by ./pay.ts, which
 * the content build imports before the words below are generated.
 */
import { FIGURES_SOURCE } from "./explorer";
import { PAY_KINDS, PAY_NOTES } from "./generated/copy/pay";
import { monthYear } from "../lib/post-date";
import { firstYearRate, hourlyAmount } from "./pay";
import type { Trade } from "./schema";

/** "per year once qualified", "per hour in the first year", "per year as a graduate". */
export const PAY_WORDING = PAY_KINDS;
/** The pay table's caption and the notes' words (content/shared/pay.yaml, notes). */
export { PAY_NOTES };

/** A figure and what it is: "$22" and "per hour in the first year". */
export type PayFigure = { value: string; kind: string };

/** "$120,493 per year once qualified". */
export const qualifiedPay = (salary: string) => `${salary} ${PAY_KINDS.qualified}`;

/** A figure with its kind, as one line: "$22 per hour in the first year". */
export const said = ({ value, kind }: PayFigure) => `${value} ${kind}`;

/**
 * What a trade starts on, and what kind of figure it is: a first-year apprentice's hourly rate
 * ("From $18"), or a graduate's yearly salary for a trade reached only by a degree (the civil
 * engineer's "$60k+"). Null where SPEC gives no starting figure (the construction manager) or
 * gives a yearly one for a trade with an apprenticeship, which the site would not know how to call.
 */
export function startingPay(trade: Pick<Trade, "startingHourly" | "pathways">): PayFigure | null {
  const rate = firstYearRate(trade);
  if (rate) return { value: rate, kind: PAY_KINDS.firstYear };
  const { startingHourly: figure } = trade;
  const graduate = figure && hourlyAmount(figure) === null && !trade.pathways.includes("apprenticeship");
  return graduate ? { value: figure, kind: PAY_KINDS.graduate } : null;
}

/**
 * The yearly pay a trade's own page shows ("At a glance", find your trade's results, its share
 * card): one figure and its kind. For the three trades whose page gives a second reading
 * ("$174,000+"), that is the page's figure, and `listing` says the listing's once, as a note
 * under the card: "The trades listing gives $95,400 per year once qualified."
 */
export function pagePay(trade: Pick<Trade, "salary" | "pageSalary">): PayFigure & { listing: string | null } {
  return {
    value: trade.pageSalary ?? trade.salary,
    kind: PAY_KINDS.qualified,
    listing: trade.pageSalary ? listingNote(trade.salary) : null,
  };
}

/** "The trades listing gives $95,400 per year once qualified." */
export const listingNote = (salary: string) => `${PAY_NOTES.listingGives} ${qualifiedPay(salary)}.`;

/** Under a table of listing figures: "Builder: its own page gives $174,000+ per year once qualified." */
export const ownPageNote = (trade: Pick<Trade, "name" | "pageSalary">) =>
  trade.pageSalary ? `${trade.name}: ${PAY_NOTES.ownPageGives} ${qualifiedPay(trade.pageSalary)}.` : null;

/** The notes under a table of every trade's listing figure: one per trade with a second reading. */
export const ownPageNotes = (trades: readonly Pick<Trade, "name" | "pageSalary">[]) =>
  trades.map(ownPageNote).filter((note): note is string => note !== null);

/**
 * Where the figures come from and when they were checked, once per card, table or block:
 * "Source: Born to Build trade profiles, checked November 2026".
 */
export const sourceLine = (source = FIGURES_SOURCE) =>
  `${PAY_NOTES.sourceLabel}: ${source.cite}, ${PAY_NOTES.checkedLabel} ${monthYear(source.checked)}`;
