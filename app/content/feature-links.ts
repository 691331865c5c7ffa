/**
 * The named ways into the trade explorer (from /trades, home's featured trades, the student and
 * parent pages) and into find your trade (issue 27): content/shared/navigation.yaml. A module of
 * their own so those pages' JavaScript gains only these two links.
 */
export { EXPLORER_LINK, QUIZ_LINK } from "./generated/copy/navigation";
