// The edge cache key (cache-key.ts): path, _data and build version on the site's own origin,
// and, on the pages whose query picks a view (the trade explorer and its CSV), no key but for the default view.
import { describe, expect, it, vi } from "vitest";
import {
  DATA_ROUTE,
  KEY_ORIGIN,
  ORIGIN,
  cache,
  isolate,
  installEdgeSandbox,
} from "../../../tests/support/edge-harness";
import { EXPLORER_CACHE_VIEWS as views, TRADE_SLUGS, explorerCacheView } from "~/lib/explorer.server";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
import { cacheKey } from "./cache-key";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("the edge cache key", () => {
  it("keys by path, _data and build version; other query strings make no entry", async () => {
    const url = new URL(`${ORIGIN}/trades/electrician?utm_source=x&_data=${DATA_ROUTE}&b=2`);
    expect(cacheKey(url, "abc.v9", views)).toBe(
      `${KEY_ORIGIN}/trades/electrician?__build=abc.v9&_data=routes%2F_index`,
    );
    expect(cacheKey(new URL(`${ORIGIN}/blog?page=2`), "abc.v9", views)).toBe(`${KEY_ORIGIN}/blog?__build=abc.v9`);
  });

  it("the trade explorer and its CSV: only the default view has a key, whatever else the query carries; every other view, valid or not, has none", async () => {
    const key = (path: string) => cacheKey(new URL(`${ORIGIN}${path}`), "v1", views);
    const page = `${KEY_ORIGIN}/trades/compare?__build=v1`;
    expect(key("/trades/compare")).toBe(page);
    expect(key("/trades/compare?utm_source=x&fbclid=1")).toBe(page);
    expect(key(`/trades/compare?_data=${encodeURIComponent("routes/trades.compare")}`)).toBe(
      `${page}&_data=routes%2Ftrades.compare`,
    );
    expect(key("/trades/compare.csv?gclid=4")).toBe(`${KEY_ORIGIN}/trades/compare.csv?__build=v1`);
    for (const view of [
      "sort=name",
      "pick=plumber&sort=name&pick=electrician&demand=high&demand=very-high",
      `_data=${encodeURIComponent("routes/trades.compare")}&years=3`,
      "years=4&years=4",
      "sort=zzz",
      "pick=nobody",
      "demand=HIGH",
    ]) {
      expect(key(`/trades/compare?${view}`), view).toBeNull();
      expect(key(`/trades/compare.csv?${view}`), view).toBeNull();
    }
    // Other pages never read these parameters.
    expect(key("/trades?sort=name")).toBe(`${KEY_ORIGIN}/trades?__build=v1`);
  });

  it("a view other than the default is rendered for every request and kept by no cache: browsers only (private), never a HIT; the default view is kept once for every spelling", async () => {
    const { run, calls } = await isolate();
    for (let i = 0; i < 2; i++) expect((await run("/trades/compare?sort=zzz")).status).toBe(400);
    expect(calls).toHaveLength(2);
    for (const view of ["pick=plumber&pick=builder", "pick=builder&pick=plumber&utm_medium=a", "pick=builder"])
      for (let i = 0; i < 2; i++) {
        const response = await run(`/trades/compare?${view}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-edge-cache"), view).toBe("MISS");
        expect(response.headers.get("cache-control"), view).toBe(HTTP_POLICY.cache.view);
      }
    expect(calls).toHaveLength(8);
    expect(cache.puts).toEqual([]);
    expect((await run("/trades/compare?utm_source=a")).headers.get("x-edge-cache")).toBe("MISS");
    const again = await run("/trades/compare?fbclid=b");
    expect(again.headers.get("x-edge-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(cache.puts).toHaveLength(1);
  });

  it("whatever views arrive, the caches gain nothing from them: hundreds of distinct valid views add no entry and push no page out", async () => {
    const { run, calls } = await isolate();
    expect((await run("/about")).headers.get("x-edge-cache")).toBe("MISS");
    const sorts = ["name", "demand", "length", "wage", "growth", "entry"];
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const picks = TRADE_SLUGS.filter((_, t) => (i >> t) & 1).slice(0, 3);
      const view = [
        `sort=${sorts[i % sorts.length]}`,
        `dir=${i % 2 ? "asc" : "desc"}`,
        ...picks.map((p) => `pick=${p}`),
      ];
      const url = `/trades/compare?${view.join("&")}`;
      const normal = explorerCacheView(new URL(url, ORIGIN));
      expect(normal, url).toBeTruthy(); // a valid view, not the default
      seen.add(normal!);
      expect((await run(url)).headers.get("x-edge-cache")).toBe("MISS");
    }
    expect(seen.size).toBeGreaterThan(300);
    expect(cache.puts).toHaveLength(1);
    const rendered = calls.length;
    expect((await run("/about")).headers.get("x-edge-cache")).toBe("HIT");
    expect(calls).toHaveLength(rendered);
  });

  it('a page given a CacheView has a key only when its answer is the default view (""); other paths never ask it', () => {
    const asked: string[] = [];
    const view = (url: URL) => (
      asked.push(url.pathname),
      url.searchParams.get("v") === "ok" ? "v=ok" : url.searchParams.has("v") ? null : ""
    );
    const only = new Map([["/viewed", view]]);
    expect(cacheKey(new URL(`${ORIGIN}/viewed?v=ok&x=1`), "b", only)).toBeNull();
    expect(cacheKey(new URL(`${ORIGIN}/viewed?v=no`), "b", only)).toBeNull();
    expect(cacheKey(new URL(`${ORIGIN}/viewed?x=1`), "b", only)).toBe(`${KEY_ORIGIN}/viewed?__build=b`);
    expect(cacheKey(new URL(`${ORIGIN}/other?v=ok`), "b", only)).toBe(`${KEY_ORIGIN}/other?__build=b`);
    expect(asked).toEqual(["/viewed", "/viewed", "/viewed"]);
  });
});
