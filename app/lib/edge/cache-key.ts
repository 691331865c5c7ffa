/**
 * The edge cache key: the canonical path (and Remix's _data route id) under the build version,
 * on the site's own origin. Never the Host header or a raw variant of the path: every variant
 * was redirected before this, and unknown paths are 404s, which are not cached, so no URL a
 * visitor can make adds an entry. Query parameters never change a page, except on the pages
 * given a CacheView (the trade explorer and its CSV, find your trade; from app/worker.ts):
 * there only the default view (no view parameter, whatever else the query carries) has a key;
 * every other view, valid or not, has none and is rendered for each request. Their valid views
 * number in the millions (every set of picks and filters, every set of answers): kept, each
 * would be an entry of its own, and no figure would bound what a sequence of requests adds.
 * So each cache holds at most the site's pages and their loader data (docs/http.md). A new
 * deploy (new version) never sees the previous build's HTML.
 */
import { SITE_ORIGIN } from "~content/site";

/**
 * A route's view of the query in normal form ("" for the default view), or null when the query
 * names no view the route can show.
 */
export type CacheView = (url: URL) => string | null;
/** The pages whose query picks what they show, by path. */
export type CacheViews = ReadonlyMap<string, CacheView>;

/** The key of this request's page, or null when no cache may keep it (a view other than the default). */
export function cacheKey(url: URL, version: string, views: CacheViews = new Map()): string | null {
  const view = views.get(url.pathname);
  if (view && view(url) !== "") return null;
  const key = new URL(SITE_ORIGIN);
  key.pathname = url.pathname;
  key.searchParams.set("__build", version);
  const data = url.searchParams.get("_data");
  if (data !== null) key.searchParams.set("_data", data);
  return key.toString();
}
