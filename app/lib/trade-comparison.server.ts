/** A trade page's "How it compares": its pay and growth placed among all the trades. */
import { FACT_LABELS, FIGURES_SOURCE } from "~content/explorer";
import { listingNote } from "~content/pay-words";
import type { Trade } from "~content/schema";
import { EXPLORER_PATH, dollars, growthPercent } from "./explorer";
import { TRADES } from "~/lib/content.server";

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
      // The comparison ranks the listing's figures: where this page's own differs, say whose this one is.
      note: trade.pageSalary ? listingNote(trade.salary) : null,
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
