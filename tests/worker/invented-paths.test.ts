// Invented paths never add cache entries, whatever the query: the built worker with
// its Cache API kept on disk, so the entries can be counted as files. Paths nobody can visit,
// under every kind of route (top level, and under the dynamic routes, whose loaders know their
// slugs), each with every query an attacker adds (root's data, `index`, the catch-all's data,
// tracking parameters), each asked twice: every answer a 404 (or the 400 of loader data asked of
// a route that does not serve the address), never a HIT, and the number of entries the same
// before and after. The cache policy from tests/fixtures/spec.ts.
import { describe, expect, it } from "vitest";
import { HTTP_POLICY } from "../fixtures/spec";
import { useDiskCacheWorker } from "../support/disk-cache-worker";

/** The catch-all route's loader data: it serves the top level only, not under /blog/ or /trades/. */
const CATCH_ALL_DATA = "?_data=routes%2F%24";
const QUERIES = [
  "?_data=root",
  "?index",
  "?_data=root&index",
  CATCH_ALL_DATA,
  "?utm_source=mail&_data=root",
  "?a=1&b=2",
];
const KINDS = [
  (i: number) => `/no-such-page-${i}`,
  (i: number) => `/blog/no-such-post-${i}`,
  (i: number) => `/trades/no-such-trade-${i}`,
];
/** What the site answers an invented path: nothing here, or loader data of a route that is not this path's. */
const expectedStatus = (path: string) => (path.endsWith(CATCH_ALL_DATA) && /^\/(blog|trades)\//.test(path) ? 400 : 404);
/** Each kind of path with each query, this many times, every path a new one. */
const ROUNDS = 10;
const INVENTED = Array.from({ length: ROUNDS }, (_, round) =>
  KINDS.flatMap((kind, k) => QUERIES.map((query, q) => kind((round * KINDS.length + k) * QUERIES.length + q) + query)),
).flat();

const { worker, cacheFiles } = useDiskCacheWorker("invented");

async function fetchStatus(path: string) {
  const response = await worker().fetch(path);
  const text = await response.text();
  return { status: response.status, edge: response.headers.get("x-edge-cache"), text, response };
}

describe("invented paths and the edge cache", () => {
  it("a real page and its root data are kept (the count below can grow)", async () => {
    const before = cacheFiles();
    expect((await fetchStatus("/about")).status).toBe(200);
    expect((await fetchStatus("/about?_data=root")).status).toBe(200);
    const again = await fetchStatus("/about?_data=root");
    expect([again.status, again.edge]).toEqual([200, "HIT"]);
    expect(cacheFiles()).toBeGreaterThan(before);
  });

  it("invented paths under every kind of route, with every query, each asked twice: 404 (400 for another route's data), never a HIT, no new cache entry", async () => {
    expect(new Set(INVENTED).size, "every path a new one").toBe(INVENTED.length);
    const before = cacheFiles();
    const odd: string[] = [];
    for (const path of INVENTED) {
      for (const attempt of [1, 2]) {
        const { status, edge } = await fetchStatus(path);
        if (status !== expectedStatus(path) || edge === "HIT") odd.push(`${path} #${attempt}: ${status} ${edge}`);
      }
    }
    expect(odd).toEqual([]);
    const after = cacheFiles();
    console.log(`edge cache files before ${INVENTED.length} invented paths: ${before}, after: ${after}`);
    expect(after).toBe(before);
  });

  it("loader data asked of a route that does not serve the address: a 400 that says so, kept nowhere", async () => {
    const before = cacheFiles();
    for (const path of [
      "/about?_data=routes%2F%24",
      "/blog/meet-jordan?_data=routes%2F%24",
      "/trades/electrician?_data=routes%2Fabout",
      "/about?_data=routes%2F_index",
    ]) {
      for (const attempt of [1, 2]) {
        const { status, edge, text, response } = await fetchStatus(path);
        expect([status, text], `${path} #${attempt}`).toEqual([
          400,
          "Bad Request: this _data route does not serve this address\n",
        ]);
        expect(edge, path).not.toBe("HIT");
        expect(response.headers.get("cache-control"), path).toBe(HTTP_POLICY.cache.noStore);
      }
    }
    expect(cacheFiles()).toBe(before);
  });
});
