/**
 * /find-your-trade (issue 27): the words around the quiz. The questions and each trade's
 * traits are YAML files staff edit (content/find-your-trade/, docs/find-your-trade.md), read
 * by the content build into app/content/generated/find-your-trade.ts and re-exported here.
 */
export { QUIZ_QUESTIONS, QUIZ_TRAITS } from "./generated/find-your-trade";

export const FIND_YOUR_TRADE = {
  lead: "Ten quick questions, about two minutes. We match your answers against what each trade's own page says about the work, and show you why.",
  privacy: "Your answers stay in this page's address. Nothing is saved or sent anywhere.",
  submit: "Show my matches",
  optional: "(optional)",
  errorHeading: "There is a problem",
  resultsHeading: "Your matches",
  resultsLead:
    "All 15 trades, best match first. Each reason quotes your answer and the trade's own page, so you can check it.",
  topHeading: "Your top three",
  restHeading: "The other trades, in order",
  reasonsLabel: "Why it fits",
  cautionsLabel: "Worth knowing",
  noReasons: "None of your answers matched what this trade's page says, for or against.",
  /** Said plainly on every results page (issue 27): a starting point, and where to talk to a person. */
  notAdvice:
    "This is a starting point, not advice: it only knows your answers and what our trade pages say. Talk it through with someone who knows you, or with us.",
  talkHeading: "Talk to a person",
  compare: "Compare my top 3",
  change: "Change my answers",
  startAgain: "Start again",
  invalidTitle: "Find your trade: some answers need another look | Born to Build",
} as const;
