/**
 * Where trades and posts live. Kept apart from the content itself so that code running in
 * the browser (links, client-side meta) can build a path without bundling every word of
 * every trade and post.
 */
export const tradePath = (trade: { slug: string }) =>
  trade.slug === "painter" ? "/painter/" : `/trades/${trade.slug}`;
export const postPath = (post: { slug: string }) => `/blog/${post.slug}`;

/** The news feed (RSS 2.0); the news listing and every post link to it. */
export const FEED_PATH = "/blog/rss.xml";
