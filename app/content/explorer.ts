/**
 * The trade explorer (/trades/compare) and the figures' provenance every trade page shows. The
 * figures themselves are the trades' own (content/data/trades/, SPEC §9); the words around them
 * are content/pages/trades-compare.yaml: one label per fact, used alike by the explorer's table,
 * its side-by-side blocks, its CSV and each trade page's "At a glance" block, so a fact is called
 * the same thing wherever it appears.
 */
import { EXPLORER_WORDS } from "./generated/copy/trades-compare";

/** Where the trade figures come from and when they were last checked: shown under the explorer's table and on every trade page. */
export const FIGURES_SOURCE = EXPLORER_WORDS.source;
/** The explorer's 400 page, for a link with a value it does not know. */
export const EXPLORER_INVALID = EXPLORER_WORDS.invalid;
/** The fact labels, in the order every fact block and the table show them. */
export const FACT_LABELS = EXPLORER_WORDS.labels;
export type FactKey = keyof typeof FACT_LABELS;
/** What each label means, said once under the table (the headers stay short enough for a phone). */
export const FACT_MEANINGS: Readonly<Record<FactKey, string>> = EXPLORER_WORDS.meanings;
export const ENTRY_LABELS = EXPLORER_WORDS.entryLabels;
export const PATHWAY_LABELS = EXPLORER_WORDS.pathwayLabels;
export const EXPLORER_PAGE = EXPLORER_WORDS.page;
/** The explorer's own controls and sentences, the sort orders' words and "Not given". */
export const EXPLORER_CONTROLS = EXPLORER_WORDS.controls;
export const SORTING_WORDS = EXPLORER_WORDS.sorting;
export const FILTER_WORDS = EXPLORER_WORDS.filterWords;
export const CSV_COLUMNS = EXPLORER_WORDS.csvColumns;
export const NOT_GIVEN = EXPLORER_WORDS.notGiven;
/** What the 400 page says of a comparison link with a mistake in it. */
export const EXPLORER_PROBLEMS = EXPLORER_WORDS.problems;
/** How a figure is put into words: "$60k+ a year", "3rd highest of the 15". */
export const FIGURE_WORDING = EXPLORER_WORDS.figureWords;
