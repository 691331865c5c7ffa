/** A trade's figures as the explorer and the trade pages show them: text ready to render, one row per trade. */
import { ENTRY_LABELS, FACT_LABELS, type FactKey } from "~content/explorer";
import { tradePath } from "~content/paths";
import { ownPageFigure, perHour } from "~content/pay";
import type { Trade } from "~content/schema";

/** One fact as a visitor reads it: the figure, and a second line where it needs one. */
export type Fact = { text: string; note?: string };
export type Facts = Record<FactKey, Fact>;

/**
 * A trade's six facts, from SPEC §9's figures. Where SPEC gives no hourly wage or no growth
 * figure the fact says so, and gives what the trade's own page shows instead.
 */
export function tradeFacts(trade: Trade): Facts {
  const hourly = perHour(trade);
  const wage: Fact = hourly
    ? { text: hourly }
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
    pay: trade.pageSalary ? { text: trade.salary, note: ownPageFigure(trade.pageSalary) } : { text: trade.salary },
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
