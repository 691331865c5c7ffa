// A test-only entry module run in workerd IN FRONT OF the built worker (build/index.js): the 404
// report's local stand-in for Workers Analytics Engine (Miniflare's own drops every point). It
// binds NOT_FOUND_PATHS to a dataset that keeps the points it is given, or throws ("a failing
// store"), and GET /__not-found?mode=keep|throw answers with the points kept so far (and empties
// the list). Production binds the real dataset (wrangler.toml); this file is never bundled or
// deployed; only tests/support/miniflare.mjs puts it in front, when a test asks for `notFoundLog: true`.
// @ts-check
// "built-worker": the build/index.js of the site under test, the name tests/support/miniflare.mjs
// gives it beside this module's text in that site's folder (the pinned site's, not this one's), so
// this module typechecks before any build (types/built-worker.d.ts).
import built from "built-worker";

/** @typedef {Record<string, unknown>} Env */
/** @typedef {{ blobs: string[], doubles: number[], indexes: string[] }} Point */
/** The built worker, as this wrapper calls it (build/index.js is generated and untyped). */
const worker = /** @type {{ fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> }} */ (
  /** @type {unknown} */ (built)
);

/** @type {Point[]} */
let points = [];
let mode = "keep";
const dataset = {
  /** @param {Point} point */
  writeDataPoint(point) {
    if (mode === "throw") throw new Error("injected: Analytics Engine refused the point");
    points.push(point);
  },
};

export default {
  /** @param {Request} request @param {Env} env @param {ExecutionContext} ctx */
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__not-found") {
      mode = url.searchParams.get("mode") ?? mode;
      const kept = points;
      points = [];
      return Response.json({ mode, points: kept });
    }
    return worker.fetch(request, { ...env, NOT_FOUND_PATHS: dataset }, ctx);
  },
};
