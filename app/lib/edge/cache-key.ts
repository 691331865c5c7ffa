/**
 * The edge cache key: the canonical path (and Remix's _data route id) under the build version,
 * on the site's own origin. Never the Host header or a raw variant of the path: every variant
 * was redirected before this, and unknown paths are 404s, which are not cached, so no URL a
 * visitor can make adds an entry. Query parameters never change a page, except on the pages
 * given a CacheView (the trade explorer and its CSV, find your trade; from app/worker.ts):
 * their view in one normal form, so the same view spelled two ways is one entry and unknown
 * parameters add none;
 * every view they cannot read (a 400, never stored) shares one key. A new deploy (new
 * version) never sees the previous build's HTML.
 */
import { SITE_ORIGIN } from "~content/site";

/**
 * A route's own part of the key: its view in normal form ("" for the default view), or null
 * when the query names no view the route can show.
 */
export type CacheView = (url: URL) => string | null;
/** The pages whose view is part of their key, by path. */
export type CacheViews = ReadonlyMap<string, CacheView>;

/** The one key every invalid view shares: its 400 is never stored, so this key never fills. */
export const INVALID_VIEW = "invalid";

export function cacheKey(url: URL, version: string, views: CacheViews = new Map()): string {
  const key = new URL(SITE_ORIGIN);
  key.pathname = url.pathname;
  key.searchParams.set("__build", version);
  const data = url.searchParams.get("_data");
  if (data !== null) key.searchParams.set("_data", data);
  const view = views.get(url.pathname);
  if (view) key.searchParams.set("view", view(url) ?? INVALID_VIEW);
  return key.toString();
}
