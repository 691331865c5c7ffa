// Invented paths never add cache entries, whatever the query: the built worker with
// its Cache API kept on disk, so the entries can be counted as files. 1,000 paths nobody can
// visit, each asked twice with the queries an attacker adds (root's data, `index`, the
// catch-all's data, a page's data on an unknown slug, tracking parameters): every answer a
// 404, never a HIT, and the number of entries the same before and after.
import { describe, expect, it } from "vitest";
import { useDiskCacheWorker } from "../support/disk-cache-worker";

const QUERIES = [
  "?_data=root",
  "?index",
  "?_data=root&index",
  "?_data=routes%2F%24",
  "?utm_source=mail&_data=root",
  "?a=1&b=2",
];
/** An invented path for `i`: top level and under the dynamic routes, whose loaders know their slugs. */
const invented = (i: number) =>
  [`/no-such-page-${i}`, `/blog/no-such-post-${i}`, `/trades/no-such-trade-${i}`][i % 3]! + QUERIES[i % QUERIES.length];

const { worker, cacheFiles } = useDiskCacheWorker("invented");

async function fetchStatus(path: string) {
  const response = await worker().fetch(path);
  await response.arrayBuffer();
  return { status: response.status, edge: response.headers.get("x-edge-cache") };
}

describe("invented paths and the edge cache", () => {
  it("a real page and its root data are kept (the count below can grow)", async () => {
    const before = cacheFiles();
    expect((await fetchStatus("/about")).status).toBe(200);
    expect((await fetchStatus("/about?_data=root")).status).toBe(200);
    expect(await fetchStatus("/about?_data=root")).toEqual({ status: 200, edge: "HIT" });
    expect(cacheFiles()).toBeGreaterThan(before);
  });

  it("1,000 invented paths, each asked twice: 404, never a HIT, no new cache entry", async () => {
    const before = cacheFiles();
    const odd: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const path = invented(i);
      for (const attempt of [1, 2]) {
        const { status, edge } = await fetchStatus(path);
        if (status !== 404 || edge === "HIT") odd.push(`${path} #${attempt}: ${status} ${edge}`);
      }
    }
    expect(odd).toEqual([]);
    const after = cacheFiles();
    console.log(`edge cache files before 1,000 invented paths: ${before}, after: ${after}`);
    expect(after).toBe(before);
  });
});
