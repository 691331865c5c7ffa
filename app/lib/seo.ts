/**
 * The one place a page's <head> tags are built: title, description and canonical link.
 * Routes call pageMeta with their content; nothing is copied per route.
 */
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { SITE_ORIGIN } from "~content/site";

export type MetaInput = { title: string; description: string; path: string };

export const canonicalUrl = (path: string) => new URL(path, SITE_ORIGIN).toString();

export function pageMeta(page: MetaInput | undefined): MetaDescriptor[] {
  if (!page) return [];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonicalUrl(page.path) },
  ];
}
