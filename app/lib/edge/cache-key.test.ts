// The edge cache key (cache-key.ts): path, _data and build version on the site's own origin,
// and the view of a route that exports a cacheView (the trade explorer and its CSV).
import { describe, expect, it, vi } from "vitest";
import {
  DATA_ROUTE,
  KEY_ORIGIN,
  ORIGIN,
  cache,
  isolate,
  installEdgeSandbox,
} from "../../../tests/support/edge-harness";
import { EXPLORER_CACHE_VIEWS as views } from "~/lib/explorer.server";
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

  it("the trade explorer and its CSV: the view in its normal form is part of the key; unknown parameters are not; every invalid view shares one key", async () => {
    const key = (path: string) => cacheKey(new URL(`${ORIGIN}${path}`), "v1", views);
    const page = `${KEY_ORIGIN}/trades/compare?__build=v1`;
    expect(key("/trades/compare")).toBe(`${page}&view=`);
    expect(key("/trades/compare?utm_source=x&sort=pay&dir=desc")).toBe(`${page}&view=`);
    expect(key("/trades/compare?pick=plumber&sort=name&pick=electrician&demand=high&demand=very-high&fbclid=1")).toBe(
      `${page}&view=${encodeURIComponent("sort=name&demand=very-high&demand=high&pick=electrician&pick=plumber")}`,
    );
    expect(key(`/trades/compare?_data=${encodeURIComponent("routes/trades.compare")}&years=3`)).toBe(
      `${page}&_data=routes%2Ftrades.compare&view=years%3D3`,
    );
    expect(key("/trades/compare.csv?years=4&years=4")).toBe(
      `${KEY_ORIGIN}/trades/compare.csv?__build=v1&view=years%3D4`,
    );
    for (const junk of [
      "sort=zzz",
      "sort=a1",
      "pick=nobody",
      "demand=low&x=1",
      "demand=HIGH",
      "sort=NAME",
      "pick=Plumber",
    ])
      expect(key(`/trades/compare?${junk}`), junk).toBe(`${page}&view=invalid`);
    // Other pages never read these parameters.
    expect(key("/trades?sort=name")).toBe(`${KEY_ORIGIN}/trades?__build=v1`);
  });

  it("an invalid explorer view is rendered (its 400) and never kept; a valid one is kept once for every spelling", async () => {
    const { run, calls } = await isolate();
    for (let i = 0; i < 2; i++) expect((await run("/trades/compare?sort=zzz")).status).toBe(400);
    expect(calls).toHaveLength(2);
    expect(cache.puts).toEqual([]);
    expect((await run("/trades/compare?pick=plumber&pick=builder")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await run("/trades/compare?pick=builder&pick=plumber&utm_medium=a")).headers.get("x-edge-cache")).toBe(
      "HIT",
    );
    expect((await run("/trades/compare?pick=builder")).headers.get("x-edge-cache")).toBe("MISS");
    expect(cache.puts).toHaveLength(2);
  });

  it("a page given a CacheView keys by its answer, `invalid` when it has none; other paths never ask it", () => {
    const asked: string[] = [];
    const view = (url: URL) => (asked.push(url.pathname), url.searchParams.get("v") === "ok" ? "v=ok" : null);
    const only = new Map([["/viewed", view]]);
    expect(cacheKey(new URL(`${ORIGIN}/viewed?v=ok&x=1`), "b", only)).toBe(
      `${KEY_ORIGIN}/viewed?__build=b&view=v%3Dok`,
    );
    expect(cacheKey(new URL(`${ORIGIN}/viewed?v=no`), "b", only)).toBe(`${KEY_ORIGIN}/viewed?__build=b&view=invalid`);
    expect(cacheKey(new URL(`${ORIGIN}/other?v=ok`), "b", only)).toBe(`${KEY_ORIGIN}/other?__build=b`);
    expect(asked).toEqual(["/viewed", "/viewed"]);
  });
});
