/**
 * What every content route shares: a loader that returns its page copy (plus whatever
 * content the page needs) and a meta function that reads it back.
 */
import { json } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/cloudflare";
import { type PageKey } from "~content/pages";
import type { PageMeta } from "~content/schema";
import { pageMeta, type JsonLd } from "./seo";
import { breadcrumbs, organization } from "./structured-data";
import { PAGES } from "~/lib/content.server";

export function pageLoader<K extends PageKey, D extends object = object>(key: K, content?: () => D) {
  return () => json({ page: PAGES[key], ...(content?.() as D) });
}

/** Home describes the organisation; every other page its place in the site. */
export const pageStructuredData = (page: Pick<PageMeta, "path" | "heading">): JsonLd[] =>
  page.path === "/" ? [organization()] : [breadcrumbs([{ name: page.heading, path: page.path }])];

/** meta for any route whose loader data carries `page`; `extra` adds JSON-LD from the data. */
export function metaFromPage<D = unknown>(extra?: (data: D) => JsonLd[]): MetaFunction {
  return ({ data }) => {
    const page = (data as { page?: PageMeta } | undefined)?.page;
    if (!page) return [];
    return pageMeta(page, { jsonLd: [...pageStructuredData(page), ...(extra ? extra(data as D) : [])] });
  };
}

export const metaFromLoader = metaFromPage();

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
