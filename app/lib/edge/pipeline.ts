/**
 * The Worker's request pipeline, in the order a request meets it:
 *   1. refuse malformed input (414, 431, 400), then methods other than GET/HEAD (405):
 *      cheapest first, and nothing below ever sees such a request;
 *   2. the staff's editor at /admin/ (its own headers, never cached: admin.ts); bots' probes
 *      (wp-login.php, .env: a small cached 404, probes.ts); staff's redirect rules, 410s and
 *      canonical redirects, so every later step sees one spelling of each page;
 *   3. the page: the isolate's memory, then the page as the build rendered it (built-pages.ts),
 *      then the Cache API (this build's entries only), then a fresh render with the inlined
 *      stylesheet, kept in memory and the Cache API when it may be (a layout's loader data only
 *      where its page is a 200: layout-data.ts);
 *   4. 304 when the client already has those bytes, and HEAD without the body.
 * Each 404 of step 3 is noted for the 404 report (not-found-log.ts: sampled, bounded, never fails).
 * The editor's GitHub sign-in (/admin/auth and /admin/callback, github-oauth.ts) is answered
 * right after step 1 and never cached. Static files never get here: Workers Static Assets answers
 * them first. Every dependency may
 * fail (a Cache API that throws or stalls, a stylesheet or a built page that never comes): each costs the
 * visitor a bounded wait and a fresh render, never a 500 or a hang (docs/http.md, "When something
 * fails"). Memory and the stylesheet are per isolate (module state).
 */
import { cssBundleHref } from "@remix-run/css-bundle";
import { viewCacheControl } from "../http";
import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { adminPage } from "./admin";
import { cacheKey, type CacheViews } from "./cache-key";
import { canonicalRedirect } from "./canonical-redirect";
import { notModified } from "./conditional";
import { defaultCache, lookUp, store } from "./edge-cache";
import { createGitHubOAuth, type OAuthEnv } from "./github-oauth";
import { headOnly } from "./head-only";
import { layoutDataPage, layoutRouteIds } from "./layout-data";
import { EDGE_CACHE_HEADER, createMemoryCache, memoryExpiry } from "./memory-cache";
import { applyPolicy, expiresAt } from "./page-policy";
import { createBuiltPages } from "./built-pages";
import { renderPage, type RenderPage } from "./render-page";
import { noteNotFound, type NotFoundEnv } from "./not-found-log";
import { probeAnswer } from "./probes";
import { guardRequest, plainText } from "./request-guard";
import { createStylesheetLoader } from "./stylesheet";

export { CACHE_WAIT_MS, BUILD_HEADER } from "./edge-cache";
export { EDGE_CACHE_HEADER } from "./memory-cache";
export { MAX_HEADER_BYTES, MAX_URL_LENGTH } from "./request-guard";
export { STYLESHEET_WAIT_MS } from "./stylesheet";
export type { RenderPage } from "./render-page";

type Ctx = Pick<ExecutionContext, "waitUntil">;
/**
 * Bindings from wrangler.toml: the static assets (absent when workerd runs the bundle bare); and
 * the Worker secrets of the editor's sign-in (OAuthEnv), set with `wrangler secret put`.
 */
export type Env = OAuthEnv &
  NotFoundEnv & {
    ASSETS?: Fetcher;
    CF_VERSION_METADATA?: { id: string };
    /** "off" renders every request afresh, never from a cache or the build (the dev loop, the build itself, the benchmark's "rendered" row); unset in production. */
    EDGE_CACHE?: string;
    /** "off" reads no page the build rendered: every page takes the render path, as after a scheduled post goes live (the worker tests of that path); unset in production. */
    BUILT_PAGES?: string;
  };

const memory = createMemoryCache();
const serveOAuth = createGitHubOAuth();
const loadStylesheet = createStylesheetLoader(cssBundleHref);

/** HIT: from memory or the Cache API; MISS: rendered for this request (BUILD: as `npm run build` rendered it, marked in place). */
function marked(response: Response, value: "HIT" | "MISS"): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(EDGE_CACHE_HEADER, value);
  return copy;
}

/**
 * When what the site shows next changes by itself, with no deploy (a scheduled post going live),
 * as an instant after `now`; null when nothing is waiting. Every page and 404 rendered before then
 * is kept by no cache past it.
 */
export type ContentChangesAt = (now: number) => number | null;

/**
 * Loader data asked of a route that does not serve this address (`/about?_data=routes/$`):
 * Remix's router refuses it with a 403 whose words, in production, are "Unexpected Server
 * Error". It is the asker's mistake, like an unknown route id (request-guard.ts), and said so.
 */
const isForeignData = (url: URL, response: Response) =>
  response.status === 403 && url.searchParams.has("_data") && response.headers.get("X-Remix-Error") === "yes";

function foreignData(response: Response): Response {
  void response.body?.cancel();
  return plainText(400, "Bad Request: this _data route does not serve this address");
}

/**
 * The worker's fetch handler for a Remix build. `cacheViews` names the pages whose query is
 * part of their cache key; `contentChangesAt` says when the content next changes by itself.
 * `render` defaults to Remix's handler for that build; unit tests pass a stub to drive the
 * whole pipeline without a built worker.
 */
export function createEdgeHandler(
  build: ServerBuild,
  {
    cacheViews = new Map(),
    contentChangesAt = () => null,
    render,
  }: { cacheViews?: CacheViews; contentChangesAt?: ContentChangesAt; render?: RenderPage } = {},
) {
  const remix: RenderPage = render ?? createRequestHandler(build, build.mode);
  const routeIds = new Set(Object.keys(build.routes));
  const layouts = layoutRouteIds(build.routes);
  const builtPage = createBuiltPages(build.assets.version);

  /** A view no cache keeps (cache-key.ts), rendered for each request: its browser may keep it, the edge and any shared cache may not. */
  async function viewOnly(request: Request, url: URL, env: Env): Promise<Response> {
    const changesAt = contentChangesAt(Date.now());
    const { response, keepUntil } = await renderPage(remix, request, await loadStylesheet(env.ASSETS, url), changesAt);
    if (keepUntil !== null) {
      const own = expiresAt(response.headers);
      response.headers.set("Cache-Control", viewCacheControl(own === null ? null : (own - Date.now()) / 1000));
    }
    return marked(response, "MISS");
  }

  async function page(request: Request, url: URL, env: Env, ctx: Ctx): Promise<Response> {
    const version = `${build.assets.version}.${env.CF_VERSION_METADATA?.id ?? "local"}`;
    const key = cacheKey(url, version, cacheViews);
    if (key === null) return viewOnly(request, url, env);
    const caching = env.EDGE_CACHE !== "off";
    const cache = caching ? defaultCache() : undefined;

    const inMemory = caching ? memory.recallFresh(key) : undefined;
    if (inMemory) return inMemory;
    // The build rendered pages, not their loader data.
    const fromBuild = caching && env.BUILT_PAGES !== "off" && !url.searchParams.has("_data");
    const built = fromBuild ? await builtPage(env.ASSETS, url, Date.now()) : undefined;
    if (built) {
      // A response of its own already: marked in place, not copied.
      built.headers.set(EDGE_CACHE_HEADER, "BUILD");
      return built;
    }
    const hit = cache ? await lookUp(cache, key, version) : undefined;
    const now = Date.now();
    // A kept page past its own Expires (a cache that keeps it longer) is rendered afresh.
    if (hit && (expiresAt(hit.headers) ?? Infinity) > now) {
      applyPolicy(hit.headers, hit.status, now);
      ctx.waitUntil(memory.remember(key, hit.clone(), memoryExpiry(hit.headers, now)));
      return marked(hit, "HIT");
    }

    // Read before the render: a post that goes live during it is then past, and the page is kept
    // nowhere; read after, a page rendered without it could be kept until the change after.
    const changesAt = contentChangesAt(Date.now());
    const { response, keepUntil } = await renderPage(remix, request, await loadStylesheet(env.ASSETS, url), changesAt);
    if (caching && keepUntil !== null) {
      if (cache) store(cache, key, response, version, ctx);
      ctx.waitUntil(memory.remember(key, response.clone(), keepUntil));
    }
    return marked(response, "MISS");
  }

  /** A layout's data only where its page is (layout-data.ts): else a 404 kept nowhere. */
  async function pageOrData(request: Request, url: URL, env: Env, ctx: Ctx): Promise<Response> {
    const pageUrl = layoutDataPage(url, layouts);
    if (pageUrl) {
      const document = await page(new Request(pageUrl, { headers: request.headers }), pageUrl, env, ctx);
      await document.body?.cancel();
      if (document.status !== 200) return plainText(404, "Not Found");
    }
    return page(request, url, env, ctx);
  }

  /** The page (or a layout's data), and a note for the 404 report when there is none (whether rendered or kept). */
  async function pageOrNotFound(request: Request, url: URL, env: Env, ctx: Ctx): Promise<Response> {
    // A path that still begins with "//" here is no page's spelling (those were redirected): the
    // router would read it as a host while rendering its 404 and throw, so it never gets there.
    const response = url.pathname.startsWith("//")
      ? plainText(404, "Not Found")
      : await pageOrData(request, url, env, ctx);
    if (response.status === 404) noteNotFound(env, url);
    return isForeignData(url, response) ? foreignData(response) : response;
  }

  return async function handle(request: Request, env: Env, ctx: Ctx): Promise<Response> {
    try {
      const url = new URL(request.url);
      const refused = guardRequest(request, url, routeIds);
      if (refused) return refused;
      const signIn = await serveOAuth(request, url, env);
      if (signIn) return request.method === "HEAD" ? headOnly(signIn) : signIn;
      const response =
        adminPage(url) ?? probeAnswer(url) ?? canonicalRedirect(url) ?? (await pageOrNotFound(request, url, env, ctx));
      const conditional = notModified(request, response);
      if (conditional) return conditional;
      return request.method === "HEAD" ? headOnly(response) : response;
    } catch (error) {
      // Never a stack trace to the visitor; the log keeps it.
      console.error(error);
      return plainText(500, "Internal Server Error");
    }
  };
}
