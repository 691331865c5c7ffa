/**
 * Every route's meta function: the loader built the page's <head> tags on the server
 * (`pageMeta` in seo.server.ts) and sends them with its data, so the browser only reads them
 * back, on hydration and after a client-side navigation alike. Keeps the SEO and JSON-LD
 * builders out of the first-load JavaScript of every page.
 */
import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";

export type WithMeta = { meta: MetaDescriptor[] };

export const metaFromLoader: MetaFunction = ({ data }) => (data as Partial<WithMeta> | undefined)?.meta ?? [];
