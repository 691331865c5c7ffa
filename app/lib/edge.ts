/**
 * The Worker's request pipeline, in the order a request meets it:
 *   refuse malformed input (4xx) → 405 for methods other than GET/HEAD → legacy and
 *   canonical redirects → edge cache → Remix render → cache and security headers.
 * Static files never get here: Workers Static Assets answers them first.
 */
import { cssBundleHref } from "@remix-run/css-bundle";
import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { applySecurityHeaders, cacheControlFor } from "./http";
import { resolveRedirect } from "./redirects";

/** Longer URLs are refused rather than parsed, routed and logged. */
export const MAX_URL_LENGTH = 2048;
/** No visitor's browser sends this much; refusing it early keeps logs and caches clean. */
export const MAX_HEADER_BYTES = 32 * 1024;
const ALLOWED_METHODS = "GET, HEAD";
/** Header telling a test (or a curious engineer) whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

type Ctx = Pick<ExecutionContext, "waitUntil">;
/** Bindings from wrangler.toml: the static assets (absent when workerd runs the bundle bare). */
export type Env = {
  ASSETS?: Fetcher;
  CF_VERSION_METADATA?: { id: string };
  /** "off" renders every request afresh (the benchmark's "rendered fresh" row); unset in production. */
  EDGE_CACHE?: string;
};

let stylesheet: Promise<string | null> | undefined;

/** The stylesheet's text, read once per isolate from the static assets, to inline into pages. */
function loadStylesheet(env: Env, url: URL): Promise<string | null> {
  if (!cssBundleHref || !env.ASSETS) return Promise.resolve(null);
  stylesheet ??= env.ASSETS.fetch(new URL(cssBundleHref, url).toString())
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
    .then((css) => {
      if (css === null) stylesheet = undefined; // try again on the next request
      return css;
    });
  return stylesheet;
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControlFor(status), ...extra });
  applySecurityHeaders(headers);
  return new Response(`${text}\n`, { status, headers });
}

/** A 4xx for requests no page could answer, or null when the request may go on. */
export function rejectMalformed(request: Request, url: URL, routeIds: ReadonlySet<string>): Response | null {
  if (request.url.length > MAX_URL_LENGTH) return plain(414, "URI Too Long");
  let headerBytes = 0;
  request.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
  if (headerBytes > MAX_HEADER_BYTES) return plain(431, "Request Header Fields Too Large");
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return plain(400, "Bad Request: malformed percent-encoding in the path");
  }
  // NUL and other control characters have no place in any of our paths.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return plain(400, "Bad Request: control characters in the path");
  // Loader data is asked for by route id: one known id, or the request is not Remix's.
  const data = url.searchParams.getAll("_data");
  if (data.length > 1 || (data.length === 1 && !routeIds.has(data[0]!))) return plain(400, "Bad Request: unknown _data route");
  return null;
}

function isDataRequest(url: URL) {
  return url.searchParams.has("_data");
}

function redirectResponse(url: URL, location: string, status: 301 | 302): Response {
  if (isDataRequest(url)) {
    // A client-side navigation asked for loader data at an old path: answer in Remix's own
    // redirect protocol so the browser lands on the new page instead of following a raw 3xx.
    const target = new URL(location, url);
    target.searchParams.delete("_data");
    const headers = new Headers({
      "X-Remix-Redirect": target.pathname + target.search,
      "X-Remix-Status": String(status),
      "Cache-Control": cacheControlFor(status),
    });
    applySecurityHeaders(headers);
    return new Response(null, { status: 204, headers });
  }
  const headers = new Headers({ Location: location, "Cache-Control": cacheControlFor(status) });
  applySecurityHeaders(headers);
  return new Response(null, { status, headers });
}

/**
 * The edge cache key: the path (and Remix's _data route id) under the build version.
 * Other query parameters never change a page, so they cannot be used to fill the cache,
 * and a new deploy (new version: client assets and the uploaded worker's version id)
 * never sees the previous build's HTML.
 */
export function cacheKey(url: URL, version: string): string {
  const key = new URL(url.pathname, url.origin);
  key.searchParams.set("__build", version);
  const data = url.searchParams.get("_data");
  if (data !== null) key.searchParams.set("_data", data);
  return key.toString();
}

/**
 * Rendered pages kept in the isolate's memory in front of the Cache API: it saves the Cache
 * API round trip for the pages an isolate serves again and again. Pages change with a deploy
 * (a new isolate, a new key), and the privacy policy's "last updated" date daily, so entries
 * also expire after an hour. Bounded in count. An entry is kept ready to send (bytes and
 * final headers, HIT marker included): a hit builds one Response and nothing else.
 */
type Stored = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number };
const MEMORY_ENTRIES = 256;
const MEMORY_TTL_MS = 60 * 60 * 1000;
const memory = new Map<string, Stored>();

async function remember(key: string, response: Response): Promise<void> {
  const body = await response.arrayBuffer();
  const headers: [string, string][] = [...response.headers, [EDGE_CACHE_HEADER, "HIT"]];
  if (memory.size >= MEMORY_ENTRIES && !memory.has(key)) memory.delete(memory.keys().next().value!);
  memory.set(key, { body, status: response.status, headers, expires: Date.now() + MEMORY_TTL_MS });
}

function recallFresh(key: string): Response | undefined {
  const stored = memory.get(key);
  if (!stored) return undefined;
  if (stored.expires < Date.now()) {
    memory.delete(key);
    return undefined;
  }
  // The body is copied into the response, so the stored bytes stay intact for the next hit.
  return new Response(stored.body, { status: stored.status, headers: stored.headers });
}

function withHeader(response: Response, name: string, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(name, value);
  return copy;
}

function headOnly(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** What renders a page: Remix's request handler, with the inlined stylesheet in its load context. */
export type RenderPage = (request: Request, loadContext: { css: string | null }) => Promise<Response>;

/**
 * The worker's fetch handler for a Remix build. `renderPage` defaults to Remix's handler for
 * that build; unit tests pass a stub to drive the whole pipeline without a built worker.
 */
export function createEdgeHandler(build: ServerBuild, renderPage?: RenderPage) {
  const handleRemix: RenderPage = renderPage ?? createRequestHandler(build, build.mode);
  const assetsVersion = build.assets.version;
  const routeIds = new Set(Object.keys(build.routes));

  async function render(request: Request, url: URL, env: Env, ctx: Ctx): Promise<Response> {
    const caching = env.EDGE_CACHE !== "off";
    const cache = !caching || typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
    const key = cacheKey(url, `${assetsVersion}.${env.CF_VERSION_METADATA?.id ?? "local"}`);
    const inMemory = caching ? recallFresh(key) : undefined;
    if (inMemory) return inMemory;
    const hit = await cache?.match(key);
    if (hit) {
      ctx.waitUntil(remember(key, hit.clone()));
      return withHeader(hit, EDGE_CACHE_HEADER, "HIT");
    }

    // HEAD is answered from the same GET render, so both carry the same status and headers.
    const rendered = await handleRemix(new Request(request, { method: "GET" }), { css: await loadStylesheet(env, url) });
    const response = new Response(rendered.body, rendered);
    const { headers } = response;
    headers.set("Cache-Control", cacheControlFor(response.status));
    applySecurityHeaders(headers);

    if (response.status === 200 && !headers.has("Set-Cookie")) {
      if (cache) ctx.waitUntil(cache.put(key, response.clone()));
      if (caching) ctx.waitUntil(remember(key, response.clone()));
    }
    return withHeader(response, EDGE_CACHE_HEADER, "MISS");
  }

  return async function handle(request: Request, env: Env, ctx: Ctx): Promise<Response> {
    try {
      const url = new URL(request.url);
      const malformed = rejectMalformed(request, url, routeIds);
      if (malformed) return malformed;

      if (request.method !== "GET" && request.method !== "HEAD") {
        return plain(405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
      }

      const moved = resolveRedirect(url);
      const response = moved ? redirectResponse(url, moved.location, moved.status) : await render(request, url, env, ctx);
      return request.method === "HEAD" ? headOnly(response) : response;
    } catch (error) {
      // Never a stack trace to the visitor; the log keeps it.
      console.error(error);
      return plain(500, "Internal Server Error");
    }
  };
}
