// A layout's loader data (root's) on paths nobody can visit: a 404 kept nowhere, so
// invented paths never add cache entries, whatever the query; on a real page it is answered as
// before. Statuses and policies from tests/fixtures/spec.ts.
import { describe, expect, it, vi } from "vitest";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
import { ORIGIN, cache, isolate, installEdgeSandbox, KEY_ORIGIN } from "../../../tests/support/edge-harness";
import { layoutDataPage, layoutRouteIds } from "./layout-data";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

/** Queries an attacker adds to an invented path (the stub's /not-here* paths are its 404s). */
const QUERIES = [
  "?_data=root",
  "?index",
  "?_data=routes%2F_index",
  "?_data=root&index",
  "?utm_source=x&_data=root",
  "",
];

describe("loader data of a layout", () => {
  it("1,000 invented paths, each asked twice with every query: 404, never a HIT, no cache entry", async () => {
    const { run } = await isolate();
    for (let i = 0; i < 1000; i++) {
      const path = `/not-here-${i}${QUERIES[i % QUERIES.length]}`;
      for (const attempt of [1, 2]) {
        const response = await run(path);
        expect(response.status, `${path} #${attempt}`).toBe(404);
        expect(response.headers.get("x-edge-cache"), path).not.toBe("HIT");
      }
    }
    expect(cache.puts).toEqual([]);
    expect(cache.entries.size).toBe(0);
  });

  it("on a real page, root's data is answered and kept as before", async () => {
    const { run, version } = await isolate();
    const first = await run("/about?_data=root");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect((await run("/about?_data=root")).headers.get("x-edge-cache")).toBe("HIT");
    expect(cache.puts).toContain(`${KEY_ORIGIN}/about?__build=${version}.local&_data=root`);
  });

  it("a path that begins with // is this site's path, never a host: the page looked up is that very path, and no shape of it is a 5xx", async () => {
    for (const path of [
      "//x",
      "///x",
      "//a%20b",
      "//evil.example:99999",
      "//evil.example:99999/about",
      "//x:y@z/",
      "//[::1]/",
    ]) {
      const { run, calls } = await isolate();
      const response = await run(new Request(`${ORIGIN}${path}?_data=root`));
      expect(response.status, path).toBeLessThan(500);
      // The stub renders any path but /not-here*: what counts is that no other page is asked for
      // (the pipeline answers most such paths before any render).
      for (const call of calls) expect(call.url, path).toBe(`${ORIGIN}${path}`);
    }
    expect(layoutDataPage(new URL("https://x.test//evil.example:99999?_data=root"), new Set(["root"]))?.href).toBe(
      "https://x.test//evil.example:99999",
    );
  });

  it("knows root as a layout from the route table, and only a layout's data request", () => {
    const layouts = layoutRouteIds({
      root: {},
      "routes/about": { parentId: "root" },
      "routes/$": { parentId: "root" },
    });
    expect([...layouts]).toEqual(["root"]);
    expect(layoutDataPage(new URL("https://x.test/a?_data=root&q=1"), layouts)?.href).toBe("https://x.test/a");
    expect(layoutDataPage(new URL("https://x.test/a?_data=routes%2Fabout"), layouts)).toBeNull();
    expect(layoutDataPage(new URL("https://x.test/a?index"), layouts)).toBeNull();
  });
});
