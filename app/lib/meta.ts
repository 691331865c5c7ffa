/**
 * Every route's meta function: the loader built the page's <head> tags on the server
 * (`pageMeta` in seo.server.ts) and sends them with its data, so the browser only reads them
 * back, on hydration and after a client-side navigation alike. Keeps the SEO and JSON-LD
 * builders out of the first-load JavaScript of every page.
 */
import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import type { SiteShell } from "~content/shell";

export type WithMeta = { meta: MetaDescriptor[] };

export const metaFromLoader: MetaFunction = ({ data }) => (data as Partial<WithMeta> | undefined)?.meta ?? [];

/** An error page's head: a title that says what happened, and never indexed (404, 500, the explorer's 400). */
export const unindexedMeta = (title: string): MetaDescriptor[] => [{ title }, { name: "robots", content: "noindex" }];

/**
 * The root's meta for error pages: a 404 and a 500 each say what happened in their title, in the
 * words the root loader sent (the error pages' words travel with the site's shell, not the bundle).
 */
export const errorMeta: MetaFunction = ({ error, data }) => {
  const errors = (data as { shell?: SiteShell } | undefined)?.shell?.errors;
  if (!error || !errors) return [];
  return unindexedMeta(
    isRouteErrorResponse(error) && error.status === 404 ? errors.notFound.title : errors.serverError.title,
  );
};
