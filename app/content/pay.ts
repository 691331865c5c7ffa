/**
 * What a pay figure means, said one way everywhere a figure appears (issue 28): the trade
 * cards on home and /trades, home's claims, the explorer's meanings, the audience pages and
 * the share cards. SPEC §9 gives two kinds of figure per trade, a yearly pay (a qualified
 * tradesperson's) and a starting wage per hour (a first-year apprentice's); home's "$75k+"
 * (SPEC §2 claims) is a program-wide average. Change a wording here and every page follows.
 */
import type { Trade } from "./schema";

export const PAY_WORDING = {
  /** A trade's yearly pay (SPEC §9 "Yearly pay"). */
  qualified: "per year once qualified",
  /** A trade's starting wage (SPEC §9 "Start wage/h"). */
  firstYear: "per hour in the first year",
  /** Home's claims (SPEC §2: "$75k+ average starting salary"). */
  programAverage: "average across the program",
} as const;

/** "$120,493 per year once qualified". */
export const qualifiedPay = (salary: string) => `${salary} ${PAY_WORDING.qualified}`;

/**
 * SPEC §9 records a second yearly figure for three trades, the one their own page gives
 * ("$145,744+"). Every page that shows both says so in these words, written only here (issue 42).
 */
export const ownPageFigure = (pageSalary: string) => `${pageSalary} on its own page`;

/** "$86,960 ($145,744+ on its own page)"; the listing's figure alone for a trade with one. */
export const bothReadings = ({ salary, pageSalary }: Pick<Trade, "salary" | "pageSalary">) =>
  pageSalary ? `${salary} (${ownPageFigure(pageSalary)})` : salary;

/**
 * The yearly pay a trade's own page shows and what it is, said the same way wherever that figure
 * stands (the page's "At a glance", find your trade's results). Three trades' pages give SPEC's
 * page figure ("$145,744+") beside the listing's, so theirs say both.
 */
export function pagePay(trade: Pick<Trade, "salary" | "pageSalary">): { value: string; note: string } {
  return trade.pageSalary
    ? { value: trade.pageSalary, note: `per year; the trades listing gives ${trade.salary}` }
    : { value: trade.salary, note: PAY_WORDING.qualified };
}

/**
 * "$22 per hour in the first year", "From $18 per hour in the first year"; null where SPEC
 * gives no hourly figure (civil engineer's "$60k+" is a graduate's yearly salary, construction
 * manager has none): those pages say what their figure is themselves.
 */
export function firstYearPay(trade: Pick<Trade, "startingHourly">): string | null {
  const rate = firstYearRate(trade);
  return rate && `${rate} ${PAY_WORDING.firstYear}`;
}

/**
 * The one rule for what an hourly figure looks like: dollars, or dollars and cents, with an
 * optional "from" ("$22", "$22.50", "from $18"). Anything else in startingHourly ("$60k+") is a
 * yearly figure, and every page words it as one. The explorer, the pay table, the trade facts and
 * the cards all ask here (issue 42).
 */
const HOURLY_FIGURE = /^(?:from )?\$(\d+(?:\.\d{2})?)$/i;

/** An hourly figure's amount ("$22.50" → 22.5, "from $18" → 18); null for anything else. */
export function hourlyAmount(figure: string | null | undefined): number | null {
  const match = figure ? HOURLY_FIGURE.exec(figure) : null;
  return match ? Number(match[1]) : null;
}

/** "$22/hour", "From $18/hour": a trade's card and the explorer's short form; null as firstYearRate. */
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
 * A trade's three summary cards' figures, made from its own (issue 42: written once): "4 years";
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
