// @ts-check
// Lighthouse for `npm run bench` (tests/bench/tools/bench.mjs): one run in a fresh Chromium, the
// plain page that shows what the machine itself gives, and a page's row over its runs.
import { createServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../support/chromium-args.mjs";
import { kib } from "../../support/first-load.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/**
 * How every Lighthouse run here is asked for (the bench's and bench:what-if's): a JSON report,
 * errors only, and no test leaving this machine (the video player, form and flipbook hosts are
 * blocked).
 * @type {import("lighthouse").Flags}
 */
export const LIGHTHOUSE_FLAGS = {
  output: "json",
  logLevel: "error",
  blockedUrlPatterns: ["*://player.vimeo.com/*", "*.example.com/*"],
};

/**
 * Runs `use` against a fresh Chromium, as the Lighthouse CLI does, so no run inherits another's
 * caches or warm-up; Chromium is closed afterwards whatever happens.
 * @template T @param {(port: number) => Promise<T>} use @returns {Promise<T>}
 */
export async function withFreshChromium(use) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run (mobile preset, simulated throttling) in a fresh Chromium. A run that
 * fails (runtimeError: Chromium not ready, no paint recorded) is retried rather than counted
 * as a score of 0.
 * @param {string} url
 * @returns {Promise<import("lighthouse").Result>}
 */
export async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await withFreshChromium((port) => lighthouse(url, { ...LIGHTHOUSE_FLAGS, port }));
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    console.error(`  ${url}: run failed (${result.lhr.runtimeError.code}), attempt ${attempt}`);
    if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

/**
 * The machine's own floor: the same runs on a page with nothing to block the main thread (a
 * heading and some text; no script, no stylesheet, no image), served by Node. Lighthouse
 * multiplies every task it sees by four, and on a two-core machine its own tracing and
 * screenshots share the cores with the page: even this page gives some blocking time
 * (decision 049). A page's figures are read against this row.
 */
export const FLOOR = "(floor: a plain page)";
const PLAIN_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="description" content="A plain page."><title>A plain page</title><h1>A plain page</h1>${"<p>Nothing here runs a script, loads a stylesheet or shows a picture.</p>".repeat(40)}</html>`;

/** Serves the plain page on a port of its own until `close()`. */
export async function servePlainPage() {
  const server = createServer((_, response) =>
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PLAIN_PAGE),
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export const HEADINGS = [
  "Page",
  "Perf",
  "A11y",
  "Best pr.",
  "SEO",
  "LCP, median (min–max)",
  "CLS",
  "TBT, median (min–max)",
  "Bytes",
  "Images",
  "Perf of each run",
  "Audits below 1 (median run)",
  "Loaded before the LCP was seen (median-LCP run)",
];

/** @param {import("lighthouse").Result} lhr */
const performanceScore = (lhr) => lhr.categories.performance?.score ?? 0;
/**
 * A run's figure; one Lighthouse did not report shows as NaN.
 * @param {import("lighthouse").Result} lhr @param {string} id
 */
const figure = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
/** @typedef {{ url: string, resourceType?: string, priority?: string, networkEndTime?: number, transferSize?: number }} NetworkRequest */

/**
 * A run's requests (data: URLs aside), from Lighthouse's network-requests audit.
 * @param {import("lighthouse").Result} lhr @returns {NetworkRequest[]}
 */
export function networkRequests(lhr) {
  const details = /** @type {{ items?: NetworkRequest[] }} */ (lhr.audits["network-requests"]?.details ?? {});
  return (details.items ?? []).filter((r) => !r.url.startsWith("data:"));
}
/** Bytes of the images a run loaded. @param {import("lighthouse").Result} lhr */
const imageBytes = (lhr) =>
  networkRequests(lhr)
    .filter((r) => r.resourceType === "Image")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

/**
 * When the browser showed the LCP element in the run's own unthrottled load, in ms from the
 * start of the navigation (the requests' times start within a few ms of it); undefined when
 * Lighthouse recorded none.
 * @param {import("lighthouse").Result} lhr
 */
export function lcpSeenAt(lhr) {
  const metrics = /** @type {{ items?: Array<{ observedLargestContentfulPaint?: number }> }} */ (
    lhr.audits.metrics?.details ?? {}
  );
  return metrics.items?.[0]?.observedLargestContentfulPaint;
}

/**
 * What a run's LCP estimate was made of. Lighthouse's simulation (Lantern) keeps, of the
 * page's own unthrottled load, every request that finished before the LCP element was seen,
 * and shares the throttled network between them: a run whose first frame reached the screen
 * after the lazy pictures just below the fold, the favicon or the scripts had arrived counts
 * them all, and its LCP comes out later than a run whose frame came first, on the same page
 * (decision 049). How soon the frame reaches the
 * screen is the machine's (decoding, raster and compositing on its cores), so this says which
 * kind of run a figure is. `npm run bench:what-if` measures each one's share.
 * @param {import("lighthouse").Result} lhr
 */
export function loadedBeforeLcp(lhr) {
  const seen = lcpSeenAt(lhr) ?? Infinity;
  return networkRequests(lhr).filter((r) => (r.networkEndTime ?? Infinity) <= seen);
}

/** A picture Chrome gave low priority: one loaded lazily (below the fold). @param {NetworkRequest} r */
export const isLazyPicture = (r) => r.resourceType === "Image" && (r.priority === "Low" || r.priority === "VeryLow");
/** @param {string} url */
export const isFavicon = (url) => url.endsWith("/favicon.png");

/**
 * Requests in words, by kind, as "the page · 1 picture loaded first 16.1 KiB · 5 lazy
 * pictures 88.1 KiB · the favicon". Lazy pictures are the ones Chrome gave low priority.
 * @param {NetworkRequest[]} requests
 */
export function describeRequests(requests) {
  /** @type {Map<string, { one: string, many: string, count: number, bytes: number }>} */
  const kinds = new Map();
  for (const r of requests) {
    const type = (r.resourceType ?? "other").toLowerCase();
    const [one, many = one] =
      r.resourceType === "Document"
        ? ["the page"]
        : isFavicon(r.url)
          ? ["the favicon"]
          : r.resourceType !== "Image"
            ? [type, `${type}s`]
            : isLazyPicture(r)
              ? ["lazy picture", "lazy pictures"]
              : ["picture loaded first", "pictures loaded first"];
    const kind = kinds.get(one) ?? { one, many, count: 0, bytes: 0 };
    kinds.set(one, { ...kind, count: kind.count + 1, bytes: kind.bytes + (r.transferSize ?? 0) });
  }
  const words = [...kinds.values()].map(({ one, many, count, bytes }) =>
    one.startsWith("the ") ? one : `${count} ${count === 1 ? one : many} ${kib(bytes)} KiB`,
  );
  return words.join(" · ") || "nothing";
}

/**
 * The middle one of `items` ranked by `key` (of an even number, the upper of the two).
 * @template T @param {T[]} items @param {(item: T) => number} key @returns {T | undefined}
 */
const medianBy = (items, key) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/**
 * The median of the runs' values and their spread, as "1.16 s (1.14–1.30)".
 * @param {number[]} values @param {(value: number) => string} show
 */
function spread(values, show) {
  const median = /** @type {number} */ (medianBy(values, (v) => v));
  return `${show(median)} (${show(Math.min(...values))}–${show(Math.max(...values))})`;
}

/**
 * A page's row over its runs. The scores, bytes and audits are the median run's (the runs
 * ranked by performance score: Lighthouse's own advice is to judge the median run, not a
 * lucky or unlucky one). LCP and blocking time are each the median of every run's own figure,
 * with their spread: when the runs tie on score, the median run's LCP is any run's.
 * @param {string} path @param {import("lighthouse").Result[]} runs
 * @returns {{ row: (string | number)[], below: string[] }} `below`: the median run's audits under 1
 */
export function pageRow(path, runs) {
  const median = medianBy(runs, performanceScore);
  const medianLcpRun = medianBy(runs, (r) => figure(r, "largest-contentful-paint"));
  if (!median || !medianLcpRun)
    throw new Error(`no Lighthouse run of ${path}: BENCH_LIGHTHOUSE_RUNS must be 1 or more`);
  /** @param {string} c */
  const score = (c) => Math.round((median.categories[c]?.score ?? 0) * 100);
  const failing = Object.values(median.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 1 &&
      a.scoreDisplayMode !== "informative" &&
      a.scoreDisplayMode !== "notApplicable" &&
      a.scoreDisplayMode !== "manual",
  );
  const row = [
    path,
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    spread(
      runs.map((r) => figure(r, "largest-contentful-paint")),
      (ms) => `${(ms / 1000).toFixed(2)} s`,
    ),
    figure(median, "cumulative-layout-shift").toFixed(3),
    spread(
      runs.map((r) => figure(r, "total-blocking-time")),
      (ms) => `${Math.round(ms)} ms`,
    ),
    `${kib(figure(median, "total-byte-weight"))} KiB`,
    `${kib(imageBytes(median))} KiB`,
    runs.map((r) => Math.round(performanceScore(r) * 100)).join(", "),
    failing.map((a) => a.id).join(", ") || "none",
    describeRequests(loadedBeforeLcp(medianLcpRun).filter((r) => r.resourceType !== "Document")),
  ];
  return { row, below: failing.map((a) => `${a.id}(${a.score})`) };
}
