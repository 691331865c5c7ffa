/**
 * Where the build reads staff's Markdown, YAML and photos: content/ (theirs, and what the site
 * serves), or another folder named by CONTENT_DIR. `npm test` builds the pinned copy of the
 * launch content in tests/fixtures/content/ that way (`npm run build:pinned`), so the tests that
 * compare the site with SPEC's exact figures never read a file staff may change (decision 024).
 * The TypeScript beside them in content/ and the generated modules stay where they are.
 */
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PINNED_CONTENT_PATH } from "./staff-parts.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The folder CONTENT_DIR names (from the project's root), else content/. */
export function contentSource(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.CONTENT_DIR?.trim();
  if (!named) return join(root, "content");
  return isAbsolute(named) ? named : join(root, named);
}

/** The pinned copy of the launch content: what SPEC's exact values are checked on. */
export const PINNED_CONTENT = join(root, PINNED_CONTENT_PATH);
