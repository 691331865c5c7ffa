/** A trade's figures as the explorer and the trade pages show them: text ready to render, one row per trade. */
import { ENTRY_LABELS, FACT_LABELS, FIGURE_WORDING as W, NOT_GIVEN, type FactKey } from "~content/explorer";
import { tradePath } from "~content/paths";
import { perHour } from "~content/pay";
import { PAY_WORDING, startingPay } from "~content/pay-words";
import type { Trade } from "~content/schema";
import { fillWords } from "./site-words";

/** One fact as a visitor reads it: the figure, and a second line where it needs one. */
export type Fact = { text: string; note?: string };
export type Facts = Record<FactKey, Fact>;

/**
 * A trade's six facts, from SPEC §9's figures. Where SPEC gives no hourly wage or no growth
 * figure the fact says so, and gives what the trade's own page shows instead. Pay is the trades
 * listing's yearly figure, one per trade (the explorer sorts and charts by it); the three trades
 * whose own page gives a second reading are named in a note under the table, never in the cell.
 */
export function tradeFacts(trade: Trade): Facts {
  const hourly = perHour(trade);
  const start = startingPay(trade);
  const wage: Fact = hourly
    ? { text: hourly }
    : start
      ? { text: start.value, note: start.kind }
      : trade.startingHourly
        ? // A yearly figure on a trade with an apprenticeship: its page's own words say what it is.
          {
            text: fillWords(W.aYear, { figure: trade.startingHourly }),
            note: fillWords(W.notHourly, { note: trade.cards.startingWage.note }),
          }
        : {
            text: W.notGivenPerHour,
            note: fillWords(W.ownPage, {
              figure: `${trade.cards.startingWage.value} ${trade.cards.startingWage.note}`,
            }),
          };
  const growth: Fact = trade.jobGrowth
    ? { text: trade.jobGrowth }
    : { text: NOT_GIVEN, note: fillWords(W.ownPage, { figure: trade.cards.jobGrowth.value.toLowerCase() }) };
  const degreeToo = trade.pathways.length > 1;
  const entry: Fact = {
    text: degreeToo
      ? fillWords(W.entryBoth, { entry: ENTRY_LABELS[trade.entryLevel] })
      : ENTRY_LABELS[trade.entryLevel],
    note: trade.colourVision ? W.colourVision : trade.pathways[0] === "degree" ? W.universityEntry : undefined,
  };
  return {
    demand: { text: trade.demand },
    pay: { text: trade.salary, note: PAY_WORDING.qualified },
    length: { text: trade.cards.duration.value, note: trade.cards.duration.note },
    wage,
    growth,
    entry,
  };
}

export const factOrder = Object.keys(FACT_LABELS) as FactKey[];
export const plain = (fact: Fact) => (fact.note ? `${fact.text} (${fact.note})` : fact.text);

export type FactRow = { slug: string; name: string; href: string; facts: Facts; twoReadings: boolean };
export const factRow = (trade: Trade): FactRow => ({
  slug: trade.slug,
  name: trade.name,
  href: tradePath(trade),
  facts: tradeFacts(trade),
  twoReadings: Boolean(trade.pageSalary),
});
