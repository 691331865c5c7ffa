import { rssFeed } from "~/lib/feed.server";
import { publishedPosts } from "~/lib/content.server";

// /blog/rss.xml: a resource route; the edge caches it like a page (app/lib/edge/cache-key.ts),
// until the next scheduled post goes live at the latest (app/worker.ts).
export const loader = () =>
  new Response(rssFeed(publishedPosts(Date.now())), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
