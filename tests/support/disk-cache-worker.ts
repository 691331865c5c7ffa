// The built worker with its Cache API kept on disk, so a test can count the entries it stores
// as files: for the tests that prove a request adds no entry.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startMiniflare } from "./miniflare.mjs";

type Worker = Awaited<ReturnType<typeof startMiniflare>>;

/** Starts the worker before the file's tests and removes it and its cache after them. */
export function useDiskCacheWorker(name: string): { worker: () => Worker; cacheFiles: () => number } {
  const cacheDir = mkdtempSync(join(tmpdir(), `b2b-${name}-`));
  let worker: Worker | undefined;
  beforeAll(async () => {
    worker = await startMiniflare({ cachePersist: cacheDir });
  });
  afterAll(async () => {
    await worker?.dispose();
    rmSync(cacheDir, { recursive: true, force: true });
  });
  return {
    worker: () => {
      if (!worker) throw new Error("The disk-cache worker has not started: use it inside a test.");
      return worker;
    },
    /** Files Miniflare keeps for the Cache API: one blob per stored response. */
    cacheFiles: () => countFiles(cacheDir),
  };
}

function countFiles(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    count += statSync(path).isDirectory() ? countFiles(path) : 1;
  }
  return count;
}
