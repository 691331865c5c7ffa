// The Cache API step (edge-cache.ts): this build's pages from Cloudflare's cache, behind a bounded
// wait, stamped with the build that stored them; another build's entry is never served.
import { describe, expect, it, vi } from "vitest";
import { KEY_ORIGIN, cache, isolate, logged, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";

/** The header that says which build stored a Cache API entry (documented in edge-cache.ts). */
const BUILD = "X-Build";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("the Cache API", () => {
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
    expect(cache.puts).toEqual([
      `${KEY_ORIGIN}/?__build=v1.w1`,
      `${KEY_ORIGIN}/?__build=v2.w1`,
      `${KEY_ORIGIN}/?__build=v2.w2`,
    ]);
    // And each keeps its own.
    expect(await (await v1.run("/", {}, { CF_VERSION_METADATA: { id: "w1" } })).text()).toBe(
      "<html>/ of build v1 #1</html>",
    );
  });

  it.each([
    [
      "throws",
      () => {
        throw new Error("match threw");
      },
    ],
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
    [
      "throws",
      () => {
        throw new Error("put threw");
      },
    ],
    ["rejects", () => Promise.reject(new Error("put rejected"))],
  ])("a Cache API store that %s: the page is served, logged once", async (_how, put) => {
    vi.stubGlobal("caches", { default: { match: async () => undefined, put } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { run } = await isolate({ fresh: true });
    for (const path of ["/d", "/e"]) expect((await run(path)).status).toBe(200);
    expect(logged(errors, "Cache API store")).toBe(1);
  });

  // This build's own entry, whatever headers it was stored with (a kept page is sent with the
  // policy of the build serving it; another build's entry is never served, below).
  it("a page this build kept in the Cache API is sent with today's headers, and its memory copy says HIT once", async () => {
    const { run, version } = await isolate();
    cache.entries.set(
      `${KEY_ORIGIN}/old?__build=${version}.local`,
      new Response("<html>old</html>", {
        headers: {
          "Content-Type": "text/html",
          "Cache-Control": "public, max-age=31536000",
          "Strict-Transport-Security": "max-age=60",
          "X-Edge-Cache": "MISS",
          [BUILD]: `${version}.local`,
        },
      }),
    );
    for (const attempt of ["from the Cache API", "from memory"]) {
      const response = await run("/old");
      expect(response.headers.get("x-edge-cache"), attempt).toBe("HIT");
      expect(response.headers.get("cache-control"), attempt).toBe(HTTP_POLICY.cache.page);
      expect(response.headers.get("strict-transport-security"), attempt).toBe(
        HTTP_POLICY.security["strict-transport-security"],
      );
      expect(await response.text()).toBe("<html>old</html>");
      expect(response.headers.get(BUILD), attempt).toBeNull();
    }
  });

  it("stamps the copy it stores with the build, and never shows a visitor the stamp", async () => {
    const { run, version } = await isolate();
    const page = await run("/stamped");
    expect(page.headers.get(BUILD)).toBeNull();
    const stored = cache.entries.get(`${KEY_ORIGIN}/stamped?__build=${version}.local`);
    expect(stored?.headers.get(BUILD)).toBe(`${version}.local`);
    const fresh = await isolate({ version, fresh: true });
    const hit = await fresh.run("/stamped");
    expect([hit.headers.get("x-edge-cache"), hit.headers.get(BUILD)]).toEqual(["HIT", null]);
  });

  // An old page under today's key: stored before pages were stamped, or by a build that ran
  // under the same version (no version id). Served, it would be today's page for an hour.
  it.each([
    ["no stamp", undefined],
    ["another build's stamp", "another-build.local"],
  ])(
    "an entry with %s is never served nor remembered: rendered afresh, and the fresh page replaces it",
    async (_name, stamp) => {
      const { run, calls, version } = await isolate({ fresh: true });
      const key = `${KEY_ORIGIN}/kept?__build=${version}.local`;
      const headers: Record<string, string> = { "Content-Type": "text/html", ...(stamp ? { [BUILD]: stamp } : {}) };
      cache.entries.set(key, new Response("<html>OLD BUILD</html>", { headers }));
      const first = await run("/kept");
      expect(first.headers.get("x-edge-cache")).toBe("MISS");
      expect(await first.text()).toBe(`<html>/kept of build ${version} #1</html>`);
      const again = await run("/kept");
      expect(await again.text()).toBe(`<html>/kept of build ${version} #1</html>`);
      expect(calls).toHaveLength(1);
      expect(await cache.entries.get(key)?.text()).toBe(`<html>/kept of build ${version} #1</html>`);
      expect(cache.entries.get(key)?.headers.get(BUILD)).toBe(`${version}.local`);
    },
  );

  it("another build's 200 under an unknown path's key: the visitor gets today's 404, every time", async () => {
    const { run, calls, version } = await isolate({ fresh: true });
    const key = `${KEY_ORIGIN}/not-here?__build=${version}.local`;
    cache.entries.set(
      key,
      new Response("<html>OLD BUILD</html>", {
        headers: { "Content-Type": "text/html", [BUILD]: "another-build.local" },
      }),
    );
    for (let i = 1; i <= 2; i++) {
      const response = await run("/not-here");
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.notFound);
      expect(await response.text()).toBe(`<html>/not-here of build ${version} #${i}</html>`);
    }
    expect(calls).toHaveLength(2);
  });
});
