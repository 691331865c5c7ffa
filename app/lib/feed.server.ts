/**
 * The news feed, /blog/rss.xml (RSS 2.0): every post, newest first, with its absolute URL on
 * the site's origin, its date and its excerpt as the summary. Written by hand (a dozen
 * elements) rather than with a feed library, so the Worker carries no extra package; every
 * text and URL goes through one escape.
 */
import { FEED_PATH, postPath } from "~content/paths";
import type { Post } from "~content/schema";
import { BLOG_PAGE } from "~content/listing-pages";
import { canonicalUrl } from "./seo.server";

/** Text or an attribute value, safe inside XML. */
export function escapeXml(text: string) {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** RSS wants RFC 822 dates; a post's day is a calendar day, so it is taken at midnight UTC. */
export function rfc822(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

type FeedPost = Pick<Post, "slug" | "title" | "excerpt" | "date">;

// Everything is made inside the functions, not once when the module loads: a mistake in a
// module-level constant is one the mutation tests could not catch (the unit-test runner loads
// each module once).
export function rssFeed(posts: readonly FeedPost[]): string {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = newestFirst.map((post) => {
    const url = canonicalUrl(postPath(post));
    return [
      "    <item>",
      `      ${element("title", post.title)}`,
      `      ${element("link", url)}`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      ${element("pubDate", rfc822(post.date))}`,
      `      ${element("description", post.excerpt)}`,
      "    </item>",
    ].join("\n");
  });
  const newest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", BLOG_PAGE.feed.title)}`,
    `    ${element("link", canonicalUrl("/blog"))}`,
    `    ${element("description", BLOG_PAGE.feed.description)}`,
    "    <language>en-AU</language>",
    ...(newest ? [`    ${element("lastBuildDate", rfc822(newest.date))}`] : []),
    `    <atom:link href="${escapeXml(canonicalUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
