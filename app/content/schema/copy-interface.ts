// The words of the site's own controls and labels (issue 43): content/shared/interface.yaml (the
// header, footer, buttons and labels every page shares) and content/pages/trade-page.yaml (the
// words around each trade's own on its page). Checked like every copy file (copy-files.ts).
import { z } from "zod";
import { template, words } from "./copy-helpers";

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
  header: z.object({
    skipLink: z.string().min(1),
    /** Said after the logo's words: "Born to Build home". */
    homeLink: z.string().min(1),
    mainMenuName: z.string().min(1),
    phoneMenuName: z.string().min(1),
    menuButton: z.string().min(1),
    closeMenuButton: z.string().min(1),
    closeTradesMenu: shownAndSaid(),
  }),
  apply: z.string().min(1),
  footer: words("linksHeading", "contactHeading", "followHeading", "rights"),
  contactLabels: words("email", "phone", "enquiries"),
  newTab: z.string().min(1),
  /** Before a legal page's date. */
  lastUpdated: z.string().min(1),
  /** Said before each step's title to screen readers (the number is shown as a figure). */
  stepNumber: template("number"),
  /** Before the link under a form or flipbook shown in a frame. */
  frameFallback: z.string().min(1),
  video: z.object({ fullscreen: shownAndSaid(), close: shownAndSaid() }),
  pausePhotos: z.string().min(1),
  cards: z.object({
    /** SPEC names the trade card's link "Learn More". */
    learnMore: shownAndSaid("aTrade").refine((words) => words.shown === "Learn More", {
      message: 'SPEC names this link "Learn More": keep it as it is',
      path: ["shown"],
    }),
    demandBadge: template("demand"),
    rating: template("rating"),
    storyTrade: z.string().min(1),
    storyCompleted: z.string().min(1),
    storyEarning: z.string().min(1),
    storyRecognition: z.string().min(1),
    partners: z.string().min(1),
  }),
  figures: words("source", "lastChecked", "tradeColumn"),
  /** Describes the picture shared with a page that has no card of its own (the 404 page). */
  shareImageAlt: z.string().min(1),
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
    eyebrow: z.object({ degree: z.string().min(1), either: z.string().min(1) }),
    /** The line the trades listing's card adds for them: its label and what it says. */
    cardTerm: z.string().min(1),
    cardValue: z.object({ degree: z.string().min(1), either: z.string().min(1) }),
    /** Their closing band: what the application form is for there, and a way to ask us first. */
    applyText: z.object({ degree: z.string().min(1), either: z.string().min(1) }),
    contact: z.string().min(1),
    mailSubject: template("trade"),
  }),
  glance: z.object({ heading: z.string().min(1), name: template("trade"), demandNote: z.string().min(1) }),
  entryRequirements: z.string().min(1),
  trainingSupport: z.string().min(1),
  process: z.object({
    ownHeading: template("trade"),
    ownLead: z.string().min(1),
    ownStepsName: template("trade"),
    fiveStepsHeading: z.string().min(1),
    fiveStepsLead: z.string().min(1),
    fiveStepsName: z.string().min(1),
  }),
  compare: z.object({
    heading: z.string().min(1),
    explorerLink: z.string().min(1),
    compareWith: template("trade"),
    button: z.string().min(1),
  }),
  apply: z.object({
    heading: template("aTrade"),
    text: z.string().min(1),
    otherTrades: z.string().min(1),
  }),
});
export type TradePageWords = z.infer<typeof tradePageWordsSchema>;
