/**
 * The Cloudflare Worker's entry (remix.config.js `server`). Static files are answered by
 * Workers Static Assets before this runs; everything else goes through the edge pipeline.
 */
import * as build from "@remix-run/dev/server-build";
import type { ServerBuild } from "@remix-run/cloudflare";
import { createEdgeHandler, type Env } from "./lib/edge/pipeline";

const handle = createEdgeHandler(build as unknown as ServerBuild);

export default {
  fetch(request, env, ctx) {
    return handle(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
