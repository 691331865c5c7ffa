/**
 * Which of the editor's entries have a preview (app/preview/, decision 028): the editor's
 * configuration (scripts/content/editor-config.ts) turns the preview pane off for every other
 * collection and page, where Decap would draw a list of bare fields that looks like no page.
 */
/** Folder collections, by their name in the editor's configuration. */
export const PREVIEW_COLLECTIONS = ["posts", "trades"] as const;
/** Entries of the "words" collection (content/pages/<file>.yaml), by file name. */
export const PREVIEW_PAGES = [
  "home",
  "info-for-students",
  "info-for-parents-guardians",
  "info-for-schools",
  "info-for-career-changers",
  "info-for-host-employers",
] as const;
/** The "words" collection's name (scripts/content/editor-copy.ts). */
export const WORDS_COLLECTION = "words";
