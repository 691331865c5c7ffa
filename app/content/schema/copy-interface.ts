// The words of the site's own controls and labels (issue 43): content/shared/interface.yaml (the
// header, footer, buttons and labels every page shares) and content/pages/trade-page.yaml (the
// words around each trade's own on its page). Checked like every copy file (copy-files.ts).
import { z } from "zod";
import { labelledWords, said, template, words } from "./copy-helpers";

/** Words said one way for a degree-only pathway and another for a trade-or-degree one. */
const degreeOrEither = (title: string) =>
  z.object({ degree: said("For a degree only"), either: said("For a trade or a degree") }).meta({ title });

/**
 * A button that shows one word and says more to a screen reader ("Close", said "Close video"):
 * what it says must begin with what it shows, so speech users can say the word they see (WCAG
 * 2.5.3). The site shows the first and hides the rest of the second.
 */
const shownAndSaid = (...[first, ...more]: string[]) =>
  z
    .object({ shown: z.string().min(1), said: first === undefined ? z.string().min(1) : template(first, ...more) })
    .refine((button) => button.said.toLowerCase().startsWith(button.shown.toLowerCase()), {
      message: "must begin with the words it shows (shown): people who use their voice say what they see",
      path: ["said"],
    });
export type ShownAndSaid = z.infer<ReturnType<typeof shownAndSaid>>;

export const interfaceSchema = z.object({
  header: z
    .object({
      skipLink: said("Skip to the content (the first link, for keyboards)"),
      /** Said after the logo's words: "Born to Build home". */
      homeLink: said("Said after the logo's words (read by screen readers)"),
      mainMenuName: said("Name of the main menu (read by screen readers)"),
      phoneMenuName: said("Name of the phone menu (read by screen readers)"),
      menuButton: said("The phone menu's Menu button"),
      closeMenuButton: said("The phone menu's close button"),
      closeTradesMenu: shownAndSaid().meta({ title: "The trades menu's close button" }),
    })
    .meta({ title: "Header" }),
  apply: z.string().min(1),
  footer: labelledWords({
    linksHeading: "Heading over the footer's links",
    contactHeading: "Heading over the contact details",
    followHeading: "Heading over the social media links",
    rights: "After the copyright year and name",
  }).meta({ title: "Footer" }),
  contactLabels: labelledWords({
    email: "Before the e-mail address",
    phone: "Before the phone number",
    enquiries: "Before the enquiries e-mail address",
  }).meta({ title: "Words before the contact details" }),
  newTab: said("Said of a link that opens in a new tab (read by screen readers)"),
  /** Before a legal page's date. */
  lastUpdated: said("Before a legal page's date"),
  /** Said before each step's title to screen readers (the number is shown as a figure). */
  stepNumber: template("number").meta({ title: "Said before each step's title (read by screen readers)" }),
  /** Before the link under a form or flipbook shown in a frame. */
  frameFallback: said("Before the link under an embedded form or flipbook"),
  video: z
    .object({
      fullscreen: shownAndSaid().meta({ title: "Full-screen button" }),
      close: shownAndSaid().meta({ title: "Close button" }),
    })
    .meta({ title: "Video player" }),
  pausePhotos: said("The photo carousels' pause button"),
  cards: z.object({
    /** SPEC names the trade card's link "Learn More". */
    learnMore: shownAndSaid("aTrade")
      .meta({ title: "A trade card's Learn More link" })
      .refine((words) => words.shown === "Learn More", {
        message: 'SPEC names this link "Learn More": keep it as it is',
        path: ["shown"],
      }),
    demandBadge: template("demand").meta({ title: "A trade card's demand badge" }),
    rating: template("rating"),
    storyTrade: said("A story card: before the trade"),
    storyCompleted: said("A story card: before the year they finished"),
    storyEarning: said("A story card: before their pay"),
    storyRecognition: said("A story card: before their award"),
    partners: z.string().min(1),
  }),
  figures: labelledWords({
    source: "Before the figures' source",
    lastChecked: "Before the month the figures were checked",
    tradeColumn: "Heading of a pay table's trade column",
  }).meta({ title: "Around the figures" }),
  /** Describes the picture shared with a page that has no card of its own (the 404 page). */
  shareImageAlt: said("Description of the picture shared with a page that has none of its own"),
  download: words("pdf"),
});
export type InterfaceWords = z.infer<typeof interfaceSchema>;

/** content/pages/trade-page.yaml: the words around each trade's own on /trades/{slug} and /painter/. */
export const tradePageWordsSchema = z.object({
  /** Over the title of a trade learnt by apprenticeship. */
  eyebrow: z.string().min(1),
  /**
   * The pathways that are not (only) an apprenticeship, said as such wherever a trade is labelled
   * (issue 46): SPEC's civil engineer (a Bachelor's degree) and construction manager (a trade or
   * a degree), as each trade's `pathways` says in content/data/trades/<slug>.yaml.
   */
  pathway: z.object({
    /** Over the title, instead of `eyebrow`: a degree only, or a trade or a degree. */
    eyebrow: degreeOrEither("Over the title"),
    /** The line the trades listing's card adds for them: its label and what it says. */
    cardTerm: said("A trades card's line: its label"),
    cardValue: degreeOrEither("A trades card's line: what it says"),
    /** Their closing band: what the application form is for there, and a way to ask us first. */
    applyText: degreeOrEither("The closing band's text"),
    contact: said("The closing band's contact link"),
    mailSubject: template("trade").meta({ title: "Subject line of the e-mail the contact link starts" }),
  }),
  glance: z.object({
    heading: z.string().min(1),
    name: template("trade").meta({ title: "Name of the figures block (read by screen readers)" }),
    demandNote: said("Note beside the demand figure"),
  }),
  entryRequirements: said("Heading over the entry requirements"),
  trainingSupport: said("Heading over the training and support"),
  process: z.object({
    ownHeading: template("trade").meta({ title: "Heading over a trade's own steps" }),
    ownLead: said("Introduction to a trade's own steps"),
    ownStepsName: template("trade").meta({ title: "Name of a trade's own steps (read by screen readers)" }),
    fiveStepsHeading: said("Heading over the five application steps"),
    fiveStepsLead: said("Introduction to the five application steps"),
    fiveStepsName: said("Name of the five steps (read by screen readers)"),
  }),
  compare: z.object({
    heading: z.string().min(1),
    explorerLink: said("Words of the link to the trade explorer"),
    compareWith: template("trade").meta({ title: "Label of the trade picker" }),
    button: said("Words of the compare button"),
  }),
  apply: z.object({
    heading: template("aTrade"),
    text: z.string().min(1),
    otherTrades: said("Words of the link to the other trades"),
  }),
});
export type TradePageWords = z.infer<typeof tradePageWordsSchema>;
