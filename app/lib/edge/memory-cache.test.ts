// The isolate's memory cache (memory-cache.ts) in front of the Cache API, through the pipeline.
import { describe, expect, it, vi } from "vitest";
import {
  DATA_ROUTE,
  KEY_ORIGIN,
  cache,
  expectSecurityHeaders,
  isolate,
  installEdgeSandbox,
} from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("the memory cache", () => {
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
