/**
 * The Worker's request pipeline, in the order a request meets it:
 *   refuse malformed input (4xx) → 405 for methods other than GET/HEAD → legacy and
 *   canonical redirects → edge cache → Remix render → cache and security headers → 304.
 * Static files never get here: Workers Static Assets answers them first.
 *
 * Every dependency may fail: a Cache API that throws, rejects or stalls, and a stylesheet
 * fetch that fails or never settles, each cost the visitor a bounded wait and a fresh render,
 * never a 500 or a hang (README, "When something fails").
 */
import { cssBundleHref } from "@remix-run/css-bundle";
import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { SITE_ORIGIN } from "~content/site";
import { TRADES } from "~content/trades";
import { EXPLORER_CSV_PATH, EXPLORER_PATH, parseExplorerQuery } from "./explorer";
import { CACHE_CONTROL, applySecurityHeaders, cacheControlFor, cacheControlUntil, refreshSecurityHeaders } from "./http";
import { resolveRedirect } from "./redirects";

/** Longer URLs are refused rather than parsed, routed and logged. */
export const MAX_URL_LENGTH = 2048;
/** No visitor's browser sends this much; refusing it early keeps logs and caches clean. */
export const MAX_HEADER_BYTES = 32 * 1024;
const ALLOWED_METHODS = "GET, HEAD";
/** Header telling a test (or a curious engineer) whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
/**
 * How long a visitor waits for the Cache API before the page is rendered afresh. Measured
 * here (Miniflare, two shared cores under load): a page from the Cache API took 29 to 51 ms
 * end to end against 11 to 15 ms from memory, so a healthy lookup is 15 to 35 ms at worst; a
 * fresh render costs 5.5 to 9.5 ms on a quiet machine (README, Performance). 100 ms is three
 * times the slowest healthy lookup seen: past it the cache is sick, rendering is the faster
 * answer, and the most a sick cache adds to a visit is a tenth of a second.
 */
export const CACHE_WAIT_MS = 100;
/**
 * How long a render waits for the stylesheet from the static assets (about 5.5 KiB, read once
 * per isolate) before it links the file instead of inlining it: a fetch from the same
 * machine's assets, so a quarter of a second means it is not coming.
 */
export const STYLESHEET_WAIT_MS = 250;

type Ctx = Pick<ExecutionContext, "waitUntil">;
/** Bindings from wrangler.toml: the static assets (absent when workerd runs the bundle bare). */
export type Env = {
  ASSETS?: Fetcher;
  CF_VERSION_METADATA?: { id: string };
  /** "off" renders every request afresh (the benchmark's "rendered fresh" row); unset in production. */
  EDGE_CACHE?: string;
};

/** A dependency's fault is logged once per isolate and kind, not once per request. */
const reported = new Set<string>();
function reportOnce(what: string, error: unknown) {
  if (reported.has(what)) return;
  reported.add(what);
  console.error(`edge: ${what} failed; serving without it (logged once per isolate)`, error);
}

/** A dependency that failed or did not answer in time (logged by `within`). */
const UNAVAILABLE = Symbol("unavailable");

/** The outcome of `work`, or UNAVAILABLE when it throws, rejects or takes longer than `ms`. */
async function within<T>(what: string, ms: number, work: () => Promise<T>): Promise<T | typeof UNAVAILABLE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof UNAVAILABLE>((resolve) => (timer = setTimeout(() => resolve(UNAVAILABLE), ms)));
  try {
    const outcome = await Promise.race([Promise.resolve().then(work), timeout]);
    if (outcome === UNAVAILABLE) reportOnce(what, new Error(`no answer within ${ms} ms`));
    return outcome;
  } catch (error) {
    reportOnce(what, error);
    return UNAVAILABLE;
  } finally {
    clearTimeout(timer);
  }
}

/** The stylesheet load under way or done; cleared after a failure so a later render tries again. */
let stylesheet: Promise<string> | undefined;

/**
 * The stylesheet's text, read once per isolate from the static assets, to inline into pages;
 * null (the page links the file instead) when it cannot be read in time. `degraded` says a
 * stylesheet exists but was not read, so the page must not be kept as a normal one.
 */
async function loadStylesheet(env: Env, url: URL): Promise<{ css: string | null; degraded: boolean }> {
  if (!cssBundleHref || !env.ASSETS) return { css: null, degraded: false };
  const assets = env.ASSETS;
  const attempt = (stylesheet ??= assets.fetch(new URL(cssBundleHref, url).toString()).then((response) => {
    if (!response.ok) throw new Error(`stylesheet answered ${response.status}`);
    return response.text();
  }));
  const css = await within("stylesheet", STYLESHEET_WAIT_MS, () => attempt);
  if (css !== UNAVAILABLE) return { css, degraded: false };
  if (stylesheet === attempt) stylesheet = undefined; // the next render tries again
  return { css: null, degraded: true };
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControlFor(status), Vary: "Accept-Encoding", ...extra });
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
    const target = new URL(location, url.origin);
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

const TRADE_SLUGS = TRADES.map((trade) => trade.slug);
/** Pages whose content is chosen by their query (the trade explorer and its CSV). */
const VIEW_PATHS = new Set([EXPLORER_PATH, EXPLORER_CSV_PATH]);
/** The one key every invalid explorer query shares: its 400 is never stored, so this key never fills. */
export const INVALID_VIEW = "invalid";

/**
 * The edge cache key: the canonical path (and Remix's _data route id) under the build version,
 * on the site's own origin. Never the Host header or a raw variant of the path: every variant
 * was redirected before this, and unknown paths are 404s, which are not cached, so no URL a
 * visitor can make adds an entry. Query parameters never change a page, except the trade
 * explorer's own: its view, validated and in its one normal form (explorer.ts), so the same
 * view spelled two ways is one entry, unknown parameters add none, and every invalid view
 * (a 400, never stored) shares one key. A new deploy (new version: client assets and the
 * uploaded worker's version id) never sees the previous build's HTML.
 */
export function cacheKey(url: URL, version: string): string {
  const key = new URL(SITE_ORIGIN);
  key.pathname = url.pathname;
  key.searchParams.set("__build", version);
  const data = url.searchParams.get("_data");
  if (data !== null) key.searchParams.set("_data", data);
  if (VIEW_PATHS.has(url.pathname)) {
    const parsed = parseExplorerQuery(url.searchParams, TRADE_SLUGS);
    key.searchParams.set("view", parsed.ok ? parsed.search : INVALID_VIEW);
  }
  return key.toString();
}

/**
 * Rendered pages kept in the isolate's memory in front of the Cache API: it saves the Cache
 * API round trip for the pages an isolate serves again and again. Pages change with a deploy
 * (a new isolate, a new key); entries expire after an hour, or sooner where the page says when
 * it goes stale (the privacy policy, at Adelaide midnight). Bounded in count. An entry is kept
 * ready to send (bytes and final headers, HIT marker included): a hit builds one Response.
 */
type Stored = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number; deadline: number | null };
const MEMORY_ENTRIES = 256;
const MEMORY_TTL_MS = 60 * 60 * 1000;
const memory = new Map<string, Stored>();

async function remember(key: string, response: Response, expires: number): Promise<void> {
  const body = await response.arrayBuffer();
  const headers: [string, string][] = [...response.headers].filter(([name]) => name !== EDGE_CACHE_HEADER.toLowerCase());
  headers.push([EDGE_CACHE_HEADER, "HIT"]);
  if (memory.size >= MEMORY_ENTRIES && !memory.has(key)) memory.delete(memory.keys().next().value!);
  memory.set(key, { body, status: response.status, headers, expires, deadline: expiresAt(response.headers) });
}

function recallFresh(key: string): Response | undefined {
  const stored = memory.get(key);
  if (!stored) return undefined;
  if (stored.expires <= Date.now()) {
    memory.delete(key);
    return undefined;
  }
  // The body is copied into the response, so the stored bytes stay intact for the next hit.
  const response = new Response(stored.body, { status: stored.status, headers: stored.headers });
  // A page with its own end of life is fresh for less time with every hit.
  if (stored.deadline !== null) response.headers.set("Cache-Control", cacheControlUntil((stored.deadline - Date.now()) / 1000));
  return response;
}

/** When a page stops being fresh: its own `Expires` (set by its loader), if any. */
function expiresAt(headers: Headers): number | null {
  const expires = headers.get("Expires");
  if (expires === null) return null;
  const at = Date.parse(expires);
  return Number.isNaN(at) ? 0 : at;
}

/** How long the isolate's memory keeps a page: an hour, or less where the page says so. */
const memoryExpiry = (headers: Headers, now: number) => Math.min(now + MEMORY_TTL_MS, expiresAt(headers) ?? Infinity);

/** Cache-Control and the security headers as this build sets them today. */
function applyPolicy(headers: Headers, status: number, now: number) {
  const expires = expiresAt(headers);
  headers.set("Cache-Control", status === 200 && expires !== null ? cacheControlUntil((expires - now) / 1000) : cacheControlFor(status));
  headers.set("Vary", "Accept-Encoding");
  refreshSecurityHeaders(headers);
}

/** A strong validator: the SHA-256 of the exact bytes sent. */
async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  // 32 bytes are 44 base64 characters, the last one always the padding "=", which is dropped.
  return `"${btoa(binary).slice(0, -1)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, `*` matches any current page. */
function notModified(request: Request, response: Response): Response | null {
  const condition = request.headers.get("If-None-Match");
  const etag = response.headers.get("ETag");
  // Only a rendered 200 carries an ETag, so a 404 never answers 304, not even to `*`.
  if (condition === null || etag === null) return null;
  const opaque = (tag: string) => {
    const trimmed = tag.trim();
    return trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed;
  };
  // Header values arrive trimmed (Fetch), so " * " is "*" already.
  const matches = condition === "*" || condition.split(",").some((tag) => opaque(tag) === opaque(etag));
  if (!matches) return null;
  const headers = new Headers(response.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Response(null, { status: 304, headers });
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

  /** The Cache API's answer, or undefined when it has none, fails or takes too long. */
  async function lookUp(cache: Cache, key: string): Promise<Response | undefined> {
    const hit = await within("Cache API lookup", CACHE_WAIT_MS, () => cache.match(key));
    return hit === UNAVAILABLE ? undefined : hit;
  }

  function store(cache: Cache | undefined, key: string, response: Response, expires: number, ctx: Ctx) {
    if (cache) {
      // A synchronous throw, a rejection: the visitor already has the page; log once, move on.
      const copy = response.clone();
      ctx.waitUntil(Promise.resolve().then(() => cache.put(key, copy)).catch((error) => reportOnce("Cache API store", error)));
    }
    ctx.waitUntil(remember(key, response.clone(), expires));
  }

  async function render(request: Request, url: URL, env: Env, ctx: Ctx): Promise<Response> {
    const caching = env.EDGE_CACHE !== "off";
    const cache = !caching || typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
    const key = cacheKey(url, `${assetsVersion}.${env.CF_VERSION_METADATA?.id ?? "local"}`);
    const inMemory = caching ? recallFresh(key) : undefined;
    if (inMemory) return inMemory;
    const hit = cache ? await lookUp(cache, key) : undefined;
    const now = Date.now();
    // A kept page past its own Expires (a cache that keeps it longer) is rendered afresh.
    if (hit && (expiresAt(hit.headers) ?? Infinity) > now) {
      const fresh = new Response(hit.body, hit);
      applyPolicy(fresh.headers, fresh.status, now);
      fresh.headers.set(EDGE_CACHE_HEADER, "HIT");
      ctx.waitUntil(remember(key, fresh.clone(), memoryExpiry(fresh.headers, now)));
      return fresh;
    }

    // HEAD is answered from the same GET render, so both carry the same status and headers.
    const { css, degraded } = await loadStylesheet(env, url);
    const rendered = await handleRemix(new Request(request, { method: "GET" }), { css });
    const body = await rendered.arrayBuffer();
    const headers = new Headers(rendered.headers);
    const renderedAt = Date.now();
    applyPolicy(headers, rendered.status, renderedAt);
    if (rendered.status === 200) headers.set("ETag", await etagOf(body));
    if (degraded) headers.set("Cache-Control", CACHE_CONTROL.none); // a page without its inlined styles is not kept
    const response = new Response(body, { status: rendered.status, statusText: rendered.statusText, headers });

    const expires = memoryExpiry(headers, renderedAt);
    if (caching && response.status === 200 && !degraded && !headers.has("Set-Cookie") && expires > renderedAt) {
      store(cache, key, response, expires, ctx);
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
      const conditional = notModified(request, response);
      if (conditional) return conditional;
      return request.method === "HEAD" ? headOnly(response) : response;
    } catch (error) {
      // Never a stack trace to the visitor; the log keeps it.
      console.error(error);
      return plain(500, "Internal Server Error");
    }
  };
}
