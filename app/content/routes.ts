/**
 * Every canonical page path of the site, in one list: the worker's slash canonicalisation,
 * the sitemap and the content tests all read it, so a new trade or post is routed,
 * listed and checked without touching a second file.
 */
import { PAGES } from "./pages";
import { POSTS, postPath } from "./posts";
import { TRADES, tradePath } from "./trades";

export const PAGE_PATHS: readonly string[] = [
  ...Object.values(PAGES).map((page) => page.path),
  ...TRADES.map(tradePath),
  ...POSTS.map(postPath),
];

const pageSet = new Set(PAGE_PATHS);
export const isPagePath = (path: string) => pageSet.has(path);
