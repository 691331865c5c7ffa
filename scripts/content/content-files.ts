/**
 * The paths under content/ of the files the check and the editor both name, in a module of their
 * own: the editor's collections (editor-collections.ts) and the checks that word their problems
 * in the editor's labels (editor-place.ts) import each other's neighbours, and a constant here is
 * defined before either runs.
 */

/** The Markdown files, as paths under content/. */
export const FILES = {
  posts: "posts",
  faq: "faq.md",
  privacy: "legal/privacy-policy.md",
  terms: "legal/terms-of-use.md",
  tips: "tips.md",
  schoolsPartnership: "prose/schools-partnership.md",
} as const;

export const REDIRECTS_FILE = "redirects.yaml";

/** The quiz's files: its questions, and a folder of each trade's answers. */
export const QUIZ_FILES = { questions: "find-your-trade/questions.yaml", traits: "find-your-trade/traits" } as const;
