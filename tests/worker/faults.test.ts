// The edge never fails a visitor: the built worker in workerd with its bindings
// wrapped (tests/support/fault-worker.mjs) so the Cache API and the static assets can throw,
// reject, stall or never answer; odd but real URL spellings; conditional requests; a date
// that is today in Adelaide. Each case asserts what the visitor gets, within a bounded wait.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HTTP_POLICY } from "../fixtures/spec";
import { startMiniflare } from "../support/miniflare.mjs";

type Worker = Awaited<ReturnType<typeof startMiniflare>>;
type Report = { matches: number; puts: number; keys: string[]; errors: string[] };

/**
 * What tells an answer from a stall (a hung fetch is never answered, and the tests have no time
 * limit): far above a healthy render, the worker's own bounds (250 ms) and a fresh isolate's
 * first page on a busy two-core machine (decision 049).
 */
const PROMPT_MS = 30_000;

let worker: Worker;
const cacheDir = mkdtempSync(`${tmpdir()}/b2b-faults-`);
const faults = async (query = ""): Promise<Report> => (await worker.fetch(`/__faults?${query}`)).json<Report>();
const healthy = "match=none&put=none&stylesheet=none&loader=none";

/** GET a path and time it; the body is read, so a stall anywhere shows up here. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await worker.fetch(path, init);
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

beforeAll(async () => {
  // The render path's dependencies: no page is read from the build (built-pages.test.ts has those).
  worker = await startMiniflare({ faults: true, cachePersist: cacheDir, versionId: "faults", builtPages: false });
});
afterAll(async () => {
  await worker.dispose();
  rmSync(cacheDir, { recursive: true, force: true });
});
afterEach(async () => {
  await faults(healthy);
});

describe("odd spellings: one canonical URL, never a 500, never another page's cache entry", () => {
  it.each([
    ["///", 301, "/"],
    ["////////", 301, "/"],
    ["/about//", 301, "/about"],
    ["//about", 301, "/about"],
    ["/trades//electrician", 301, "/trades/electrician"],
    ["/trades/electrician//", 301, "/trades/electrician"],
    ["/%61bout", 301, "/about"],
    ["/%61bout?utm_source=x", 301, "/about?utm_source=x"],
    ["/tr%61des/%65lectrician", 301, "/trades/electrician"],
    ["/painter//", 301, "/painter/"],
    ["/contact%2Dus", 302, "/"],
    ["//electrician/", 301, "/trades/electrician"],
    ["/TRADES//Electrician", 301, "/trades/electrician"],
    ["//a%20b", 404, null],
    ["//x:y@z/", 404, null],
    ["//127.0.0.1:8802/about", 404, null],
    ["/%2F%2Fabout", 404, null],
  ])("%s → %i %s", async (path, status, location) => {
    const { response, body } = await timed(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
    // A path still beginning with // is no page's spelling: a small 404 before any render (the
    // router would read it as a host); any other unknown path gets the site's 404 page.
    if (status === 404) expect(body).toContain(path.startsWith("//") ? "Not Found" : "Oops! Page not found");
  });

  it("///?_data=root answers Remix's redirect protocol to /, not a 500", async () => {
    const { response } = await timed("///?_data=root");
    expect(response.status).toBe(204);
    expect(response.headers.get("x-remix-redirect")).toBe("/");
  });

  it("variants, junk queries and unknown paths add no cache entries", async () => {
    await timed("/trades/plumber");
    const before = await faults();
    const variants = [
      "/trades//plumber",
      "/trades/plumber//",
      "/tr%61des/plumber",
      "/TRADES/PLUMBER",
      "//trades/plumber",
    ];
    for (let i = 0; i < 20; i++) {
      for (const path of [...variants, `/trades/plumber?junk=${i}`, `/no-such-page-${i}`, `//host-${i}/trades/plumber`])
        await timed(path);
    }
    const after = await faults();
    expect(after.keys.filter((key) => !before.keys.includes(key))).toEqual([]);
    expect(before.keys.filter((key) => key.includes("/trades/plumber"))).toHaveLength(1);
    // The key is the canonical path on the site's own origin, never the Host a request named.
    for (const key of after.keys) expect(new URL(key).origin).toBe("https://www.borntobuild.example.com");
  });
});

describe("a failing Cache API degrades to a fresh render, logged once per isolate", () => {
  // Each case asks for pages no earlier case rendered, so the isolate's memory cannot answer.
  it.each([
    ["throw", ["/trades/carpenter", "/about", "/blog"]],
    ["reject", ["/info-for-students", "/success-stories", "/career-handbook"]],
  ])("lookup that fails (%s)", async (mode, paths) => {
    await faults(`match=${mode}`);
    for (const path of paths) {
      const { response, body, ms } = await timed(path);
      expect(response.status, path).toBe(200);
      expect(body).toContain("</html>");
      expect(response.headers.get("x-edge-cache")).toBe("MISS");
      expect(ms).toBeLessThan(PROMPT_MS);
    }
    const logged = (await faults()).errors.filter((e) => e.includes("Cache API lookup"));
    expect(logged.length).toBeLessThanOrEqual(1);
  });

  it.each([["slow"], ["hang"]])(
    "lookup that takes 15 s or never answers (%s): the visitor does not wait for it",
    async (mode) => {
      await faults(`match=${mode}&slowMs=15000`);
      for (const path of ["/trades/bricklayer", "/info-for-schools"]) {
        const { response, ms } = await timed(path);
        expect(response.status, path).toBe(200);
        expect(ms, path).toBeLessThan(PROMPT_MS);
      }
    },
  );

  it.each([["throw"], ["reject"]])("store that fails (%s): the page is served; logged once", async (mode) => {
    await faults(`put=${mode}`);
    for (const path of ["/trades/stonemason", "/trades/plasterer", "/trades/concreter"]) {
      const { response } = await timed(path);
      expect(response.status, path).toBe(200);
    }
    // The store runs after the response (waitUntil): wait for its log line, then count.
    await expect.poll(async () => (await faults()).errors.filter((e) => e.includes("Cache API store")).length).toBe(1);
  });
});

describe("a failing stylesheet fetch: linked instead of inlined, not kept, tried again", () => {
  // The stylesheet is read once per isolate: each case starts a fresh one with the fault on.
  // sync-throw: the binding throws instead of returning a promise (before: a 500 on every page).
  it.each([["hang"], ["500"], ["throw"], ["sync-throw"]])("%s", async (mode) => {
    const fresh = await startMiniflare({ faults: true, versionId: `stylesheet-${mode}`, builtPages: false });
    const get = async (path: string) => {
      const started = performance.now();
      const response = await fresh.fetch(path);
      return { response, body: await response.text(), ms: performance.now() - started };
    };
    try {
      await fresh.fetch(`/__faults?stylesheet=${mode}`);
      const first = await get("/trades/cabinet-maker");
      expect(first.response.status).toBe(200);
      expect(first.ms).toBeLessThan(PROMPT_MS);
      // The page links the stylesheet, so it still looks right...
      expect(first.body).toMatch(/<link rel="stylesheet" href="\/build\/[^"]+\.css"/);
      // ...but is not kept as a normal page: no-store, and asked again it renders again.
      expect(first.response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
      const again = await get("/trades/cabinet-maker");
      expect(again.response.headers.get("x-edge-cache")).toBe("MISS");
      expect(again.ms).toBeLessThan(PROMPT_MS);

      // The fault clears: the next render reads the stylesheet again and inlines it.
      await fresh.fetch(`/__faults?stylesheet=none`);
      const recovered = await get("/trades/cabinet-maker");
      expect(recovered.body).toMatch(/<style[^>]*>[^<]{1000,}<\/style>/);
      expect(recovered.response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
      const report = await (await fresh.fetch("/__faults")).json<Report>();
      expect(report.errors.filter((e) => e.includes("stylesheet"))).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });
});

describe("a loader that throws", () => {
  it("answers a 500 page of its own, in the site shell, with no stack, never cached", async () => {
    await faults("loader=throw");
    const { response, body } = await timed("/privacy-policy");
    expect(response.status).toBe(500);
    expect(body).toContain("<title>Something went wrong | Born to Build</title>");
    // What the page shows (the root loader's data, in a script, carries the 404 page's words too).
    expect(body.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Page not found");
    expect(body).not.toMatch(/injected|at \w+ \(|\.tsx?:\d+|build\/index\.js/);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    await faults(healthy);
    expect((await timed("/privacy-policy")).response.status).toBe(200);
  });
});

describe("an entry another build left under today's key", () => {
  // A new isolate (its memory empty) whose Cache API answers every key with a 200 "OLD BUILD"
  // page: stored before entries were stamped, or by another build under the same version.
  it.each([
    ["no build stamp", ""],
    ["another build's stamp", "another-build.faults"],
  ])("with %s is never served, on a page or on the 404 path, and the fresh page replaces it", async (_name, stamp) => {
    const next = await startMiniflare({ faults: true, cachePersist: cacheDir, versionId: "faults", builtPages: false });
    try {
      await next.fetch(`/__faults?match=stale-build&staleStamp=${stamp}`);
      for (const attempt of ["first", "again"]) {
        const page = await next.fetch("/terms-of-use");
        const body = await page.text();
        expect(page.status, attempt).toBe(200);
        expect(body, attempt).not.toContain("OLD BUILD");
        expect(body, attempt).toContain("</html>");
        const missing = await next.fetch("/no-such-page-from-an-old-build");
        expect(missing.status, attempt).toBe(404);
        expect(await missing.text(), attempt).toContain("Oops! Page not found");
      }
      // The fresh render, cacheable, was stored in the old entry's place (after the response).
      await expect
        .poll(async () =>
          (await (await next.fetch("/__faults")).json<Report>()).keys.some(
            (key) => new URL(key).pathname === "/terms-of-use",
          ),
        )
        .toBe(true);
    } finally {
      await next.dispose();
    }
  });
});

describe("conditional requests", () => {
  it("every rendered page has a strong ETag, the same on a hit; a match is 304 for GET and HEAD", async () => {
    for (const path of ["/", "/trades/electrician", "/apprenticeship-faq?_data=routes%2Fapprenticeship-faq"]) {
      const first = await timed(path);
      const etag = first.response.headers.get("etag")!;
      expect(etag, path).toMatch(/^"[A-Za-z0-9+/]{20,}"$/);
      const hit = await timed(path);
      expect(hit.response.headers.get("x-edge-cache")).toBe("HIT");
      expect(hit.response.headers.get("etag")).toBe(etag);
      for (const method of ["GET", "HEAD"]) {
        const { response, body } = await timed(path, { method, headers: { "If-None-Match": etag } });
        expect(response.status, `${method} ${path}`).toBe(304);
        expect(body).toBe("");
        expect(response.headers.get("etag")).toBe(etag);
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
      }
      expect((await timed(path, { headers: { "If-None-Match": `W/${etag}, "other"` } })).response.status).toBe(304);
      expect((await timed(path, { headers: { "If-None-Match": "*" } })).response.status).toBe(304);
      expect((await timed(path, { headers: { "If-None-Match": '"something-else"' } })).response.status).toBe(200);
    }
  });

  it("a 404, a redirect or an error is never 304", async () => {
    for (const path of ["/no-such-page", "/news", "/%E0%A4%A"]) {
      const { response } = await timed(path, { headers: { "If-None-Match": "*" } });
      expect(response.status, path).not.toBe(304);
    }
  });

  it("different pages have different ETags", async () => {
    const tags = await Promise.all(
      ["/", "/about", "/blog"].map(async (p) => (await timed(p)).response.headers.get("etag")),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe("compression", () => {
  it("every response with a body that may be compressed says Vary: Accept-Encoding", async () => {
    for (const path of ["/", "/about", "/trades?_data=routes%2Ftrades._index", "/no-such-page", "/%E0%A4%A"]) {
      const { response } = await timed(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers.get("vary") ?? "", path).toMatch(/accept-encoding/i);
    }
  });
});

describe("the privacy policy's date is today in Adelaide", () => {
  const adelaide = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Adelaide" });
  const clock = new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Adelaide",
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

  it("in the HTML and the loader data, and every cache keeps it until Adelaide's midnight only", async () => {
    // An earlier render, seconds ago, is kept in memory: its lifetime must have shrunk since.
    await timed("/privacy-policy");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const today = adelaide.format(new Date());
    for (const path of ["/privacy-policy", "/privacy-policy?_data=routes%2Fprivacy-policy"]) {
      for (const attempt of ["render", "hit"]) {
        const { response, body } = await timed(path);
        expect(body, `${path} ${attempt}`).toContain(today);
        const expires = Date.parse(response.headers.get("expires") ?? "");
        // The page expires at a midnight in Adelaide, within the next day.
        expect(clock.format(new Date(expires))).toBe("00:00:00");
        expect(expires - Date.now()).toBeGreaterThan(0);
        expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
        const cacheControl = response.headers.get("cache-control") ?? "";
        const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
        const maxAge = Number(/(?:^|[ ,])max-age=(\d+)/.exec(cacheControl)?.[1]);
        expect(Math.abs(sMaxAge - (expires - Date.now()) / 1000), cacheControl).toBeLessThan(2);
        expect(maxAge).toBeLessThanOrEqual(Math.min(300, sMaxAge));
        expect(cacheControl).not.toContain("stale-while-revalidate");
      }
    }
  });
});
