/** /future-pathways' words: content/pages/future-pathways.yaml; names, pay and duration come from TRADES. */
export { FUTURE_PATHWAYS } from "./generated/copy/future-pathways";
