/**
 * Title, search description and main heading of every fixed page: staff write them at the top of
 * the page's file in content/pages/ (the build reads them into app/content/generated/copy/pages.js);
 * the address is the route's (page-paths.ts). Trade pages and posts take theirs from
 * content/data/trades/ and content/posts/. The 404 and 500 pages' words are content/shared/errors.yaml.
 */
import { PAGE_META } from "./generated/copy/pages";
import { PAGE_PATH, type PageKey } from "./page-paths";
import type { PageMeta } from "./schema";

export { NOT_FOUND, SERVER_ERROR } from "./errors";
export { PAGE_PATH, type PageKey };

// Pure: a module that imports this one for another export leaves the table out of the browser's code.
export const PAGES = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(PAGE_PATH) as PageKey[]).map((key) => [key, { path: PAGE_PATH[key], ...PAGE_META[key] }]),
) as Record<PageKey, PageMeta>;
