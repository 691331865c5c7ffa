/**
 * Where trades and posts live. Kept apart from the content itself so that code running in
 * the browser (links, client-side meta) can build a path without bundling every word of
 * every trade and post.
 */
export const tradePath = (trade: { slug: string }) =>
  trade.slug === "painter" ? "/painter/" : `/trades/${trade.slug}`;
export const postPath = (post: { slug: string }) => `/blog/${post.slug}`;

/**
 * The way into the trade explorer from /trades, home's featured trades, the student and
 * parent pages. Here rather than in explorer.ts so those pages' JavaScript gains no module.
 */
export const EXPLORER_LINK = { label: "Compare all 15 trades", href: "/trades/compare" } as const;

/**
 * The way into find your trade (issue 27), for a visitor who does not yet know which trades to
 * compare: from /trades today; the home page and the menu are to follow (issue 28).
 */
export const QUIZ_LINK = { label: "Not sure? Find your trade", href: "/find-your-trade" } as const;

/** The news feed (RSS 2.0); the news listing and every post link to it. */
export const FEED_PATH = "/blog/rss.xml";
