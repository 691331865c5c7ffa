// The shapes of the page-copy files that have no schema of their own elsewhere (issue 43): the
// words around the quiz and the explorer, the error pages, a page's title and description, and
// an open fact. scripts/content/copy-files.ts names every copy file and the schema it is read with.
import { z } from "zod";
import { audienceLinkSchema, internalHref, linkSchema } from "./base";
import { label, labelledWords, linkTo, said, template, words } from "./copy-helpers";
import { schoolsSchema } from "./copy-pages";
import { figuresSourceSchema } from "./trades";

/** What every page's file starts with: its title, its description in search results, its heading. */
export const pageMetaFileSchema = z.object({
  title: z.string().min(1).max(70).meta({
    title: "Title in search results",
    description: "The page's name in a search engine's results and on the browser's tab: at most 70 characters.",
  }),
  description: z.string().min(50).max(170).meta({
    title: "Description in search results",
    description: "The line under the title in a search engine's results: 50 to 170 characters.",
    widget: "text",
  }),
  heading: z.string().min(1).meta({ title: "Heading at the top of the page" }),
});
export type PageMetaFile = z.infer<typeof pageMetaFileSchema>;

/** The box that invites the open questions: its heading, a line, and the words of its two links (phone, e-mail). */
export const askUsSchema = words("heading", "lead", "callLabel", "emailLabel");
export type AskUs = z.infer<typeof askUsSchema>;

/** The 404 and 500 pages: what happened, and the way home. */
export const errorPageSchema = z.object({
  title: said("Title on the browser's tab"),
  heading: said("Heading"),
  text: said("Text"),
  link: linkTo("/"),
});
export type ErrorPage = z.infer<typeof errorPageSchema>;
export const errorPagesSchema = z.object({ notFound: errorPageSchema, serverError: errorPageSchema });
export type ErrorPages = z.infer<typeof errorPagesSchema>;

/** A link's visible words, and its full name for a screen reader, which must start with them (WCAG 2.5.3). */
const startsWithLabel = (link: { label: string; name: string }) => link.name.startsWith(link.label);
const nameStartsWithLabel = {
  message: "must start with the label's words exactly, so a voice user can say what they see",
  path: ["name"],
};
const namedLink = (...names: [string, ...string[]]) =>
  z.object({ label: z.string().min(1), name: template(...names) }).refine(startsWithLabel, nameStartsWithLabel);

/** /find-your-trade: the words around the quiz (the questions are content/find-your-trade/). */
export const quizWordsSchema = words(
  "lead",
  "privacy",
  "submit",
  "optional",
  "formLabel",
  "errorHeading",
  "resultsHeading",
  "resultsLead",
  "topHeading",
  "restHeading",
  "reasonsLabel",
  "cautionsLabel",
  "noReasons",
  "notAdvice",
  "talkHeading",
  "compare",
  "change",
  "startAgain",
  "invalidTitle",
  "ruledOutHeading",
  "ruledOutLabel",
  "answersHeading",
).extend({
  /** The results' own title, naming the trade that came first. */
  resultsTitle: template("trade"),
  /** A question's error, under its question. */
  error: template("message"),
  /** A reason: the student's answer, then the page's words (shown quoted). */
  reason: template("answer", "quote"),
  /** Why an entry requirement rules a trade out, and who to ask about the exceptions. */
  ruledOutReason: template("answer", "quote"),
  exceptions: template("phone", "email"),
  talk: template("phone", "email"),
  /** Under the answers: when, and the address to come back to (printed with the results). */
  kept: template("date", "address"),
  aboutTrade: namedLink("trade"),
  apply: z.object({ label: label("Apply Now"), name: template("trade") }).refine(startsWithLabel, nameStartsWithLabel),
  /** What the quiz says of an answer missing, doubled or unknown (a link's parameters are named as it writes them). */
  problems: z.object({
    notAnswered: template("question"),
    twoAnswers: template("question", "count", "values"),
    notAnAnswer: template("value", "question", "id", "answers"),
    done: template("name", "expected", "sent"),
  }),
});
export type QuizWords = z.infer<typeof quizWordsSchema>;

/** The explorer's own controls and sentences ({name}: where the page puts a value). */
const explorerControlsSchema = z.object({
  sideBySideHeading: z.string().min(1),
  sideBySideName: z.string().min(1),
  onePicked: template("trade", "max"),
  remove: template("trade"),
  clearPicks: z.string().min(1),
  tableHeading: z.string().min(1),
  formName: z.string().min(1),
  filtersLegend: z.string().min(1),
  applyFilters: z.string().min(1),
  clearFilters: z.string().min(1),
  count: template("shown", "total", "sort"),
  countSideBySide: template("picked"),
  noMatch: template("clear"),
  noMatchClear: z.string().min(1),
  caption: z.string().min(1),
  captionFiltered: z.string().min(1),
  pickColumn: z.string().min(1),
  pickTrade: template("trade"),
  twoReadingsMark: z.string().min(1),
  compareButton: z.string().min(1),
  pickHint: template("max"),
  csv: z.string().min(1),
  chartsHeading: z.string().min(1),
  payChartNote: template("sort"),
  growthChartNote: z.string().min(1),
  tradePage: z.string().min(1),
});

const facts = () => words("demand", "pay", "length", "wage", "growth", "entry");

/** /trades/compare and every trade page's "At a glance": one label per fact, said alike everywhere. */
export const explorerWordsSchema = z.object({
  page: words("scrollCue", "lead", "twoReadings"),
  invalid: z.object({
    title: said("Title on the browser's tab"),
    heading: said("Heading"),
    lead: said("Introduction"),
    problemsHeading: said("Heading over the mistakes found"),
    backLink: said("Link back to the explorer"),
  }),
  labels: facts(),
  meanings: facts(),
  entryLabels: z.object({
    "year-10": z.string().min(1),
    "year-12-preferred": z.string().min(1),
    "year-12": z.string().min(1),
  }),
  pathwayLabels: words("apprenticeship", "degree"),
  source: figuresSourceSchema,
  controls: explorerControlsSchema,
  sorting: z.object({
    tradeColumn: z.string().min(1),
    aToZ: z.string().min(1),
    zToA: z.string().min(1),
    lowestFirst: z.string().min(1),
    highestFirst: z.string().min(1),
    shortestFirst: z.string().min(1),
    longestFirst: z.string().min(1),
    /** What pressing a column heading does, said after its label ("Yearly Pay, sort lowest first"). */
    action: template("order"),
  }),
  filterWords: z.object({ pathwayLegend: z.string().min(1), years: template("years") }),
  /** The downloaded spreadsheet's column headings besides the facts' labels. */
  csvColumns: z.object({
    page: z.string().min(1),
    ownPagePay: template("pay"),
    source: z.string().min(1),
    checked: z.string().min(1),
  }),
  /** Where a trade has no figure for a fact. */
  notGiven: z.string().min(1),
  /** What the 400 page says of a comparison link with a mistake in it (its parameters are named as the link writes them). */
  problems: z.object({
    notAValue: template("name", "known", "sent"),
    oneValue: template("name", "sent"),
    noTrade: template("sent"),
    tooMany: template("max", "count"),
  }),
  figureWords: z.object({
    aYear: template("figure"),
    notHourly: template("note"),
    notGivenPerHour: z.string().min(1),
    ownPage: template("figure"),
    entryBoth: template("entry"),
    colourVision: z.string().min(1),
    universityEntry: z.string().min(1),
    highest: template("count"),
    lowest: template("count"),
    ranked: template("place", "count"),
    payRange: template("lowest", "highest", "count"),
    growthRange: template("lowest", "highest", "count"),
  }),
});
export type ExplorerWords = z.infer<typeof explorerWordsSchema>;

/**
 * content/shared/pay.yaml (issue 43): what each kind of pay figure is, said one way wherever a
 * figure appears (SPEC §9: a first-year apprentice's hourly rate, a qualified yearly pay, and
 * the civil engineer's graduate salary), and the words of the notes around them.
 */
export const payKindsSchema = labelledWords({
  firstYear: "A first-year apprentice's hourly rate",
  qualified: "A qualified tradesperson's yearly pay",
  graduate: "A graduate's yearly pay (the civil engineer's starting figure)",
});
export type PayKinds = z.infer<typeof payKindsSchema>;
export const payNotesSchema = labelledWords({
  listingGives: "Under a trade page's own yearly pay, before the trades listing's figure",
  ownPageGives: "Under a pay table, before a trade page's own yearly pay",
  sourceLabel: 'Before the source\'s name ("Source")',
  checkedLabel: 'Before the month the figures were checked ("checked")',
}).extend({
  /** The pay table's caption: {firstYear} and {qualified} are the two kinds' words above. */
  tableCaption: template("firstYear", "qualified"),
});
export type PayNotes = z.infer<typeof payNotesSchema>;

/** The schools page as its file holds it: the partnership paragraphs are Markdown (content/prose/schools-partnership.md). */
export const schoolsFileSchema = schoolsSchema.extend({
  partnership: schoolsSchema.shape.partnership.omit({ paragraphs: true }),
});
export type SchoolsFile = z.infer<typeof schoolsFileSchema>;

/** content/shared/navigation.yaml: the menus, the footer's lists and the named ways into two features. */
const links = z.array(linkSchema.extend({ href: internalHref })).min(1);
export const navigationSchema = z.object({
  tradesMenu: words("label", "allTrades", "pathway"),
  primary: links,
  /** Only the phone menu carries these (SPEC). */
  mobileOnly: links,
  footer: links,
  legal: links,
  audiences: z.object({
    label: z.string().min(1),
    links: z.array(audienceLinkSchema.extend({ href: internalHref })).min(1),
    faq: audienceLinkSchema.extend({ href: internalHref }),
  }),
  /** The way into the trade explorer, and into find your trade. */
  explorerLink: linkTo("/trades/compare"),
  quizLink: linkTo("/find-your-trade"),
});
export type Navigation = z.infer<typeof navigationSchema>;
export type TradesMenuWords = Navigation["tradesMenu"];
export type AudienceNavWords = Navigation["audiences"];
export type Links = Navigation["footer"];

/** /tips-for-success around its Markdown: the five steps' heading and the name of their list. */
export const tipsPageWordsSchema = z.object({
  process: z.object({ heading: z.string().min(1) }),
});
export type TipsPageWords = z.infer<typeof tipsPageWordsSchema>;
