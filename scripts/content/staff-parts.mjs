// @ts-check
// Which parts of content/ are staff's files (the web editor's collections and media folder): all of
// it since the code moved to app/content/. What the pinned copy in tests/fixtures/content/ holds,
// and what a test's scratch copy of the project takes from it (tests/support/project-copy.mjs).
// Plain JavaScript so the Node scripts that copy the project can read it without a compiler.
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Folders and files under content/ that staff edit. */
export const STAFF_PARTS = /** @type {const} */ ([
  "posts",
  "legal",
  "prose",
  "data",
  "faq.md",
  "tips.md",
  "find-your-trade",
  "images",
  "pages",
  "shared",
  "settings.yaml",
  "redirects.yaml",
]);

/** The pinned copy of the launch content, from the project's root (decision 024). */
export const PINNED_CONTENT_PATH = "tests/fixtures/content";

/**
 * Puts the staff parts of the content folder `from` in place of those in `to` (a part `from`
 * does not have is removed from `to`): the pinned copy into a test's scratch content.
 * @param {string} from @param {string} to
 */
export function copyStaffParts(from, to) {
  for (const part of STAFF_PARTS) {
    rmSync(join(to, part), { recursive: true, force: true });
    if (existsSync(join(from, part))) cpSync(join(from, part), join(to, part), { recursive: true });
  }
}
