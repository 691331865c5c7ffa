import { rssFeed } from "~/lib/feed.server";
import { POSTS } from "~/lib/content.server";

// /blog/rss.xml: a resource route; the edge caches it like a page (app/lib/edge/cache-key.ts).
export const loader = () =>
  new Response(rssFeed(POSTS), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
