// The pages `npm run build` rendered (built-pages.ts), through the whole pipeline: served from the
// static assets without a render, for this build only and only inside the window they stand for;
// every fault of the assets (a list or a page that fails, stalls or is missing) is a render instead.
import { describe, expect, it, vi } from "vitest";
import {
  CSS_HREF,
  ORIGIN,
  cache,
  expectSecurityHeaders,
  isolate,
  installEdgeSandbox,
  logged,
  PAGE_CSP,
  staggeredRequests,
} from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

const LIST = "/_pages/pages.json";
const FILE = "/_pages/0123456789abcdef.html";
const BODY = "<html>/about as the build rendered it</html>";
const ETAG = '"built-etag"';

type Answer = () => Promise<Response>;
const json =
  (value: unknown): Answer =>
  async () =>
    new Response(JSON.stringify(value), { status: 200 });
const html: Answer = async () => new Response(BODY, { status: 200 });
const css: Answer = async () => new Response("body{color:#123}", { status: 200 });
const never: Answer = () => new Promise<Response>(() => undefined);

/** One window of /about: its file, rendered as at `renderedAt`, until `until`. */
const window = ({
  file = FILE,
  etag = ETAG,
  renderedAt = Date.now() - 60_000,
  until = null as number | null,
} = {}) => ({
  file,
  // As rendered: the render's own Cache-Control, which the pipeline sets afresh.
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    ["content-security-policy", PAGE_CSP],
    ["cache-control", "private, max-age=1"],
    ["etag", etag],
    ...(until === null ? [] : [["expires", new Date(until).toUTCString()]]),
  ],
  renderedAt,
  until,
});
/** The build's list for `version`: /about, in one window or those given. */
const list = (version: string, only: Parameters<typeof window>[0] = {}, windows = [window(only)]) => ({
  version,
  pages: { "/about": windows },
});

/** Static assets that answer by path (the list, the page's file, the stylesheet), counting each request. */
function assets(answers: Record<string, Answer[]>) {
  const requested: string[] = [];
  const binding = {
    fetch: (input: string) => {
      const path = new URL(input).pathname;
      requested.push(path);
      const queue = answers[path];
      if (!queue) return Promise.resolve(new Response("Not Found", { status: 404 }));
      return (queue.length > 1 ? queue.shift()! : queue[0]!)();
    },
  } as unknown as Fetcher;
  return { binding, requested };
}

describe("pages the build rendered", () => {
  it("are served from the static assets without a render, with this build's cache and security headers", async () => {
    const { run, calls, version } = await isolate();
    const files = assets({ [LIST]: [json(list(version))], [FILE]: [html], [CSS_HREF]: [css] });
    for (const path of ["/about", "/about?utm_source=newsletter"]) {
      const response = await run(path, {}, { ASSETS: files.binding });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-edge-cache"), path).toBe("BUILD");
      expect(await response.text(), path).toBe(BODY);
      expect(response.headers.get("cache-control"), path).toBe(HTTP_POLICY.cache.page);
      expect(response.headers.get("etag"), path).toBe(ETAG);
      expectSecurityHeaders(response, "page");
    }
    expect(calls).toEqual([]);
    expect(cache.puts).toEqual([]);
    // The list is read once per isolate; the page each time.
    expect(files.requested).toEqual([LIST, FILE, FILE]);
  });

  it("answer a conditional request with 304 and HEAD without a body", async () => {
    const { run, calls, version } = await isolate();
    const files = assets({ [LIST]: [json(list(version))], [FILE]: [html] });
    const unchanged = await run("/about", { headers: { "If-None-Match": ETAG } }, { ASSETS: files.binding });
    expect(unchanged.status).toBe(304);
    const head = await run("/about", { method: "HEAD" }, { ASSETS: files.binding });
    expect([head.status, head.headers.get("x-edge-cache"), await head.text()]).toEqual([200, "BUILD", ""]);
    expect(calls).toEqual([]);
  });

  it.each([
    ["a page the list does not name", "/blog", (v: string) => list(v)],
    ["its loader data", "/about?_data=root", (v: string) => list(v)],
    ["another build's list", "/about", () => list("another-build")],
    [
      "a page rendered after now (a clock set back)",
      "/about",
      (v: string) => list(v, { renderedAt: Date.now() + 60_000 }),
    ],
    ["a page past its Expires", "/about", (v: string) => list(v, { until: Date.now() - 1 })],
  ])("render %s", async (_name, path, make) => {
    const { run, calls, version } = await isolate();
    const files = assets({ [LIST]: [json(make(version))], [FILE]: [html] });
    const response = await run(path, {}, { ASSETS: files.binding });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-edge-cache")).toBe("MISS");
    expect(calls.map((c) => new URL(c.url).pathname + new URL(c.url).search)).toEqual([path]);
  });

  it("stand for their window: served until their Expires, rendered from then on", async () => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    const { run, calls, version } = await isolate();
    const files = assets({ [LIST]: [json(list(version, { until: now + 1000 }))], [FILE]: [html] });
    const before = await run("/about", {}, { ASSETS: files.binding });
    expect(before.headers.get("x-edge-cache")).toBe("BUILD");
    // From the very moment it was rendered.
    const { run: runAtRender, version: other } = await isolate();
    const atRender = assets({ [LIST]: [json(list(other, { renderedAt: now }))], [FILE]: [html] });
    expect((await runAtRender("/about", {}, { ASSETS: atRender.binding })).headers.get("x-edge-cache")).toBe("BUILD");
    // Fresh for what is left of its window, not for a page's usual day.
    expect(before.headers.get("cache-control")).not.toBe(HTTP_POLICY.cache.page);
    vi.spyOn(Date, "now").mockReturnValue(now + 1000);
    const after = await run("/about", {}, { ASSETS: files.binding });
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(1);
  });

  it("rendered ahead for a later moment: each window's own page while it holds, rendered past the last", async () => {
    const now = Date.now();
    const at = vi.spyOn(Date, "now").mockReturnValue(now);
    const { run, calls, version } = await isolate();
    const LATER = "/_pages/fedcba9876543210.html";
    const LATER_BODY = "<html>/about as it is from the moment a post goes live</html>";
    const windows = [
      window({ renderedAt: now - 60_000, until: now + 1000 }),
      window({ file: LATER, etag: '"later-etag"', renderedAt: now + 1000, until: now + 2000 }),
    ];
    const files = assets({
      [LIST]: [json(list(version, {}, windows))],
      [FILE]: [html],
      [LATER]: [async () => new Response(LATER_BODY, { status: 200 })],
    });
    const seen = [];
    for (const moment of [now, now + 999, now + 1000, now + 1999, now + 2000]) {
      at.mockReturnValue(moment);
      const response = await run("/about", {}, { ASSETS: files.binding });
      const edge = response.headers.get("x-edge-cache");
      seen.push([moment - now, edge, edge === "BUILD" ? await response.text() : "", response.headers.get("etag")]);
    }
    expect(seen.slice(0, 4)).toEqual([
      [0, "BUILD", BODY, ETAG],
      [999, "BUILD", BODY, ETAG],
      [1000, "BUILD", LATER_BODY, '"later-etag"'],
      [1999, "BUILD", LATER_BODY, '"later-etag"'],
    ]);
    expect(seen[4]?.[1]).toBe("MISS");
    expect(calls).toHaveLength(1);
  });

  it("are never read with the caches off (the dev loop, the build itself)", async () => {
    const { run, calls, version } = await isolate();
    const files = assets({ [LIST]: [json(list(version))], [FILE]: [html] });
    await run("/about", {}, { ASSETS: files.binding, EDGE_CACHE: "off" });
    expect(calls).toHaveLength(1);
    expect(files.requested).not.toContain(LIST);
  });

  it.each([
    [
      "the list answers 500",
      { [LIST]: [async () => new Response("{}", { status: 500 })] },
      "the built pages' list answered 500",
      2,
    ],
    ["the list never answers", { [LIST]: [never] }, "built pages' list", 2],
    ["the list is not JSON", { [LIST]: [async () => new Response("<html>", { status: 200 })] }, "built pages' list", 2],
    [
      "the page's file answers 404",
      { [FILE]: [async () => new Response("", { status: 404 })] },
      `${FILE} answered 404`,
      1,
    ],
    ["the page's file never answers", { [FILE]: [never] }, "built page", 1],
  ])("render when %s, logged once; a list that failed is read again", async (_name, fault, what, listReads) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run, calls, version } = await isolate({ fresh: true });
    const files = assets({ [LIST]: [json(list(version))], [FILE]: [html], [CSS_HREF]: [css], ...fault });
    for (const path of ["/about", "/blog"]) {
      const response = await run(path, {}, { ASSETS: files.binding });
      expect([response.status, response.headers.get("x-edge-cache")], path).toEqual([200, "MISS"]);
    }
    expect(calls).toHaveLength(2);
    expect(logged(errors, what)).toBe(1);
    expect(files.requested.filter((p) => p === LIST)).toHaveLength(listReads);
  });

  it("a slow list is read once at a time: a request that gives up leaves a newer read alone", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { run, version } = await isolate({ fresh: true });
      // Every read of the list takes 400 ms; a request waits 250 ms for it.
      const slow: Answer = () =>
        new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(list(version)))), 400));
      const files = assets({ [LIST]: [slow], [FILE]: [html], [CSS_HREF]: [css] });
      await staggeredRequests(
        (path) => run(path, {}, { ASSETS: files.binding }),
        ["/about", "/blog", "/tips", "/future"],
      );
      expect(files.requested.filter((p) => p === LIST)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("need the ASSETS binding: without it every page is rendered, and nothing is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run, calls } = await isolate({ fresh: true });
    const response = await run(new Request(new URL("/about", ORIGIN)));
    expect(response.headers.get("x-edge-cache")).toBe("MISS");
    expect(calls).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
