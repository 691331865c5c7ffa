/**
 * Which requests move elsewhere, decided before any rendering: staff's redirect rules
 * (content/redirects.yaml, matched by redirect-rules.ts) and one canonical URL per page (SPEC:
 * /painter/ keeps its slash, every other page has none). Targets only ever come from our own
 * tables, or are pages of the site, so no input can produce an off-site or protocol-relative Location.
 */
import { FEED_PATH } from "~content/paths";
import { PHOTO_ORIGINALS } from "~content/generated/photo-originals";
import { reservedBecause } from "~content/reserved-paths";
import { REDIRECT_RULES } from "~content/redirects";
import { isPagePath } from "~content/routes";
import { EXPLORER_CSV_PATH } from "./explorer";
import { SECURITY_TXT_PATH } from "./security-txt.server";
import { unpublishedPaths } from "./posts.server";
import { compileRules, matchExact, matchPattern, type CompiledRules, type RuleMatch } from "./redirect-rules";

/** Where a URL goes: another address (301, 302), or nowhere, gone for good (410). */
export type RedirectDecision = RuleMatch;

// Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; the only one-character path is "/", a page, which never gets here
const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

/** RFC 3986 unreserved characters: percent-encoding them changes nothing, so it is undone. */
const ENCODED_UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * One spelling per path: repeated slashes folded into one and percent-encoded unreserved
 * characters decoded (`//about//` and `/%61bout` are `/about/` and `/about`). Dot segments
 * (`/.`, `%2E`) are already resolved by the URL parser. Other encodings (`%2F`, `%20`) mean
 * something else and stay.
 */
export function normalizePath(path: string): string {
  return path
    .replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
    .replace(/\/{2,}/g, "/");
}

/**
 * Files served by resource routes (no page, so not in PAGE_PATHS or the sitemap). Their
 * variant spellings are redirected like a page's: Remix matches routes in any letter case and
 * with a trailing slash, so without this `/trades/compare.CSV` would answer 200 under a cache
 * key of its own that ignores the explorer's view.
 */
export const RESOURCE_PATHS: readonly string[] = [
  "/robots.txt",
  "/sitemap.xml",
  FEED_PATH,
  EXPLORER_CSV_PATH,
  SECURITY_TXT_PATH,
];
const resourceSet = new Set(RESOURCE_PATHS);
const isCanonicalPath = (path: string) => isPagePath(path) || resourceSet.has(path);

let compiled: CompiledRules | undefined;
/** The rules compiled on first use, once per isolate: a request that is a page never pays for it. */
const rules = () => (compiled ??= compileRules(REDIRECT_RULES));

/**
 * Where this URL's canonical page is, or that it is gone; null when the URL is already canonical
 * or unknown. `now`: a pattern that carries a post's name sends visitors only to a post live now.
 */
export function resolveRedirect(url: URL, now = Date.now()): RedirectDecision | null {
  if (isCanonicalPath(url.pathname)) return null;
  const path = normalizePath(url.pathname);

  // A photo's own address (the web editor's thumbnails use it): its fallback copy. 302, since
  // the copy's name changes whenever the photo or the pipeline's settings do.
  const photo = PHOTO_ORIGINALS.get(path);
  if (photo) return { location: photo, status: 302 };

  // Old links are matched with or without their trailing slash, and in any letter case
  // (people type them from flyers).
  const bare = withoutTrailingSlash(path).toLowerCase();
  // The editor, the build's files, /.well-known/, the feed, sitemap and robots.txt are never a
  // rule's, in any spelling (content:check refuses such a rule; this holds if one got in).
  const reserved = reservedBecause(bare) !== null;
  const exact = reserved ? null : matchExact(rules(), bare);
  if (exact) return withQuery(exact, url.search);

  // A variant spelling of a page (case, slashes, encoding): one hop to the page itself. No
  // rule's address is a page (content check), so the rules never take a page's URL.
  for (const candidate of [bare, `${bare}/`]) {
    if (isCanonicalPath(candidate)) return { location: candidate + url.search, status: 301 };
  }

  if (reserved) return null;
  // The patterns (/:year/:month/:slug, /category/*), after the pages: a page always wins.
  const isLivePage = (path: string) => isCanonicalPath(path) && !unpublishedPaths(now).has(path);
  return withQuery(matchPattern(rules(), bare, isLivePage), url.search);
}

/** The query string goes along (campaign tags on a flyer's link); a 410 has nowhere to carry it. */
const withQuery = (decision: RuleMatch | null, search: string): RuleMatch | null =>
  decision && "location" in decision ? { ...decision, location: decision.location + search } : decision;
