// docs/http.md, "The edge cache and its key": the edge cache is keyed by path and build version, so "a deploy never
// serves the previous build's HTML". Two deploys of the built worker share one Cache API
// kept on disk, as two versions share Cloudflare's cache in a data centre; each start is a
// new isolate (its memory cache empty), so a HIT here came from the Cache API.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { startMiniflare } from "../support/miniflare.mjs";

const cacheDir = mkdtempSync(`${tmpdir()}/b2b-edge-cache-`);
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/**
 * Starts one "deploy", asks for each path once, and answers with X-Edge-Cache per path. Its
 * pages take the render path (builtPages: false), as every page does once a moment past the
 * build's horizon has come (decision 056), until the next deploy: the Cache API is what they are kept in then.
 */
async function deploy(versionId: string, paths: string[]) {
  const worker = await startMiniflare({ versionId, cachePersist: cacheDir, builtPages: false });
  try {
    const seen: string[] = [];
    for (const path of paths) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      seen.push(response.headers.get("x-edge-cache") ?? "none");
    }
    return seen;
  } finally {
    await worker.dispose();
  }
}

describe("a deploy never serves the previous build's HTML", () => {
  const paths = ["/about", "/trades/electrician", "/tips-for-success?_data=routes%2Ftips-for-success"];

  it("the same version finds its pages in the shared cache; a new version renders afresh", async () => {
    expect(await deploy("version-1", paths)).toEqual(["MISS", "MISS", "MISS"]);
    // Control: a second isolate of the same version is answered by the Cache API, so the
    // MISSes below are the key's doing, not a cache that keeps nothing.
    expect(await deploy("version-1", paths)).toEqual(["HIT", "HIT", "HIT"]);
    expect(await deploy("version-2", paths)).toEqual(["MISS", "MISS", "MISS"]);
    expect(await deploy("version-2", paths)).toEqual(["HIT", "HIT", "HIT"]);
  });
});
