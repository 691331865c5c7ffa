// @ts-check
// `npm run bench`: the budgets of a static content site, as figures (not pass/fail tests).
//  1. Lighthouse (mobile preset, Debian Chromium) on seven pages of the built worker
//     (or the BENCH_PAGES given, comma-separated): tests/bench/tools/lighthouse.mjs.
//  2. First-load JavaScript and CSS per page, gzip.
//  3. Throughput: the worker in workerd (Miniflare, no Node proxy) serving a page from its
//     edge cache and rendering it fresh, beside a plain Node static server sending the same
//     HTML bytes; plus the server-side render time per page.
// Loopback only; third-party hosts are blocked. Writes reports/bench.md (or, with --all,
// reports/bench-all.md) too: reports/ is git-ignored, so a run's figures never go stale in git.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { Miniflare } from "miniflare";
import { sitemapPaths } from "../../../scripts/smoke/smoke.mjs";
import { FIRST_LOAD_JS_BUDGET, firstLoad, kib } from "../../support/first-load.mjs";
import { startBuiltWorker } from "../../support/worker.mjs";
import { PHOTO_SITE } from "../../support/photo-site.mjs";
import { PHOTO_PAGES } from "../../fixtures/photos.mjs";
import { FLOOR, HEADINGS, lighthouseRun, pageRow, servePlainPage } from "./lighthouse.mjs";

// `--all`: Lighthouse on every page of the sitemap (one run each unless BENCH_LIGHTHOUSE_RUNS
// says otherwise), a sweep for pages that fall behind the six; the throughput part is skipped.
const ALL = process.argv.includes("--all");
// `--photos`: Lighthouse on the five pages of the photo site (every drawing a camera
// photo: `npm run build:photos` first), with the bytes of images each page loads.
const PHOTOS = process.argv.includes("--photos");
// Five runs, median: what Lighthouse's own docs advise against run-to-run variance.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (ALL ? 1 : 5));
const ONLY_LIGHTHOUSE = ALL || PHOTOS;
// BENCH_PAGES="/trades/compare,/trades/compare?pick=electrician&pick=plumber" runs Lighthouse on other pages.
const BENCHMARKED = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/trades",
  "/trades/electrician",
  "/trades/compare",
  "/apprenticeship-faq",
  "/blog/apprentice-awards",
  "/about",
];
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_SECONDS ?? 5),
};
const REPORT = ALL ? "reports/bench-all.md" : PHOTOS ? "reports/bench-photos.md" : "reports/bench.md";
/** @type {string[]} */
const out = [];
const print = (line = "") => {
  console.log(line);
  out.push(line);
};
/**
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
const table = (head, rows) => {
  print(`| ${head.join(" | ")} |`);
  print(`|${head.map(() => "---").join("|")}|`);
  for (const row of rows) print(`| ${row.join(" | ")} |`);
  print();
};

// The same tree has measured Lighthouse 95 on one machine and 100 on another a day later
// (two cores each): what ran, where and how busy, beside the figures.
const [cpu] = cpus();
print(
  `Machine: ${cpus().length} × ${cpu?.model.trim() ?? "unknown CPU"}; load average before: ${loadavg()[0]?.toFixed(2)}.\n`,
);

const worker = await startBuiltWorker(PHOTOS ? { root: PHOTO_SITE } : {});
const base = worker.url;

// ---- 2. first-load JS and CSS ------------------------------------------------------------
// Every page the sitemap lists (every canonical page), not only the six Lighthouse visits.
const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
const ALL_PAGES = sitemapPaths(sitemap);
print(`## First-load bytes per page, all ${ALL_PAGES.length} pages (gzip)\n`);
const sizes = [];
for (const path of ALL_PAGES) sizes.push(await firstLoad(base, path));
table(
  [
    "Page",
    "HTML KiB (incl. inline CSS)",
    "JS KiB (files)",
    "CSS KiB",
    `Budget JS ≤ ${FIRST_LOAD_JS_BUDGET / 1024} KiB`,
  ],
  sizes.map((s) => [
    s.path,
    kib(s.html),
    `${kib(s.js)} (${s.scripts.length})`,
    `${kib(s.css)}${s.cssInline ? " inline" : ""}`,
    s.js <= FIRST_LOAD_JS_BUDGET ? "ok" : "OVER",
  ]),
);

// ---- 1. Lighthouse -------------------------------------------------------------------------
const PAGES = ALL ? ALL_PAGES : PHOTOS ? [...PHOTO_PAGES] : BENCHMARKED;
print(
  `## Lighthouse on ${PAGES.length} pages (mobile preset, simulated throttling; ${RUNS} runs each: scores from the median run by performance score, LCP and TBT the median of all runs)\n`,
);
const plain = await servePlainPage();
/** @param {string} path */
const pageUrl = (path) => (path === FLOOR ? plain.url : new URL(path, base).href);

/** @type {(string | number)[][]} */
const rows = [];
for (const path of [...PAGES, FLOOR]) {
  /** @type {import("lighthouse").Result[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(pageUrl(path)));
  const { row, below } = pageRow(path, runs);
  rows.push(row);
  if (below.length) console.error(`  ${path}: below 1 → ${below.join(", ")}`);
}
table(HEADINGS, rows);
print(`Load average after Lighthouse: ${loadavg()[0]?.toFixed(2)}.\n`);
plain.close();
if (ONLY_LIGHTHOUSE) {
  mkdirSync("reports", { recursive: true });
  writeFileSync(REPORT, `${out.join("\n")}\n`);
  console.log(`Written to ${REPORT}`);
  await worker.dispose();
  process.exit(0);
}
await worker.dispose();

// ---- 3. throughput --------------------------------------------------------------------------
/** @param {boolean} cache */
async function miniflare(cache) {
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "build/index.js" }],
    compatibilityDate: "2026-04-01",
    cache,
    bindings: cache ? {} : { EDGE_CACHE: "off" },
    host: "127.0.0.1",
    port: 0,
  });
  return { url: (await mf.ready).origin, dispose: () => mf.dispose() };
}
/** @param {string} url */
async function load(url) {
  const r = await autocannon({ url, ...LOAD });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  };
}

const THROUGHPUT_PAGE = "/trades/electrician";
const cached = await miniflare(true);
const fresh = await miniflare(false);
const page = await fetch(new URL(THROUGHPUT_PAGE, cached.url));
const html = Buffer.from(await page.arrayBuffer());
// The worker's own response headers (security headers, a CSP of about 600 bytes), without
// the framing ones workerd sets itself.
const pageHeaders = [...page.headers].filter(
  ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
);
const staticServer = createServer((_req, res) => {
  // What a static host would send for this file: the same bytes and the same headers.
  res.writeHead(200, [...pageHeaders.flat(), "Content-Length", String(html.length)]);
  res.end(html);
});
await new Promise((resolve) => staticServer.listen(0, "127.0.0.1", () => resolve(undefined)));
// Listening on TCP, so its address is a host and port (not a pipe's name).
const staticUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (staticServer.address()).port}${THROUGHPUT_PAGE}`;

print(
  `## Throughput: ${THROUGHPUT_PAGE} (${kib(html.length)} KiB of HTML), ${LOAD.connections} connections × ${LOAD.duration} s each\n`,
);
// The floor for any worker here: workerd answering the same bytes from a one-line worker,
// first with a Content-Type alone, then with every header the real worker sends.
/** @param {[string, string][]} headers */
async function oneLineWorker(headers) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch(_r, env) { return new Response(env.HTML, { headers: env.HEADERS }); } };",
    bindings: { HTML: html.toString("utf8"), HEADERS: headers },
    compatibilityDate: "2026-04-01",
    host: "127.0.0.1",
    port: 0,
  });
  return { url: `${(await mf.ready).origin}${THROUGHPUT_PAGE}`, dispose: () => mf.dispose() };
}
const floorMf = await oneLineWorker([["Content-Type", "text/html; charset=utf-8"]]);
const floorHeadersMf = await oneLineWorker(pageHeaders);
const staticRun = await load(staticUrl);
const floorRun = await load(floorMf.url);
const floorHeadersRun = await load(floorHeadersMf.url);
const cachedRun = await load(`${cached.url}${THROUGHPUT_PAGE}`);
const freshRun = await load(`${fresh.url}${THROUGHPUT_PAGE}`);
/** @typedef {Awaited<ReturnType<typeof load>>} LoadRun */
/** One row of the throughput table: a server's figures and its ratio to the static server's. @param {string} server @param {LoadRun} run */
const throughputRow = (server, run) => [
  server,
  run.rps.toFixed(0),
  run.p50,
  run.p99,
  run.errors,
  (run.rps / staticRun.rps).toFixed(2),
];
table(
  ["Server", "req/s", "p50 ms", "p99 ms", "errors", "÷ static"],
  [
    throughputRow("Node static server, same bytes and headers", staticRun),
    throughputRow("workerd floor: one-line worker, same bytes", floorRun),
    throughputRow("workerd floor, same bytes and same headers", floorHeadersRun),
    throughputRow("Worker, from its edge cache", cachedRun),
    throughputRow("Worker, rendered fresh", freshRun),
  ],
);

// Server-side render time: sequential uncached requests, median and p90 (loopback included).
print("## Server-side render time per page (workerd, cache off, 40 sequential requests)\n");
/** @type {string[][]} */
const renderRows = [];
/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => /** @type {number} */ (sorted[Math.floor(sorted.length * share)]);
for (const path of PAGES) {
  const times = [];
  for (let i = 0; i < 45; i++) {
    const start = performance.now();
    await (await fetch(`${fresh.url}${path}`)).arrayBuffer();
    if (i >= 5) times.push(performance.now() - start); // the first few warm the isolate
  }
  times.sort((a, b) => a - b);
  renderRows.push([path, percentile(times, 0.5).toFixed(1), percentile(times, 0.9).toFixed(1)]);
}
table(["Page", "median ms", "p90 ms"], renderRows);

staticServer.close();
await cached.dispose();
await floorMf.dispose();
await floorHeadersMf.dispose();
await fresh.dispose();

mkdirSync("reports", { recursive: true });
writeFileSync(REPORT, `${out.join("\n")}\n`);
console.log(`Written to ${REPORT}`);
