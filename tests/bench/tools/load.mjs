// @ts-check
// `npm run bench:load`: a bounded load (20 connections, 10 s) on the built worker over a mix
// of pages, redirects and 404s. Prints requests per second, p50/p99 latency and the error
// count (connection errors, timeouts and 5xx), which must be zero. Loopback only.
// BENCH_URL=http://127.0.0.1:8787 measures an already running `npm start` instead.
import autocannon from "autocannon";
import { startMiniflare } from "../../support/miniflare.mjs";
import { startBuiltWorker } from "../../support/worker.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const MIX = [
  "/",
  "/trades",
  "/trades/electrician",
  "/painter/",
  "/apprenticeship-faq",
  "/blog/apprentice-awards",
  "/about",
  "/news",
  "/trades/painter",
  "/contact-us",
  "/electrician/?utm_source=flyer", // redirects
  "/no-such-page",
  "/trades/astronaut", // 404s
];

const worker = process.env.BENCH_URL ? null : await startBuiltWorker();
const base = worker?.url ?? String(process.env.BENCH_URL);
const url = new URL(base);
if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
  throw new Error("bench:load only targets this machine");

// Warm the edge cache once, as production traffic would.
for (const path of MIX) await fetch(new URL(path, base), { redirect: "manual" }).then((r) => r.arrayBuffer());

let serverErrors = 0;
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: MIX.map((path) => ({ method: "GET", path })),
  setupClient: (client) => client.on("response", (status) => status >= 500 && serverErrors++),
});
await worker?.dispose();

const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
const errors = result.errors + result.timeouts + serverErrors;
/** @param {string} k @param {string | number} v */
const row = (k, v) => console.log(`${k.padEnd(22)} ${v}`);
console.log(
  `\nLoad: ${CONNECTIONS} connections for ${DURATION}s over ${MIX.length} URLs (pages, redirects, 404s) at ${base}`,
);
row("requests", result.requests.total);
row("requests/s (mean)", result.requests.average.toFixed(0));
row("latency p50 (ms)", result.latency.p50);
row("latency p99 (ms)", result.latency.p99);
row("latency max (ms)", result.latency.max);
row("statuses", JSON.stringify(statuses));
row("errors", `${errors} (connection ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors})`);
if (errors > 0) process.exitCode = 1;

// Churn: distinct spellings of pages, distinct query strings and distinct unknown paths, as
// crawlers and scanners send them. The worker in workerd behind tests/support/fault-worker.mjs
// (no faults set) counts the distinct keys it stores in the Cache API: they must not grow.
const churn = await startMiniflare({ faults: true });
// What GET /__faults answers, taken on trust: among other fields, the keys in the Cache API.
/** @type {(response: Response) => Promise<{ keys: string[] }>} */
const faultsOf = (response) => response.json();
const entries = async () => (await faultsOf(await churn.fetch("/__faults"))).keys.length;
for (const path of MIX) await churn.fetch(path).then((r) => r.arrayBuffer());
const before = await entries();
let n = 0;
/** @type {((i: number) => string)[]} */
const variants = [
  (i) => `/trades//electrician?v=${i}`,
  (i) => `/%61bout?utm_source=${i}`,
  (i) => `/trades/electrician?page=${i}`,
  (i) => `/no-such-page-${i}`,
  (i) => `//host-${i}/about`,
  (i) => `/TRADES/ELECTRICIAN/?q=${i}`,
  (i) => `/blog/${i}`,
];
let churnErrors = 0;
const churned = await autocannon({
  url: churn.url,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    { method: "GET", setupRequest: (request) => ({ ...request, path: variants[n % variants.length]?.(n++) }) },
  ],
  setupClient: (client) => client.on("response", (status) => status >= 500 && churnErrors++),
});
const after = await entries();
await churn.dispose();
const churnFailures = churned.errors + churned.timeouts + churnErrors;
console.log(
  `\nChurn: ${CONNECTIONS} connections for ${DURATION}s, every request a distinct variant, query or unknown path`,
);
row("requests", churned.requests.total);
row("requests/s (mean)", churned.requests.average.toFixed(0));
row("latency p99 (ms)", churned.latency.p99);
row(
  "statuses",
  JSON.stringify(Object.fromEntries(Object.entries(churned.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]))),
);
row("Cache API entries", `${before} before, ${after} after`);
row("errors", `${churnFailures} (connection ${churned.errors}, timeouts ${churned.timeouts}, 5xx ${churnErrors})`);
if (churnFailures > 0 || after > before) process.exitCode = 1;
