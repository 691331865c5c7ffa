// A path that begins with two slashes (or a slash and a backslash, or encoded slashes) is a path
// on this site, never a host: `//x?_data=root` must not be read as the page `/` of host `x`,
// kept under a key of its own, nor throw on `//a%20b` or `//x:99999`. The built worker with its
// Cache API on disk (entries counted as files, tests/support/disk-cache-worker.ts), asked raw HTTP
// (node:http sends the path as written) for fixed and generated shapes, with every query an
// attacker adds, twice each, GET and HEAD: never a 5xx, never a 200 (each is a 301 to the
// single-slash page, Remix's redirect for its data, or a 404), never a HIT, and no entry added.
// Every other method: 405 before any of it. Statuses from tests/fixtures/spec.ts.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { HTTP_POLICY } from "../fixtures/spec";
import { useDiskCacheWorker } from "../support/disk-cache-worker";

const FIXED = [
  "//x",
  "///x",
  "////x/",
  "//a%20b",
  "//evil.example:99999",
  "//evil.example:99999/about",
  "//evil.example:0",
  "//evil.example:-1",
  "//x:y@z/",
  "//@",
  "//:80",
  "//[::1]/",
  "//127.0.0.1:8802/about",
  "/\\x",
  "/\\\\x",
  "/\\evil.example:99999",
  "/%2Fx",
  "/%2F%2Fx",
  "/%2f%2fevil.example",
  "/%5Cx",
  "/%5C%5Cx",
  "//%2Fx",
  "//about",
  "///about/",
  "//trades/compare",
  "//find-your-trade",
  "//painter/",
  "//blog/",
  "//%",
  "//x%zz",
  `//${"a".repeat(1900)}`,
  `//${"a/".repeat(600)}`,
];

/** A small seeded generator, so a failure names a shape that comes back on the next run. */
function shapes(count: number, seed = 52): string[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
  // Every target in origin form (a leading "/"): workerd itself answers any other with a 500
  // before the Worker runs (kj's URL parser), which no Worker code can change.
  const starts = ["//", "///", "/\\", "/%2F", "/%2f%2F", "//%5C"];
  const hosts = ["x", "evil.example", "127.0.0.1", "a b", "a%20b", "[::1]", "xn--80ak6aa92e.com", "u:p@h", "%00"];
  const ports = ["", ":0", ":80", ":65535", ":65536", ":99999", ":-1", ":x", ": 1"];
  // No dot segments: `//x/..` is `/`, the home page itself (traversal: hostile.test.ts).
  const tails = ["", "/", "/about", "/trades/compare", "//x", "?", "#"];
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(
      `${starts[next(starts.length)]}${hosts[next(hosts.length)]}${ports[next(ports.length)]}${tails[next(tails.length)]}`,
    );
  // Raw spaces and control characters are not sendable as an HTTP/1.1 target: encoded instead.
  return out.map((path) => path.replace(/ /g, "%20").replace(/#/g, "%23"));
}

const QUERIES = ["", "?_data=root", "?_data=root&index", "?_data=routes%2F%24", "?utm_source=x"];
const OTHER_METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

const { worker, cacheFiles } = useDiskCacheWorker("double-slash");

type Outcome = { status: number; edge: string | null; location: string | null; allow: string | null };

/** Raw HTTP, one connection each: the path reaches workerd exactly as written. */
function raw(method: string, path: string): Promise<Outcome> {
  const url = new URL(worker().url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { Connection: "close" }, agent: false },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            edge: (res.headers["x-edge-cache"] as string | undefined) ?? null,
            location: res.headers.location ?? null,
            allow: res.headers.allow ?? null,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("paths that begin with two slashes, or look as if they do", () => {
  it("a real page's root data is kept (the count below can grow)", async () => {
    const before = cacheFiles();
    expect((await raw("GET", "/about?_data=root")).status).toBe(200);
    expect(await raw("GET", "/about?_data=root")).toMatchObject({ status: 200, edge: "HIT" });
    expect(cacheFiles()).toBeGreaterThan(before);
  });

  it("fixed and generated shapes, every query, GET and HEAD, twice each: never a 5xx, never a 200 or a HIT, no entry added, no off-site Location", async () => {
    const before = cacheFiles();
    const odd: string[] = [];
    const paths = [...FIXED, ...shapes(120)];
    for (const path of paths)
      for (const query of QUERIES)
        for (const method of ["GET", "HEAD"])
          for (const attempt of [1, 2]) {
            const target = `${path}${query}`;
            const { status, edge, location } = await raw(method, target);
            if (status >= 500 || status === 200 || edge === "HIT" || (location && !/^\/(?![/\\])/.test(location)))
              odd.push(`${method} ${target.slice(0, 80)} #${attempt}: ${status} ${edge} ${location}`);
          }
    expect(odd).toEqual([]);
    const after = cacheFiles();
    console.log(
      `edge cache files before ${paths.length * QUERIES.length * 4} double-slash requests: ${before}, after: ${after}`,
    );
    expect(after).toBe(before);
  });

  it("every other method on them: 405 with Allow: GET, HEAD", async () => {
    for (const path of FIXED.slice(0, 12))
      for (const method of OTHER_METHODS) {
        const { status, allow } = await raw(method, `${path}?_data=root`);
        expect([status, allow], `${method} ${path}`).toEqual([405, HTTP_POLICY.allow]);
      }
  });
});
