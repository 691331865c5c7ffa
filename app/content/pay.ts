/**
 * How a trade's figures look (SPEC §9): an hourly rate ("$22", "From $18"), a yearly figure
 * ("$60k+"), and the three summary cards' figures. Pure, and free of staff's words, because the
 * content build imports it (app/content/data-schema.ts) before the page words are generated:
 * what each figure is called is app/content/pay-words.ts, from content/shared/pay.yaml.
 */
import type { Trade } from "./schema";

/**
 * The one rule for what an hourly figure looks like: dollars, or dollars and cents, with an
 * optional "from" ("$22", "$22.50", "from $18"). Anything else in startingHourly ("$60k+") is a
 * yearly figure, and every page words it as one. The explorer, the pay table, the trade facts and
 * the cards all ask here.
 */
const HOURLY_FIGURE = /^(?:from )?\$(\d+(?:\.\d{2})?)$/i;

/** An hourly figure's amount ("$22.50" → 22.5, "from $18" → 18); null for anything else. */
export function hourlyAmount(figure: string | null | undefined): number | null {
  const match = figure ? HOURLY_FIGURE.exec(figure) : null;
  return match ? Number(match[1]) : null;
}

/** "$22/hour", "From $18/hour": the summary card's and the explorer's short form; null as firstYearRate. */
export function perHour(trade: Pick<Trade, "startingHourly">): string | null {
  const rate = firstYearRate(trade);
  return rate && `${rate}/hour`;
}

/** The figure alone ("$22", "From $18"), for a table whose column heading carries the wording. */
export function firstYearRate({ startingHourly: hourly }: Pick<Trade, "startingHourly">): string | null {
  if (!hourly || hourlyAmount(hourly) === null) return null;
  return `${hourly.charAt(0).toUpperCase()}${hourly.slice(1)}`;
}

/** A yearly figure where an hourly one is not given: "$60k+", "$60,000", "$60,000+". */
const YEARLY_FIGURE = /^\$(?:\d+k|\d{1,3}(?:,\d{3})+)\+?$/;

/**
 * A trade's three summary cards' figures, made from its own (written once): "4 years";
 * "$22/hour", "From $18/hour" or a yearly "$60k+"; jobGrowth's percentage ("15% above average" →
 * "15%"). Null for a figure the trade does not have, or one the site cannot word.
 */
export function cardFigures(trade: Pick<Trade, "durationYears" | "startingHourly" | "jobGrowth">): {
  duration: string;
  startingWage: string | null;
  jobGrowth: string | null;
} {
  const { startingHourly, jobGrowth } = trade;
  const yearly = startingHourly && YEARLY_FIGURE.test(startingHourly) ? startingHourly : null;
  return {
    duration: `${trade.durationYears} years`,
    startingWage: perHour(trade) ?? yearly,
    jobGrowth: (jobGrowth && /^\d+(?:\.\d+)?%/.exec(jobGrowth)?.[0]) || null,
  };
}
