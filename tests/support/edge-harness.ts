// The worker's whole request pipeline (app/lib/edge/pipeline.ts), driven in Node with a stub
// renderer in place of Remix, a fake Cache API (`caches.default`), a fake ASSETS binding and
// a ctx.waitUntil that the test awaits. Shared by the tests beside each step in app/lib/edge/.
// A test file that loads the pipeline names the stylesheet bundle first (vi.mock is hoisted
// per file, and cannot use this module's CSS_HREF): the same literal, in
//   vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
// Remix's own request handler is never built: every handler here gets the stub renderer.
// Every expected status, header and limit comes from tests/fixtures/spec.ts, never from app code.
import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { BUILT_PAGES_LIST } from "~/lib/edge/built-pages";
import { EXPLORER_CACHE_VIEWS } from "~/lib/explorer.server";
import { HTTP_POLICY } from "../fixtures/spec";

export const CSS_HREF = "/build/css-bundle-TEST.css";
export const ORIGIN = "https://site.test";
/** The cache key's origin: the site's own, whatever Host a request named (written from content/site's placeholder). */
export const KEY_ORIGIN = "https://www.borntobuild.example.com";
export const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
export const DATA_ROUTE = "routes/_index";

export type Edge = typeof import("~/lib/edge/pipeline");
export type Env = import("~/lib/edge/pipeline").Env;
type LoadContext = { css: string | null };

/**
 * A fresh copy of the pipeline: its memory cache and stylesheet live at module level, per
 * isolate. Other tests share one copy and keep apart by a build version of their own.
 */
export async function freshEdge(): Promise<Edge> {
  vi.resetModules();
  return import("~/lib/edge/pipeline");
}

/** What the stub renderer answers, by path. Each body names the build it came from. */
export function stubRenderer(version: string) {
  const calls: Array<{ method: string; url: string; css: string | null }> = [];
  const render = async (request: Request, context: LoadContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    calls.push({ method: request.method, url: request.url, css: context.css });
    if (pathname === "/boom") throw new Error(`render failed\n    at render (/work/app/secret.ts:1:1)`);
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PAGE_CSP,
      "Cache-Control": "private, max-age=1",
    };
    if (pathname === "/with-cookie") headers["Set-Cookie"] = "a=b";
    if (pathname === "/not-here-dated") headers.Expires = new Date(Date.now() + 600_000).toUTCString();
    // The explorer's loader answers 400 for a view it cannot read (sort=zzz stands for all of them).
    const invalidView = pathname === "/trades/compare" && new URL(request.url).searchParams.get("sort") === "zzz";
    // As Remix does: root's data is 200 on any path (only a page's own loader knows its slugs).
    const rootData = new URL(request.url).searchParams.get("_data") === "root";
    // As Remix's router does for loader data of a route that does not serve the path.
    if (pathname === "/other-route") headers["X-Remix-Error"] = "yes";
    const status = rootData
      ? 200
      : pathname === "/other-route"
        ? 403
        : pathname.startsWith("/not-here")
          ? 404
          : pathname === "/server-error"
            ? 503
            : invalidView
              ? 400
              : 200;
    return new Response(`<html>${pathname} of build ${version} #${calls.length}</html>`, { status, headers });
  };
  return { render, calls };
}

export function stubBuild(version: string): ServerBuild {
  return {
    mode: "production",
    assets: { version },
    routes: { root: {}, [DATA_ROUTE]: { parentId: "root" } },
  } as unknown as ServerBuild;
}

/** A Cache API stand-in: stores clones, counts calls. */
export class FakeCache {
  readonly entries = new Map<string, Response>();
  readonly puts: string[] = [];
  matches = 0;
  async match(key: string): Promise<Response | undefined> {
    this.matches += 1;
    return this.entries.get(String(key))?.clone();
  }
  async put(key: string, response: Response): Promise<void> {
    this.puts.push(String(key));
    this.entries.set(String(key), new Response(await response.arrayBuffer(), response));
  }
}

/**
 * Static assets that answer each request with the next of `answers` (the last one again and
 * again). The built pages' list (built-pages.ts) is not among them: it answers 404, as in a
 * build without built pages, and is not counted in `requested`.
 */
export function fakeAssets(answers: Array<() => Promise<Response>>) {
  const requested: string[] = [];
  const fetch = (input: string) => {
    if (new URL(input).pathname === BUILT_PAGES_LIST)
      return Promise.resolve(new Response("Not Found", { status: 404 }));
    requested.push(String(input));
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  };
  return { binding: { fetch } as unknown as Fetcher, requested };
}

/** The fake Cache API of the running test (a new one before each test, as `caches.default`). */
export let cache: FakeCache;
/** Call once at the top of a test file: a fresh fake Cache API per test, mocks undone after. */
export function installEdgeSandbox() {
  beforeEach(() => {
    cache = new FakeCache();
    vi.stubGlobal("caches", { default: cache });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

let builds = 0;
/**
 * The copy a test file's tests share, one per file: the unit suite runs its files in one module
 * graph per worker (vitest.config.ts), so a copy kept from another file would carry that file's
 * mocks (its redirect rules, say) instead of this one's.
 */
const sharedEdges = new Map<string | undefined, Edge>();
async function sharedEdge(): Promise<Edge> {
  const file = expect.getState().testPath;
  let edge = sharedEdges.get(file);
  if (!edge) sharedEdges.set(file, (edge = await freshEdge()));
  return edge;
}

/** A worker: a handler over a stub build of its own, and a runner that settles waitUntil. */
export async function isolate(options: { version?: string; edge?: Edge; fresh?: boolean } = {}) {
  const version = options.version ?? `t${++builds}`;
  const edge = options.edge ?? (options.fresh ? await freshEdge() : await sharedEdge());
  const { render, calls } = stubRenderer(version);
  const handle = edge.createEdgeHandler(stubBuild(version), { cacheViews: EXPLORER_CACHE_VIEWS, render });
  async function run(path: string | Request, init: RequestInit = {}, env: Env = {}): Promise<Response> {
    const pending: Promise<unknown>[] = [];
    const request = typeof path === "string" ? new Request(new URL(path, ORIGIN), init) : path;
    const response = await handle(request, env, { waitUntil: (p: Promise<unknown>) => void pending.push(p) });
    await Promise.all(pending);
    return response;
  }
  return { edge, run, calls, version };
}

export function expectSecurityHeaders(response: Response, csp: "page" | "non-document") {
  for (const [name, value] of Object.entries(HTTP_POLICY.security))
    expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)(, |$)/);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(\)(, |$)/);
  if (csp === "page") expect(response.headers.get("content-security-policy")).toBe(PAGE_CSP);
  else {
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'"]));
  }
}

/** How many console.error calls mention `what`. */
export const logged = (spy: { mock: { calls: unknown[][] } }, what: string) =>
  spy.mock.calls.filter((c) => c.map(String).join(" ").includes(what)).length;

/**
 * Four requests to a dependency read once per isolate that takes 400 ms while each waits 250 ms
 * for it (fake timers on), started at t=0, 100, 260 and 370, then settled. A at 0 starts read 1;
 * B at 100 waits on it; A gives up at 250 and drops read 1, so C at 260 starts read 2; B gives up
 * on read 1 at 350, and read 2 is not B's to drop, so D at 370 waits on read 2: two reads in all,
 * unless a request that gives up drops a read that is not its own.
 */
export async function staggeredRequests(
  run: (path: string) => Promise<Response>,
  paths: [string, string, string, string],
) {
  const [a, b, c, d] = paths;
  const started = [run(a)];
  await vi.advanceTimersByTimeAsync(100);
  started.push(run(b));
  await vi.advanceTimersByTimeAsync(160);
  started.push(run(c));
  await vi.advanceTimersByTimeAsync(110);
  started.push(run(d));
  await vi.advanceTimersByTimeAsync(1_000);
  await Promise.all(started);
}
