/**
 * The Cloudflare Worker's entry (remix.config.js `server`). Static files are answered by
 * Workers Static Assets before this runs; everything else goes through the edge pipeline.
 */
import * as build from "@remix-run/dev/server-build";
import { createEdgeHandler, type Env } from "./lib/edge/pipeline";
import { EXPLORER_CACHE_VIEWS } from "./lib/explorer.server";
import { FIND_YOUR_TRADE_CACHE_VIEWS } from "./features/find-your-trade/loader.server";
import { postsChangeAt } from "./lib/posts.server";

// The explorer's pages and the quiz are the only ones whose query picks what they show: their view is part of the key.
// A scheduled post changes the news page, the feed, the sitemap, every post's sidebar and its own
// address at its moment: every page is kept until then at most (docs/decisions/027).
const handle = createEdgeHandler(build, {
  cacheViews: new Map([...EXPLORER_CACHE_VIEWS, ...FIND_YOUR_TRADE_CACHE_VIEWS]),
  contentChangesAt: postsChangeAt,
});

export default {
  fetch(request, env, ctx) {
    return handle(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
