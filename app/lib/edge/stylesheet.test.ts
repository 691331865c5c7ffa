// The inlined stylesheet (stylesheet.ts): read once per isolate from the static assets, linked
// instead when it cannot be read in time, never kept as a normal page then, read again later.
import { describe, expect, it, vi } from "vitest";
import {
  CSS_HREF,
  ORIGIN,
  cache,
  fakeAssets,
  isolate,
  logged,
  installEdgeSandbox,
  staggeredRequests,
} from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

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
      const assets = fakeAssets([
        () => new Promise((resolve) => setTimeout(() => resolve(new Response("body{}")), 400)),
      ]);
      const { run } = await isolate({ fresh: true });
      await staggeredRequests((path) => run(path, {}, { ASSETS: assets.binding }), ["/a", "/b", "/c", "/d"]);
      expect(assets.requested).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // A binding that throws instead of returning a promise: before, every page of a fresh isolate was a 500.
  it("an ASSETS fetch that throws before it answers: linked, not kept, read on the next request, logged once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assets = fakeAssets([
      () => {
        throw new Error("assets threw");
      },
      async () => new Response("body{color:red}"),
    ]);
    const { run, calls } = await isolate({ fresh: true });
    const first = await run("/thrown", {}, { ASSETS: assets.binding });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    const second = await run("/thrown", {}, { ASSETS: assets.binding });
    expect(second.status).toBe(200);
    expect(second.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(calls.map((c) => c.css)).toEqual([null, "body{color:red}"]);
    expect(assets.requested).toHaveLength(2);
    expect(cache.puts).toHaveLength(1);
    expect(logged(errors, "assets threw")).toBe(1);
  });
});
