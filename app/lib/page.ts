/**
 * What every content route shares: a loader that returns its page copy (plus whatever
 * content the page needs) and a meta function that reads it back.
 */
import { json } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/cloudflare";
import { PAGES, type PageKey } from "~content/pages";
import { pageMeta, type MetaInput } from "./seo";

export function pageLoader<K extends PageKey, D extends object = object>(key: K, content?: () => D) {
  return () => json({ page: PAGES[key], ...(content?.() as D) });
}

/** meta for any route whose loader data carries `page` (or a trade/post with the same fields). */
export const metaFromLoader: MetaFunction = ({ data }) => pageMeta((data as { page?: MetaInput } | undefined)?.page);

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
