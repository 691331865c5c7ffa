// An entry module run in workerd IN FRONT OF the built worker (build/index.js): it moves the
// worker's clock (Date.now() and new Date()). The build uses it to render each page as it will be
// at a later moment (a scheduled post's, a day's: scripts/build/built-pages.ts); tests use it to
// stand just before and just after such a moment without waiting for it. GET /__clock?at=<ms since
// 1970> sets the clock (it ticks on from there) and answers with the time it now reads.
// Production has no hook for this, and nothing can reach one: this file is never bundled or
// deployed (wrangler.toml's `main` is the built worker, which reads only the real clock); only the
// build's own renders and tests/support/miniflare.mjs (`clock: true`) put it in front.
// @ts-check
// "built-worker": the build/index.js of the site in hand, the name frontModules
// (scripts/lib/built-worker.mjs) gives it beside this module's text in that site's folder, so
// this module typechecks before any build (types/built-worker.d.ts).
import built from "built-worker";

/** @typedef {Record<string, unknown>} Env */
/** The built worker, as this wrapper calls it (build/index.js is generated and untyped). */
const worker = /** @type {{ fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> }} */ (
  /** @type {unknown} */ (built)
);

const RealDate = Date;
let offset = 0;
/** The real Date, but "now" is the test's. */
class MovedDate extends RealDate {
  /** @param {unknown[]} args */
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(.../** @type {[string]} */ (args));
  }
  /** @override */
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (MovedDate));

export default {
  /** @param {Request} request @param {Env} env @param {ExecutionContext} ctx */
  fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== "/__clock") return worker.fetch(request, env, ctx);
    const at = Number(url.searchParams.get("at"));
    if (!Number.isFinite(at)) return new Response("at=<ms since 1970>", { status: 400 });
    offset = at - RealDate.now();
    return new Response(String(Date.now()));
  },
};
