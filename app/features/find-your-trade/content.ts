/**
 * /find-your-trade: the words around the quiz. The questions and each trade's
 * traits are YAML files staff edit (content/find-your-trade/, docs/find-your-trade.md), read
 * by the content build into app/content/generated/find-your-trade.js and re-exported here.
 */
export { QUIZ_GATES, QUIZ_QUESTIONS, QUIZ_TRAITS } from "~content/generated/find-your-trade";

/** The words around the quiz: content/pages/find-your-trade.yaml. */
export { FIND_YOUR_TRADE } from "~content/generated/copy/find-your-trade";
