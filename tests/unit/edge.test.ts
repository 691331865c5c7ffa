// The worker's whole request pipeline (app/lib/edge.ts), driven in Node with a stub renderer
// in place of Remix, a fake Cache API (`caches.default`), a fake ASSETS binding and a
// ctx.waitUntil that the test awaits. Every expected status, header and limit comes from
// tests/fixtures/spec.ts (the README's stated policy), never from app/lib/http.ts.
import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as sharedEdge from "~/lib/edge";
import { HTTP_POLICY, SPEC_REDIRECTS } from "../fixtures/spec";

const CSS_HREF = "/build/css-bundle-TEST.css";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
// The tests hand createEdgeHandler their own renderer; Remix's is never built.
vi.mock("@remix-run/cloudflare", () => ({
  createRequestHandler: () => () => Promise.reject(new Error("the tests pass their own renderer")),
}));

const ORIGIN = "https://site.test";
/** The cache key's origin: the site's own, whatever Host a request named (written from content/site's placeholder). */
const KEY_ORIGIN = "https://www.borntobuild.example.com";
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
const DATA_ROUTE = "routes/_index";

type Edge = typeof import("~/lib/edge");
type Env = import("~/lib/edge").Env;
type LoadContext = { css: string | null };

/**
 * A fresh copy of edge.ts: its memory cache and stylesheet live at module level, per isolate.
 * Other tests share one copy and keep apart by a build version of their own.
 */
async function freshEdge(): Promise<Edge> {
  vi.resetModules();
  return import("~/lib/edge");
}

/** What the stub renderer answers, by path. Each body names the build it came from. */
function stubRenderer(version: string) {
  const calls: Array<{ method: string; url: string; css: string | null }> = [];
  const render = async (request: Request, context: LoadContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    calls.push({ method: request.method, url: request.url, css: context.css });
    if (pathname === "/boom") throw new Error(`render failed\n    at render (/work/app/secret.ts:1:1)`);
    const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": PAGE_CSP, "Cache-Control": "private, max-age=1" };
    if (pathname === "/with-cookie") headers["Set-Cookie"] = "a=b";
    if (pathname === "/not-here-dated") headers.Expires = new Date(Date.now() + 600_000).toUTCString();
    // The explorer's loader answers 400 for a view it cannot read (sort=zzz stands for all of them).
    const invalidView = pathname === "/trades/compare" && new URL(request.url).searchParams.get("sort") === "zzz";
    const status = pathname.startsWith("/not-here") ? 404 : pathname === "/server-error" ? 503 : invalidView ? 400 : 200;
    return new Response(`<html>${pathname} of build ${version} #${calls.length}</html>`, { status, headers });
  };
  return { render, calls };
}

function stubBuild(version: string): ServerBuild {
  return { mode: "production", assets: { version }, routes: { root: {}, [DATA_ROUTE]: {} } } as unknown as ServerBuild;
}

/** A Cache API stand-in: stores clones, counts calls. */
class FakeCache {
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

function fakeAssets(answers: Array<() => Promise<Response>>) {
  const requested: string[] = [];
  const fetch = async (input: string) => {
    requested.push(String(input));
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  };
  return { binding: { fetch } as unknown as Fetcher, requested };
}

let builds = 0;

/** A worker: a handler over a stub build of its own, and a runner that settles waitUntil. */
async function isolate(options: { version?: string; edge?: Edge; fresh?: boolean } = {}) {
  const version = options.version ?? `t${++builds}`;
  const edge = options.edge ?? (options.fresh ? await freshEdge() : sharedEdge);
  const { render, calls } = stubRenderer(version);
  const handle = edge.createEdgeHandler(stubBuild(version), render);
  async function run(path: string | Request, init: RequestInit = {}, env: Env = {}): Promise<Response> {
    const pending: Promise<unknown>[] = [];
    const request = typeof path === "string" ? new Request(new URL(path, ORIGIN), init) : path;
    const response = await handle(request, env, { waitUntil: (p) => void pending.push(p) });
    await Promise.all(pending);
    return response;
  }
  return { edge, run, calls, version };
}

function expectSecurityHeaders(response: Response, csp: "page" | "non-document") {
  for (const [name, value] of Object.entries(HTTP_POLICY.security)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)(, |$)/);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(\)(, |$)/);
  if (csp === "page") expect(response.headers.get("content-security-policy")).toBe(PAGE_CSP);
  else {
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'"]));
  }
}

let cache: FakeCache;
beforeEach(() => {
  cache = new FakeCache();
  vi.stubGlobal("caches", { default: cache });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("malformed input is refused before anything else", () => {
  it("414 for a URL over 2,048 characters, not at 2,048", async () => {
    const { run, calls } = await isolate();
    const atLimit = `${ORIGIN}/${"a".repeat(HTTP_POLICY.maxUrlLength - ORIGIN.length - 1)}`;
    expect(atLimit).toHaveLength(HTTP_POLICY.maxUrlLength);
    expect((await run(atLimit)).status).toBe(200);
    const over = await run(`${atLimit}b`);
    expect(over.status).toBe(414);
    expect(await over.text()).toBe("URI Too Long\n");
    expect(over.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expect(over.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expectSecurityHeaders(over, "non-document");
    expect(calls).toHaveLength(1);
  });

  it("431 for more than 32 KiB of headers (name, value and 4 bytes each), not at 32 KiB", async () => {
    const { run } = await isolate();
    // One header: 5 bytes of name + value + 4 = the limit exactly.
    const atLimit = "v".repeat(HTTP_POLICY.maxHeaderBytes - "x-big".length - 4);
    expect((await run("/", { headers: { "x-big": atLimit } })).status).toBe(200);
    const over = await run("/", { headers: { "x-big": `${atLimit}v` } });
    expect(over.status).toBe(431);
    expect(await over.text()).toBe("Request Header Fields Too Large\n");
    expect(over.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(over, "non-document");
    // Many headers count together, 4 bytes of overhead apiece.
    const many: Record<string, string> = {};
    const count = 64;
    const per = HTTP_POLICY.maxHeaderBytes / count - 4 - "x-h00".length;
    for (let i = 0; i < count; i++) many[`x-h${String(i).padStart(2, "0")}`] = "v".repeat(per);
    expect((await run("/", { headers: many })).status).toBe(200);
    many["x-h00"] += "v";
    expect((await run("/", { headers: many })).status).toBe(431);
  });

  it.each([
    ["broken percent-encoding", "/trades/%E0%A4%A", "Bad Request: malformed percent-encoding in the path"],
    ["a lone percent sign", "/%", "Bad Request: malformed percent-encoding in the path"],
    ["NUL", "/trades%00/electrician", "Bad Request: control characters in the path"],
    ["a first control character", "/a%01b", "Bad Request: control characters in the path"],
    ["a last C0 control character", "/a%1Fb", "Bad Request: control characters in the path"],
    ["DEL", "/a%7Fb", "Bad Request: control characters in the path"],
    ["a newline", "/a%0Ab", "Bad Request: control characters in the path"],
    ["an unknown _data route id", `/?_data=routes/nope`, "Bad Request: unknown _data route"],
    ["two _data ids, even known ones", `/?_data=${DATA_ROUTE}&_data=${DATA_ROUTE}`, "Bad Request: unknown _data route"],
    ["a known and an unknown _data id", `/?_data=${DATA_ROUTE}&_data=root2`, "Bad Request: unknown _data route"],
  ])("400 for %s", async (_name, path, text) => {
    const { run, calls } = await isolate();
    const response = await run(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(`${text}\n`);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(response, "non-document");
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["a space", "/a%20b"],
    ["a tilde", "/a%7Eb"],
    ["a known _data id", `/?_data=${DATA_ROUTE}`],
    ["the root route's data", "/?_data=root"],
  ])("lets %s through", async (_name, path) => {
    const { run, calls } = await isolate();
    expect((await run(path)).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("refuses a malformed request before looking at its method", async () => {
    const { run } = await isolate();
    expect((await run("/a%00", { method: "POST" })).status).toBe(400);
  });
});

describe("GET and HEAD only", () => {
  // Node's Request refuses TRACE, TRACK and CONNECT; workerd hands them to the worker.
  const request = (method: string, path = "/") =>
    ({ method, url: `${ORIGIN}${path}`, headers: new Headers() }) as unknown as Request;

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK", "CONNECT", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "get", "head", "QUERY"])(
    "405 for %s, with Allow and no-store",
    async (method) => {
      const { run, calls } = await isolate();
      for (const path of ["/", "/news", "/trades/electrician", "/not-here"]) {
        const response = await run(request(method, path));
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe(HTTP_POLICY.allow);
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
        expect(response.headers.get("location")).toBeNull();
        expect(await response.text()).toBe("Method Not Allowed\n");
        expectSecurityHeaders(response, "non-document");
      }
      expect(calls).toHaveLength(0);
    },
  );

  it("HEAD answers what GET answers, without a body, from a GET render", async () => {
    const { run, calls } = await isolate();
    const head = await run("/trades/electrician", { method: "HEAD" });
    expect(calls).toEqual([expect.objectContaining({ method: "GET" })]);
    expect(head.body).toBeNull();
    expect(await head.text()).toBe("");
    const off = { EDGE_CACHE: "off" };
    const [get, head2] = [await run("/trades/electrician", {}, off), await run("/trades/electrician", { method: "HEAD" }, off)];
    expect(head2.status).toBe(get.status);
    // The stub renders new bytes each time, so each render has its own ETag; all else is equal.
    const withoutEtag = (headers: Headers) => [...headers].filter(([name]) => name !== "etag");
    expect(withoutEtag(head2.headers)).toEqual(withoutEtag(get.headers));
    expect(head2.headers.get("etag")).toMatch(/^"[A-Za-z0-9+/]+"$/);
    expect(await get.text()).toContain("/trades/electrician");
    for (const path of ["/news", "/not-here"]) {
      const [g, h] = [await run(path), await run(path, { method: "HEAD" })];
      expect(h.status).toBe(g.status);
      expect(h.headers.get("location")).toBe(g.headers.get("location"));
      expect(h.headers.get("cache-control")).toBe(g.headers.get("cache-control"));
      expect(await h.text()).toBe("");
    }
  });
});

describe("redirects", () => {
  it.each(SPEC_REDIRECTS.map(([from, to, status]) => [from, to, status] as const))("%s → %s (%i), query kept", async (from, to, status) => {
    const { run, calls } = await isolate();
    for (const [path, location] of [[from, to], [`${from}?utm_source=flyer&x=1`, `${to}?utm_source=flyer&x=1`]] as const) {
      const response = await run(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("location"), path).toBe(location);
      expect(response.headers.get("cache-control"), path).toBe(status === 301 ? HTTP_POLICY.cache.permanentRedirect : HTTP_POLICY.cache.noStore);
      expect(await response.text()).toBe("");
      expectSecurityHeaders(response, "non-document");
    }
    expect(calls).toHaveLength(0);
  });

  it("sends the other form of a page's URL to the canonical one", async () => {
    const { run } = await isolate();
    const painter = await run("/painter?a=b");
    expect([painter.status, painter.headers.get("location")]).toEqual([301, "/painter/?a=b"]);
    const slash = await run("/trades/electrician/");
    expect([slash.status, slash.headers.get("location"), slash.headers.get("cache-control")]).toEqual([301, "/trades/electrician", HTTP_POLICY.cache.permanentRedirect]);
  });

  it.each([
    ["/news", "/blog", 301],
    ["/contact-us", "/", 302],
    ["/painter", "/painter/", 301],
  ] as const)("answers Remix's data request for %s with 204 and X-Remix-Redirect", async (from, to, status) => {
    const { run, calls } = await isolate();
    const response = await run(`${from}?x=1&_data=${DATA_ROUTE}&y=2`);
    expect(response.status).toBe(204);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-remix-redirect")).toBe(`${to}?x=1&y=2`);
    expect(response.headers.get("x-remix-status")).toBe(String(status));
    expect(response.headers.get("cache-control")).toBe(status === 301 ? HTTP_POLICY.cache.permanentRedirect : HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(response, "non-document");
    expect(await response.text()).toBe("");
    const bare = await run(`${from}?_data=${DATA_ROUTE}`);
    expect(bare.headers.get("x-remix-redirect")).toBe(to);
    expect(calls).toHaveLength(0);
  });
});

describe("rendered pages", () => {
  it("carry the page cache policy and every security header, keeping the page's own CSP", async () => {
    const { run, version } = await isolate();
    const response = await run("/trades/electrician");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectSecurityHeaders(response, "page");
    expect(await response.text()).toBe(`<html>/trades/electrician of build ${version} #1</html>`);
  });

  it.each([
    ["/not-here", 404, HTTP_POLICY.cache.notFound],
    ["/server-error", 503, HTTP_POLICY.cache.noStore],
  ] as const)("%s: status %i with its cache policy and security headers", async (path, status, cacheControl) => {
    const { run } = await isolate();
    const response = await run(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expectSecurityHeaders(response, "page");
  });

  it("a renderer that throws gives a bare 500: no stack, no path, no-store", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { run } = await isolate();
    const response = await run("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe("Internal Server Error\n");
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(response, "non-document");
    expect(logged).toHaveBeenCalledOnce();
    expect(cache.puts).toEqual([]);
  });
});

describe("the edge cache", () => {
  it("keys by path, _data and build version; other query strings make no entry", async () => {
    const { edge } = await isolate();
    const url = new URL(`${ORIGIN}/trades/electrician?utm_source=x&_data=${DATA_ROUTE}&b=2`);
    expect(edge.cacheKey(url, "abc.v9")).toBe(`${KEY_ORIGIN}/trades/electrician?__build=abc.v9&_data=routes%2F_index`);
    expect(edge.cacheKey(new URL(`${ORIGIN}/blog?page=2`), "abc.v9")).toBe(`${KEY_ORIGIN}/blog?__build=abc.v9`);
  });

  it("the trade explorer and its CSV: the view in its normal form is part of the key; unknown parameters are not; every invalid view shares one key", async () => {
    const { edge } = await isolate();
    const key = (path: string) => edge.cacheKey(new URL(`${ORIGIN}${path}`), "v1");
    const page = `${KEY_ORIGIN}/trades/compare?__build=v1`;
    expect(key("/trades/compare")).toBe(`${page}&view=`);
    expect(key("/trades/compare?utm_source=x&sort=pay&dir=desc")).toBe(`${page}&view=`);
    expect(key("/trades/compare?pick=plumber&sort=name&pick=electrician&demand=high&demand=very-high&fbclid=1")).toBe(
      `${page}&view=${encodeURIComponent("sort=name&demand=very-high&demand=high&pick=electrician&pick=plumber")}`,
    );
    expect(key(`/trades/compare?_data=${encodeURIComponent("routes/trades.compare")}&years=3`)).toBe(`${page}&_data=routes%2Ftrades.compare&view=years%3D3`);
    expect(key("/trades/compare.csv?years=4&years=4")).toBe(`${KEY_ORIGIN}/trades/compare.csv?__build=v1&view=years%3D4`);
    for (const junk of ["sort=zzz", "sort=a1", "pick=nobody", "demand=low&x=1", "demand=HIGH", "sort=NAME", "pick=Plumber"]) expect(key(`/trades/compare?${junk}`), junk).toBe(`${page}&view=invalid`);
    // Other pages never read these parameters.
    expect(key("/trades?sort=name")).toBe(`${KEY_ORIGIN}/trades?__build=v1`);
  });

  it("an invalid explorer view is rendered (its 400) and never kept; a valid one is kept once for every spelling", async () => {
    const { run, calls } = await isolate();
    for (let i = 0; i < 2; i++) expect((await run("/trades/compare?sort=zzz")).status).toBe(400);
    expect(calls).toHaveLength(2);
    expect(cache.puts).toEqual([]);
    expect((await run("/trades/compare?pick=plumber&pick=builder")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await run("/trades/compare?pick=builder&pick=plumber&utm_medium=a")).headers.get("x-edge-cache")).toBe("HIT");
    expect((await run("/trades/compare?pick=builder")).headers.get("x-edge-cache")).toBe("MISS");
    expect(cache.puts).toHaveLength(2);
  });

  it("renders once, then answers from memory: MISS, then HIT, whatever the other query", async () => {
    const { run, calls, version } = await isolate();
    const first = await run("/blog");
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    const body = await first.text();
    for (const path of ["/blog", "/blog?utm_source=a", "/blog?page=2&x"]) {
      const again = await run(path);
      expect(again.headers.get("x-edge-cache"), path).toBe("HIT");
      expect(await again.text()).toBe(body);
      expect(again.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
      expectSecurityHeaders(again, "page");
    }
    expect(calls).toHaveLength(1);
    expect(cache.puts).toEqual([`${KEY_ORIGIN}/blog?__build=${version}.local`]);
    // Loader data for the same path is another entry.
    const data = await run(`/blog?_data=${DATA_ROUTE}`);
    expect(data.headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(2);
  });

  it("answers from the Cache API in a fresh isolate, then from its own memory", async () => {
    const one = await isolate({ version: "cache-api" });
    await one.run("/about");
    expect(cache.entries.size).toBe(1);
    const two = await isolate({ version: "cache-api", fresh: true });
    const hit = await two.run("/about");
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(await hit.text()).toBe("<html>/about of build cache-api #1</html>");
    expect(hit.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(two.calls).toHaveLength(0);
    cache.entries.clear();
    const fromMemory = await two.run("/about");
    expect(fromMemory.headers.get("x-edge-cache")).toBe("HIT");
    expect(await fromMemory.text()).toBe("<html>/about of build cache-api #1</html>");
    expect(two.calls).toHaveLength(0);
  });

  it("never serves another build's page: a new client build or worker version renders afresh", async () => {
    const v1 = await isolate({ version: "v1" });
    await v1.run("/", {}, { CF_VERSION_METADATA: { id: "w1" } });
    // Same isolate memory and Cache API, new client build.
    const v2 = await isolate({ version: "v2", edge: v1.edge });
    const fresh = await v2.run("/", {}, { CF_VERSION_METADATA: { id: "w1" } });
    expect(fresh.headers.get("x-edge-cache")).toBe("MISS");
    expect(await fresh.text()).toBe("<html>/ of build v2 #1</html>");
    // Same client build, new worker version.
    const otherWorker = await v2.run("/", {}, { CF_VERSION_METADATA: { id: "w2" } });
    expect(otherWorker.headers.get("x-edge-cache")).toBe("MISS");
    expect(v2.calls).toHaveLength(2);
    expect(cache.puts).toEqual([`${KEY_ORIGIN}/?__build=v1.w1`, `${KEY_ORIGIN}/?__build=v2.w1`, `${KEY_ORIGIN}/?__build=v2.w2`]);
    // And each keeps its own.
    expect(await (await v1.run("/", {}, { CF_VERSION_METADATA: { id: "w1" } })).text()).toBe("<html>/ of build v1 #1</html>");
  });

  it.each([
    ["a 404", "/not-here"],
    ["a 503", "/server-error"],
    ["a 200 that sets a cookie", "/with-cookie"],
  ])("does not keep %s", async (_name, path) => {
    const { run, calls } = await isolate();
    for (let i = 0; i < 2; i++) expect((await run(path)).headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(2);
    expect(cache.puts).toEqual([]);
  });

  it("EDGE_CACHE=off renders every request and keeps nothing", async () => {
    const { run, calls, version } = await isolate();
    cache.entries.set(`${KEY_ORIGIN}/blog?__build=${version}.local`, new Response("stale", { status: 200 }));
    for (let i = 0; i < 2; i++) {
      const response = await run("/blog", {}, { EDGE_CACHE: "off" });
      expect(response.headers.get("x-edge-cache")).toBe("MISS");
      expect(await response.text()).toBe(`<html>/blog of build ${version} #${i + 1}</html>`);
    }
    expect(cache.matches).toBe(0);
    expect(cache.puts).toEqual([]);
    // Nothing was remembered in memory either.
    cache.entries.clear();
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(3);
  });

  it("works without the Cache API (workerd bare), from memory alone", async () => {
    vi.unstubAllGlobals();
    expect(typeof caches).toBe("undefined");
    const { run, calls } = await isolate();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("HIT");
    expect(calls).toHaveLength(1);
    // No Cache API is not a fault: nothing is tried, nothing logged.
    expect(errors).not.toHaveBeenCalled();
  });

  it("forgets a page kept in memory after an hour", async () => {
    vi.unstubAllGlobals();
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const { run, calls } = await isolate();
    await run("/blog");
    now.mockReturnValue(1_000_000 + 60 * 60 * 1000 - 1);
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("HIT");
    now.mockReturnValue(1_000_000 + 60 * 60 * 1000);
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(2);
    expect((await run("/blog")).headers.get("x-edge-cache")).toBe("HIT");
  });

  it("keeps at most 256 pages in memory, dropping the oldest first", async () => {
    vi.unstubAllGlobals();
    const { run, calls } = await isolate({ fresh: true });
    for (let i = 0; i < 256; i++) await run(`/p${i}`);
    expect((await run("/p0")).headers.get("x-edge-cache")).toBe("HIT");
    await run("/p256");
    expect((await run("/p0")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await run("/p2")).headers.get("x-edge-cache")).toBe("HIT");
    expect((await run("/p256")).headers.get("x-edge-cache")).toBe("HIT");
    expect(calls).toHaveLength(258);
  });

  it("a memory hit leaves the kept bytes intact for the next", async () => {
    const { run, version } = await isolate();
    await run("/blog");
    const texts = [await (await run("/blog")).text(), await (await run("/blog")).text()];
    expect(texts).toEqual([`<html>/blog of build ${version} #1</html>`, `<html>/blog of build ${version} #1</html>`]);
  });
});

describe("the inlined stylesheet", () => {
  const css = "body{color:#123}";
  const ok = () => Promise.resolve(new Response(css, { status: 200 }));

  it("is read once from the static assets and handed to every render", async () => {
    const assets = fakeAssets([ok]);
    const { run, calls } = await isolate({ fresh: true });
    await run("/blog", {}, { ASSETS: assets.binding, EDGE_CACHE: "off" });
    await run("/about", {}, { ASSETS: assets.binding, EDGE_CACHE: "off" });
    expect(assets.requested).toEqual([`${ORIGIN}${CSS_HREF}`]);
    expect(calls.map((c) => c.css)).toEqual([css, css]);
  });

  it.each([
    ["answers 404", () => Promise.resolve(new Response("nope", { status: 404 }))],
    ["fails", () => Promise.reject(new Error("network"))],
  ])("renders without it when ASSETS %s, and tries again on the next request", async (_name, failure) => {
    const assets = fakeAssets([failure, ok]);
    const { run, calls } = await isolate({ fresh: true });
    const first = await run("/blog", {}, { ASSETS: assets.binding, EDGE_CACHE: "off" });
    expect(first.status).toBe(200);
    await run("/blog", {}, { ASSETS: assets.binding, EDGE_CACHE: "off" });
    await run("/blog", {}, { ASSETS: assets.binding, EDGE_CACHE: "off" });
    expect(calls.map((c) => c.css)).toEqual([null, css, css]);
    expect(assets.requested).toHaveLength(2);
  });

  it("is null without an ASSETS binding", async () => {
    const { run, calls } = await isolate({ fresh: true });
    await run("/blog", {}, { EDGE_CACHE: "off" });
    expect(calls.map((c) => c.css)).toEqual([null]);
  });
});

describe("faults degrade, never break (issue 14)", () => {
  const sha256 = async (text: string) => `"${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64").replace(/=+$/, "")}"`;
  const logged = (spy: { mock: { calls: unknown[][] } }, what: string) => spy.mock.calls.filter((c) => c.map(String).join(" ").includes(what)).length;

  it.each([
    ["throws", () => { throw new Error("match threw"); }],
    ["rejects", () => Promise.reject(new Error("match rejected"))],
  ])("a Cache API lookup that %s: rendered afresh, logged once per isolate", async (_how, match) => {
    vi.stubGlobal("caches", { default: { match, put: async () => undefined } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run, calls } = await isolate({ fresh: true });
    for (const path of ["/a", "/b", "/c"]) {
      const response = await run(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-edge-cache")).toBe("MISS");
    }
    expect(calls).toHaveLength(3);
    expect(logged(errors, "Cache API lookup")).toBe(1);
  });

  it("a Cache API lookup that never answers costs a visitor about 100 ms, not the wait", async () => {
    vi.stubGlobal("caches", { default: { match: () => new Promise(() => undefined), put: async () => undefined } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run } = await isolate({ fresh: true });
    const started = performance.now();
    const response = await run("/slow");
    const waited = performance.now() - started;
    expect(response.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1_000);
    expect(logged(errors, "no answer within 100 ms")).toBe(1);
  });

  it.each([
    ["throws", () => { throw new Error("put threw"); }],
    ["rejects", () => Promise.reject(new Error("put rejected"))],
  ])("a Cache API store that %s: the page is served, logged once", async (_how, put) => {
    vi.stubGlobal("caches", { default: { match: async () => undefined, put } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run } = await isolate({ fresh: true });
    for (const path of ["/d", "/e"]) expect((await run(path)).status).toBe(200);
    expect(logged(errors, "Cache API store")).toBe(1);
  });

  it.each([
    ["never answers", () => new Promise<Response>(() => undefined), "no answer within 250 ms"],
    ["answers 500", async () => new Response("no", { status: 500 }), "stylesheet answered 500"],
  ])("a stylesheet fetch that %s: linked, not kept, tried again, logged once", async (_how, answer, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assets = fakeAssets([answer, answer, async () => new Response("body{color:red}")]);
    const { run, calls } = await isolate({ fresh: true });
    const first = await run("/styled", {}, { ASSETS: assets.binding });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expect(cache.puts).toEqual([]);
    const second = await run("/styled", {}, { ASSETS: assets.binding });
    expect(second.headers.get("x-edge-cache")).toBe("MISS");
    const third = await run("/styled", {}, { ASSETS: assets.binding });
    expect(third.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(calls.map((c) => c.css)).toEqual([null, null, "body{color:red}"]);
    expect(assets.requested).toHaveLength(3);
    expect(cache.puts).toHaveLength(1);
    expect(logged(errors, message)).toBe(1);
    expect(logged(errors, "edge: stylesheet failed")).toBe(1);
  });

  it("a slow stylesheet is read once at a time: a render that gives up leaves a newer read alone", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      // Every read takes 400 ms; a render waits 250 ms for it.
      const assets = fakeAssets([() => new Promise((resolve) => setTimeout(() => resolve(new Response("body{}")), 400))]);
      const { run } = await isolate({ fresh: true });
      const env = { ASSETS: assets.binding };
      const a = run("/a", {}, env); // t=0: read 1 starts
      await vi.advanceTimersByTimeAsync(100);
      const b = run("/b", {}, env); // t=100: waits on read 1
      await vi.advanceTimersByTimeAsync(160);
      const c = run("/c", {}, env); // t=260: A gave up at 250 and dropped read 1, so read 2 starts
      await vi.advanceTimersByTimeAsync(100);
      // t=360: B gave up on read 1; read 2 is not B's to drop. D, at t=370, waits on read 2.
      await vi.advanceTimersByTimeAsync(10);
      const d = run("/d", {}, env);
      await vi.advanceTimersByTimeAsync(1_000);
      await Promise.all([a, b, c, d]);
      expect(assets.requested).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a healthy render logs nothing and leaves no timer behind", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const assets = fakeAssets([async () => new Response("body{}")]);
      const { run } = await isolate({ fresh: true });
      expect((await run("/healthy", {}, { ASSETS: assets.binding })).status).toBe(200);
      expect((await run("/healthy", {}, { ASSETS: assets.binding })).headers.get("x-edge-cache")).toBe("HIT");
      expect(errors).not.toHaveBeenCalled();
      // Each bounded wait (Cache API lookup, stylesheet) cancels its timer once answered.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a page's own Expires never lengthens the policy of a 404", async () => {
    const { run } = await isolate();
    expect((await run("/not-here-dated")).headers.get("cache-control")).toBe(HTTP_POLICY.cache.notFound);
  });

  it("every 200 carries a strong ETag, the SHA-256 of its bytes; If-None-Match answers 304 for GET and HEAD", async () => {
    const { run } = await isolate();
    const page = await run("/tagged");
    const body = await page.text();
    const etag = page.headers.get("etag")!;
    expect(etag).toBe(await sha256(body));
    for (const [method, condition] of [["GET", etag], ["HEAD", etag], ["GET", `W/${etag}`], ["GET", `"x", ${etag}`], ["GET", " * "]] as const) {
      const response = await run("/tagged", { method, headers: { "If-None-Match": condition } });
      expect(response.status, `${method} ${condition}`).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("content-type")).toBeNull();
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    }
    expect((await run("/tagged", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
    const missing = await run("/not-here", { headers: { "If-None-Match": "*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });

  it("says Vary: Accept-Encoding on pages, 404s and refusals alike", async () => {
    const { run } = await isolate();
    for (const [path, init] of [["/v", {}], ["/not-here", {}], ["/v", { method: "POST" }], ["/%E0%A4%A", {}]] as const) {
      expect((await run(path, init)).headers.get("vary"), path).toBe("Accept-Encoding");
    }
  });

  it("a page with its own Expires is kept until then and no longer, by every cache, never stale", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-23T10:00:00Z"));
    const expires = new Date(Date.parse("2026-11-23T10:10:00Z")).toUTCString();
    const { edge, version } = await isolate({ fresh: true });
    const render = async () => new Response("<html>dated</html>", { headers: { "Content-Type": "text/html", Expires: expires } });
    const handle = edge.createEdgeHandler(stubBuild(version), render);
    const run = async () => {
      const pending: Promise<unknown>[] = [];
      const response = await handle(new Request(`${ORIGIN}/dated`), {}, { waitUntil: (p) => void pending.push(p) });
      await Promise.all(pending);
      return response;
    };
    expect((await run()).headers.get("cache-control")).toBe("public, max-age=300, s-maxage=600");
    now.mockReturnValue(Date.parse("2026-11-23T10:08:00Z"));
    const hit = await run();
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    now.mockReturnValue(Date.parse("2026-11-23T10:10:00Z"));
    const stored = cache.puts.length;
    const after = await run();
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(after.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=0");
    // Rendered at the very instant it expires: not kept anywhere.
    expect(cache.puts).toHaveLength(stored);
  });

  it("a page an older build left in the Cache API is sent with today's headers, and its memory copy says HIT once", async () => {
    const { run, version } = await isolate();
    cache.entries.set(`${KEY_ORIGIN}/old?__build=${version}.local`, new Response("<html>old</html>", {
      headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=31536000", "Strict-Transport-Security": "max-age=60", "X-Edge-Cache": "MISS" },
    }));
    for (const attempt of ["from the Cache API", "from memory"]) {
      const response = await run("/old");
      expect(response.headers.get("x-edge-cache"), attempt).toBe("HIT");
      expect(response.headers.get("cache-control"), attempt).toBe(HTTP_POLICY.cache.page);
      expect(response.headers.get("strict-transport-security"), attempt).toBe(HTTP_POLICY.security["strict-transport-security"]);
      expect(await response.text()).toBe("<html>old</html>");
    }
  });
});
