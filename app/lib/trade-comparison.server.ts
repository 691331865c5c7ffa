/** A trade page's "How it compares": its pay and growth placed among all the trades. */
import { FACT_LABELS, FIGURES_SOURCE, FIGURE_WORDING as W } from "~content/explorer";
import { listingNote } from "~content/pay-words";
import type { Trade } from "~content/schema";
import { EXPLORER_PATH, dollars, growthPercent } from "./explorer";
import { fillWords } from "./site-words";
import { TRADES } from "~/lib/content.server";

const ORDINALS = ["", "", "2nd", "3rd"];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
/** "the highest", "3rd highest", "the lowest" among `of` trades (ties share a place). */
function place(mine: number, all: readonly number[]) {
  const rank = 1 + all.filter((value) => value > mine).length;
  const count = all.length;
  if (rank === 1) return fillWords(W.highest, { count });
  if (all.every((value) => value >= mine)) return fillWords(W.lowest, { count });
  return fillWords(W.ranked, { place: ordinal(rank), count });
}
const spread = (mine: number, all: readonly number[]) =>
  (mine - Math.min(...all)) / (Math.max(...all) - Math.min(...all));

/** A trade page's "How it compares": its pay and growth against the range of every trade, and the other trades to compare it with. */
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
      range: fillWords(W.payRange, {
        lowest: money(Math.min(...pays)),
        highest: money(Math.max(...pays)),
        count: pays.length,
      }),
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
            range: fillWords(W.growthRange, {
              lowest: Math.min(...growths),
              highest: Math.max(...growths),
              count: growths.length,
            }),
            position: spread(growth, growths),
            note: null,
          },
    explorer: EXPLORER_PATH,
    others: TRADES.filter((t) => t.slug !== trade.slug).map((t) => ({ slug: t.slug, name: t.name })),
    source: FIGURES_SOURCE,
    labels: FACT_LABELS,
  };
}
