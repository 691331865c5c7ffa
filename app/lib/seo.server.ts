/**
 * The one place a page's <head> tags are built: title, description, canonical link, Open
 * Graph and Twitter cards, and its JSON-LD. Routes call pageMeta with their content.
 */
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { SHARE_CARDS, type ShareImage } from "~content/generated/share-cards";
import { SHARE_IMAGE_ALT } from "~content/interface";
import { BLOG_PAGE } from "~content/listing-pages";
import { FEED_PATH } from "~content/paths";
import { SITE_NAME, SITE_ORIGIN } from "~content/site";

export type MetaInput = { title: string; description: string; path: string };

export const canonicalUrl = (path: string) => new URL(path, SITE_ORIGIN).toString();

/**
 * Social cards need a raster image: a PNG rendering of public/images/og-default.svg, for a
 * page without a card of its own (the 404 page). Every page of the sitemap has its own card,
 * drawn at build time (scripts/share-cards/; app/content/generated/share-cards.js).
 */
export const SHARE_IMAGE: ShareImage = {
  path: "/images/og-default.png",
  width: 1200,
  height: 630,
  alt: SHARE_IMAGE_ALT,
};

export type JsonLd = Record<string, unknown>;

export function pageMeta(
  page: MetaInput | undefined,
  options: { type?: "website" | "article"; jsonLd?: readonly JsonLd[] } = {},
): MetaDescriptor[] {
  if (!page) return [];
  const url = canonicalUrl(page.path);
  const card = SHARE_CARDS[page.path] ?? SHARE_IMAGE;
  const image = canonicalUrl(card.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The news listing and every post point feed readers to the news feed.
    ...(page.path === "/blog" || page.path.startsWith("/blog/")
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: BLOG_PAGE.feed.title,
            href: canonicalUrl(FEED_PATH),
          },
        ]
      : []),
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_AU" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
    ...(options.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
