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
export const askUsSchema = labelledWords({
  heading: "Heading",
  lead: "Introduction",
  callLabel: "Words of the call link",
  emailLabel: "Words of the e-mail link",
}).meta({ title: "Box inviting questions still to be answered" });
export type AskUs = z.infer<typeof askUsSchema>;

/** The 404 and 500 pages: what happened, and the way home. */
export const errorPageSchema = z.object({
  title: said("Title on the browser's tab"),
  heading: said("Heading"),
  text: said("Text"),
  link: linkTo("/"),
});
export type ErrorPage = z.infer<typeof errorPageSchema>;
export const errorPagesSchema = z.object({
  notFound: errorPageSchema.meta({ title: "Page not found (404)" }),
  serverError: errorPageSchema.meta({ title: "Something went wrong (500)" }),
});
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
export const quizWordsSchema = labelledWords({
  lead: "Introduction",
  privacy: "Line on what happens to the answers",
  submit: "The button that shows the matches",
  optional: "After an optional question",
  formLabel: "Name of the questions form (read by screen readers)",
  errorHeading: "Heading over a mistake in the answers",
  resultsHeading: "Heading over the matches",
  resultsLead: "Introduction to the matches",
  topHeading: "Heading over the top three",
  restHeading: "Heading over the other trades",
  reasonsLabel: "Before the reasons a trade fits",
  cautionsLabel: "Before the things worth knowing",
  noReasons: "When no answer matched a trade",
  notAdvice: "Line saying the matches are not advice",
  talkHeading: "Heading over talking to a person",
  compare: "Link comparing the top three",
  change: "Link back to the answers",
  startAgain: "Link to start again",
  invalidTitle: "Title on the browser's tab when answers need another look",
  ruledOutHeading: "Heading over trades ruled out",
  ruledOutLabel: "Before why a trade is ruled out",
  answersHeading: "Heading over the answers given",
}).extend({
  /** The results' own title, naming the trade that came first. */
  resultsTitle: template("trade").meta({ title: "Title on the browser's tab over the matches" }),
  /** A question's error, under its question. */
  error: template("message"),
  /** A reason: the student's answer, then the page's words (shown quoted). */
  reason: template("answer", "quote"),
  /** Why an entry requirement rules a trade out, and who to ask about the exceptions. */
  ruledOutReason: template("answer", "quote").meta({ title: "Why a trade is ruled out" }),
  exceptions: template("phone", "email"),
  talk: template("phone", "email"),
  /** Under the answers: when, and the address to come back to (printed with the results). */
  kept: template("date", "address"),
  aboutTrade: namedLink("trade").meta({ title: "Link to a matched trade's page" }),
  apply: z.object({ label: label("Apply Now"), name: template("trade") }).refine(startsWithLabel, nameStartsWithLabel),
  /** What the quiz says of an answer missing, doubled or unknown (a link's parameters are named as it writes them). */
  problems: z.object({
    notAnswered: template("question").meta({ title: "A question left unanswered" }),
    twoAnswers: template("question", "count", "values").meta({ title: "A question answered twice" }),
    notAnAnswer: template("value", "question", "id", "answers").meta({ title: "An answer the question does not have" }),
    done: template("name", "expected", "sent"),
  }),
});
export type QuizWords = z.infer<typeof quizWordsSchema>;

/** The explorer's own controls and sentences ({name}: where the page puts a value). */
const explorerControlsSchema = z.object({
  sideBySideHeading: said("Heading over the trades side by side"),
  sideBySideName: said("Name of the side-by-side block (read by screen readers)"),
  onePicked: template("trade", "max").meta({ title: "When only one trade is ticked" }),
  remove: template("trade"),
  clearPicks: said("Button that clears the ticked trades"),
  tableHeading: said("Heading over the table"),
  formName: said("Name of the table's form (read by screen readers)"),
  filtersLegend: said("Heading over the filters"),
  applyFilters: said("Button that applies the filters"),
  clearFilters: said("Button that clears the filters"),
  count: template("shown", "total", "sort"),
  countSideBySide: template("picked").meta({ title: "How many trades are side by side" }),
  noMatch: template("clear").meta({ title: "When no trade matches the filters" }),
  noMatchClear: said("Its link that clears the filters"),
  caption: z.string().min(1),
  captionFiltered: said("Caption of the table when filtered"),
  pickColumn: said("Heading of the tick column"),
  pickTrade: template("trade").meta({ title: "Name of a trade's tick box (read by screen readers)" }),
  twoReadingsMark: said("Beside a pay with two readings (read by screen readers)"),
  compareButton: said("Button that compares the ticked trades"),
  pickHint: template("max").meta({ title: "Line on how many trades to tick" }),
  csv: z.string().min(1),
  chartsHeading: said("Heading over the charts"),
  payChartNote: template("sort").meta({ title: "Note under the pay chart" }),
  growthChartNote: said("Note under the job growth chart"),
  tradePage: said("After a figure from a trade's own page"),
});

const facts = () => words("demand", "pay", "length", "wage", "growth", "entry");

/** /trades/compare and every trade page's "At a glance": one label per fact, said alike everywhere. */
export const explorerWordsSchema = z.object({
  page: z.object({
    scrollCue: said("Line telling phone users to swipe the table"),
    lead: said("Introduction"),
    twoReadings: said("Note on the trades whose pay has two readings", "Shown above the list of those trades."),
  }),
  invalid: z
    .object({
      title: said("Title on the browser's tab"),
      heading: said("Heading"),
      lead: said("Introduction"),
      problemsHeading: said("Heading over the mistakes found"),
      backLink: said("Link back to the explorer"),
    })
    .meta({ title: "When a comparison link has a mistake" }),
  labels: facts().meta({ title: "Each figure's name" }),
  meanings: facts().meta({ title: "What each figure means" }),
  entryLabels: z
    .object({
      "year-10": said("Year 10"),
      "year-12-preferred": said("Year 12 preferred"),
      "year-12": said("Year 12"),
    })
    .meta({ title: "Entry level's words" }),
  pathwayLabels: labelledWords({ apprenticeship: "Apprenticeship", degree: "University degree" }).meta({
    title: "Ways in's words",
  }),
  source: figuresSourceSchema.meta({ title: "Source of the figures" }),
  controls: explorerControlsSchema.meta({ title: "The table's controls" }),
  sorting: z
    .object({
      tradeColumn: said("Heading of the trade column"),
      aToZ: said("Sorting names A to Z"),
      zToA: said("Sorting names Z to A"),
      lowestFirst: said("Sorting figures lowest first"),
      highestFirst: said("Sorting figures highest first"),
      shortestFirst: said("Sorting lengths shortest first"),
      longestFirst: said("Sorting lengths longest first"),
      /** What pressing a column heading does, said after its label ("Yearly Pay, sort lowest first"). */
      action: template("order"),
    })
    .meta({ title: "Sorting" }),
  filterWords: z
    .object({ pathwayLegend: said("Heading over the ways-in filter"), years: template("years") })
    .meta({ title: "Filters' words" }),
  /** The downloaded spreadsheet's column headings besides the facts' labels. */
  csvColumns: z
    .object({
      page: said("Column: the trade's page"),
      ownPagePay: template("pay").meta({ title: "Column: the pay on a trade's own page" }),
      source: said("Column: the source"),
      checked: said("Column: when checked"),
    })
    .meta({ title: "Spreadsheet's column headings" }),
  /** Where a trade has no figure for a fact. */
  notGiven: said("Where a trade has no figure"),
  /** What the 400 page says of a comparison link with a mistake in it (its parameters are named as the link writes them). */
  problems: z
    .object({
      notAValue: template("name", "known", "sent").meta({ title: "A value the link cannot have" }),
      oneValue: template("name", "sent").meta({ title: "More than one value where one is taken" }),
      noTrade: template("sent").meta({ title: "A trade that does not exist" }),
      tooMany: template("max", "count").meta({ title: "Too many trades picked" }),
    })
    .meta({ title: "Mistakes in a comparison link" }),
  figureWords: z
    .object({
      aYear: template("figure").meta({ title: "A yearly figure" }),
      notHourly: template("note").meta({ title: "A starting figure that is not hourly" }),
      notGivenPerHour: said("No hourly figure"),
      ownPage: template("figure").meta({ title: "The figure on a trade's own page" }),
      entryBoth: template("entry").meta({ title: "Entry by apprenticeship or degree" }),
      colourVision: said("Colour vision needed"),
      universityEntry: said("University entry"),
      highest: template("count"),
      lowest: template("count"),
      ranked: template("place", "count"),
      payRange: template("lowest", "highest", "count").meta({ title: "The range of yearly pay" }),
      growthRange: template("lowest", "highest", "count").meta({ title: "The range of job growth" }),
    })
    .meta({ title: "Figures in sentences (charts, screen readers)" }),
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
}).meta({ title: "What each pay figure is (written after the figure)" });
export type PayKinds = z.infer<typeof payKindsSchema>;
export const payNotesSchema = labelledWords({
  listingGives: "Under a trade page's own yearly pay, before the trades listing's figure",
  ownPageGives: "Under a pay table, before a trade page's own yearly pay",
  sourceLabel: 'Before the source\'s name ("Source")',
  checkedLabel: 'Before the month the figures were checked ("checked")',
})
  .extend({
    /** The pay table's caption: {firstYear} and {qualified} are the two kinds' words above. */
    tableCaption: template("firstYear", "qualified").meta({ title: "Caption of a pay table" }),
  })
  .meta({ title: "Notes around the figures" });
export type PayNotes = z.infer<typeof payNotesSchema>;

/** The schools page as its file holds it: the partnership paragraphs are Markdown (content/prose/schools-partnership.md). */
export const schoolsFileSchema = schoolsSchema.extend({
  partnership: schoolsSchema.shape.partnership.omit({ paragraphs: true }),
});
export type SchoolsFile = z.infer<typeof schoolsFileSchema>;

/** content/shared/navigation.yaml: the menus, the footer's lists and the named ways into two features. */
const links = z.array(linkSchema.extend({ href: internalHref })).min(1);
export const navigationSchema = z.object({
  tradesMenu: labelledWords({
    label: "The Trades menu's button",
    allTrades: "Link to all trades",
    pathway: "Over the Future Pathways group",
  }).meta({ title: "Trades menu" }),
  primary: links,
  /** Only the phone menu carries these (SPEC). */
  mobileOnly: links.meta({ title: "Links in the phone menu only" }),
  footer: links,
  legal: links,
  audiences: z.object({
    label: said("The audiences menu's button"),
    links: z.array(audienceLinkSchema.extend({ href: internalHref })).min(1),
    faq: audienceLinkSchema.extend({ href: internalHref }),
  }),
  /** The way into the trade explorer, and into find your trade. */
  explorerLink: linkTo("/trades/compare").meta({ title: "Link to the trade explorer" }),
  quizLink: linkTo("/find-your-trade").meta({ title: "Link to find your trade" }),
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
