/**
 * What every content route's loader shares: its page copy, whatever content the page needs,
 * and the page's <head> tags built here on the server (read back by `metaFromLoader`), so
 * none of the SEO and JSON-LD code ships to the browser.
 */
import { json } from "@remix-run/cloudflare";
import { type PageKey } from "~content/pages";
import type { PageMeta } from "~content/schema";
import { pageMeta, type JsonLd } from "./seo.server";
import { breadcrumbs, organization } from "./structured-data.server";
import { PAGES, bannerFor } from "~/lib/content.server";

/** `{ banner }` for a page with a banner picture, nothing for one without. */
const bannerOf = (path: string) => {
  const banner = bannerFor(path);
  return banner ? { banner } : {};
};

/** Home describes the organisation; every other page its place in the site. */
export const pageStructuredData = (page: Pick<PageMeta, "path" | "heading">): JsonLd[] =>
  page.path === "/" ? [organization()] : [breadcrumbs([{ name: page.heading, path: page.path }])];

/**
 * A content route's loader body: `export const loader = () => loadPage(...)`. (Called from
 * an arrow, never at module level: the browser build drops the loader export, but would
 * keep a top-level call, and this module is empty there.)
 */
export function loadPage<K extends PageKey, D extends object = object>(
  key: K,
  content?: () => D,
  jsonLd?: (data: D) => JsonLd[],
) {
  const page = PAGES[key];
  const data = (content?.() ?? {}) as D;
  return json({
    page,
    ...data,
    // Only a page content/data/banners.yaml lists carries one (PageIntro reads it).
    ...bannerOf(page.path),
    meta: pageMeta(page, { jsonLd: [...pageStructuredData(page), ...(jsonLd?.(data) ?? [])] }),
  });
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
