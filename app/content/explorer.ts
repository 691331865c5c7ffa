/**
 * The trade explorer (/trades/compare) and the figures' provenance every trade page shows.
 * The figures themselves are the trades' own (app/content/trades.ts, SPEC §9); this module
 * holds the words around them: one label per fact, used alike by the explorer's table, its
 * side-by-side blocks, its CSV and each trade page's "At a glance" block, so a fact is
 * called the same thing wherever it appears.
 */
import { PAY_WORDING } from "./pay";
import type { FiguresSource } from "./schema";

/**
 * Where the trade figures come from and when they were last checked: the one line shown
 * under the explorer's table and on every trade page. Change `checked` when the figures are
 * reviewed again.
 */
export const FIGURES_SOURCE = {
  source:
    "Born to Build trade profiles: the pay, demand, training length, starting wage and job growth published for each trade",
  checked: "2026-11-23",
  payNote:
    "Pay is a guide, not a promise: what you earn depends on your employer, the award or agreement you work under, your experience and your hours.",
} satisfies FiguresSource;

/**
 * The explorer's 400 page, for a link with a value it does not know: its title and heading
 * say the view could not be shown, as the 404 and 500 pages say what happened (app/content/pages.ts).
 */
export const EXPLORER_INVALID = {
  title: "This comparison could not be shown | Born to Build",
  heading: "This comparison could not be shown",
  lead: "This comparison link has a mistake in it, so there is nothing to show for it.",
  problemsHeading: "What is wrong with the link",
} as const;

/** The fact labels, in the order every fact block and the table show them. */
export const FACT_LABELS = {
  demand: "Demand",
  pay: "Yearly Pay",
  length: "Duration",
  wage: "Starting Wage",
  growth: "Job Growth",
  entry: "Entry Level",
} as const;
export type FactKey = keyof typeof FACT_LABELS;

/** What each label means, said once under the table (the headers stay short enough for a phone). */
export const FACT_MEANINGS: Readonly<Record<FactKey, string>> = {
  demand: "how much South Australian employers are looking for people in the trade",
  pay: `typical pay ${PAY_WORDING.qualified}`,
  length: "how long the apprenticeship (or degree) takes",
  wage: `an apprentice's pay ${PAY_WORDING.firstYear}`,
  growth: "expected growth in jobs over five years",
  entry: "the schooling you need to start; some trades also need normal colour vision",
};

export const ENTRY_LABELS = {
  "year-10": "Year 10",
  "year-12-preferred": "Year 12 preferred",
  "year-12": "Year 12",
} as const;
export const PATHWAY_LABELS = { apprenticeship: "Apprenticeship", degree: "University degree" } as const;

export const EXPLORER_PAGE = {
  /** Above the table on a phone, where it is wider than the screen. */
  scrollCue: "Swipe the table sideways for all seven columns →",
  lead: "Every trade on one page: sort by any column, narrow the list with the filters, tick two to four trades to set them side by side, then print it or download it.",
  /** The note under the table on the trades that have two yearly-pay readings. */
  twoReadings:
    "Two readings. For these trades our trade profiles give two yearly pay figures, and we show both: the first is the figure on the trades listing; the second, with a plus, is the figure the trade's own page gives. Sorting and the pay chart use the first.",
} as const;
