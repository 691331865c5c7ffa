/**
 * The 404 report's source (decision 029): each unknown address the worker answers is
 * written to Workers Analytics Engine, the path only (no query, address, user agent or cookie),
 * lower-cased and without its trailing slash as the redirect rules match it. `npm run report:404`
 * reads what was written. Bounded so a flood of unknown addresses costs neither money nor time:
 * a sample (NOT_FOUND_SAMPLE_RATE, default every one), at most MAX_PER_MINUTE points per isolate,
 * and a write that never waits and never throws into the visitor's answer.
 */
import { normalizePath } from "../redirects";

export const MAX_PER_MINUTE = 120;
/** A path is cut here: Analytics Engine takes 16 KB of blobs a point, and no old address is longer. */
export const MAX_PATH_LENGTH = 300;
const MINUTE_MS = 60_000;

/** The part of Analytics Engine's binding this uses: also what a test's or `wrangler dev`'s stand-in offers. */
export type NotFoundDataset = {
  writeDataPoint(point: { blobs: string[]; doubles: number[]; indexes: string[] }): void;
};

/**
 * What `wrangler dev --var NOT_FOUND_ECHO:1` writes to instead (Miniflare's own Analytics Engine
 * drops every point): one log line a point, which `npm run report:404 <log file>` reads.
 */
export const ECHO_PREFIX = "not-found-report ";
export const echoDataset: NotFoundDataset = {
  writeDataPoint: ({ blobs, doubles }) =>
    console.log(`${ECHO_PREFIX}${JSON.stringify({ path: blobs[0], weight: doubles[0] })}`),
};

type Options = { now?: () => number; random?: () => number };

/** A recorder with its own per-isolate budget: `record(dataset, path, sampleRate)`. */
export function createNotFoundLog({ now = Date.now, random = Math.random }: Options = {}) {
  let windowStart = -Infinity;
  let written = 0;
  return function record(dataset: NotFoundDataset | undefined, path: string, sampleRate = 1): void {
    if (!dataset || !(sampleRate > 0)) return;
    try {
      if (sampleRate < 1 && random() >= sampleRate) return;
      const time = now();
      if (time - windowStart >= MINUTE_MS) {
        windowStart = time;
        written = 0;
      }
      if (written >= MAX_PER_MINUTE) return;
      written++;
      // The weight makes a sampled count an estimate of the real one (the report sums it).
      dataset.writeDataPoint({
        blobs: [path.slice(0, MAX_PATH_LENGTH)],
        doubles: [1 / Math.min(sampleRate, 1)],
        indexes: ["404"],
      });
    } catch (error) {
      // The report is worth less than the visitor's page: note it and answer as if nothing happened.
      console.error("404 report: the write failed", error);
    }
  };
}

/** NOT_FOUND_SAMPLE_RATE as a number from 0 to 1; anything else is "every one". */
export function sampleRateOf(value: string | undefined): number {
  const rate = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

/** The worker's bindings and settings for the report (wrangler.toml, docs/http.md). */
export type NotFoundEnv = {
  /** Analytics Engine in production; absent (nothing written) where it is not bound. */
  NOT_FOUND_PATHS?: NotFoundDataset;
  /** "1": write to the log instead (`wrangler dev --var NOT_FOUND_ECHO:1`). */
  NOT_FOUND_ECHO?: string;
  /** A number from 0 to 1: the share of unknown addresses written (default 1, every one). */
  NOT_FOUND_SAMPLE_RATE?: string;
};

const recordOnce = createNotFoundLog();

/** Notes an unknown address the worker answered with 404 (its path as the rules match it). */
export function noteNotFound(env: NotFoundEnv, url: URL): void {
  const path = normalizePath(url.pathname).toLowerCase();
  const bare = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  recordOnce(
    env.NOT_FOUND_ECHO === "1" ? echoDataset : env.NOT_FOUND_PATHS,
    bare,
    sampleRateOf(env.NOT_FOUND_SAMPLE_RATE),
  );
}
