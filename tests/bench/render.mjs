// @ts-check
/**
 * What a request no cache holds costs: the built worker's fetch handler (build/index.js), imported
 * into Node and called for every page the sitemap lists, two ways: "served", as the first request
 * after a deploy gets it (the page the build rendered, read from the static assets), and
 * "rendered", with the caches off, so Remix renders each request (a query's view, or every page
 * past the build's horizon, until the next deploy: decision 056); then the views no build holds
 * (find your trade answered, the explorer with picks, a 404), rendered; a warm-up round first, as
 * an isolate that has served a page. Each request's CPU time is read two ways around it:
 * - its thread: the CPU the thread that runs the handler spent (Linux's
 *   /proc/self/task/<pid>/schedstat, in nanoseconds), as a V8 CPU profile of workerd counts the
 *   isolate's thread;
 * - the process: `process.cpuUsage()` (user + system, every thread), which also charges the
 *   request with whatever V8's background threads did meanwhile (optimising compiles, the
 *   collector's helpers), work started by earlier requests as often as by this one.
 * Prints p50 and p99 per page and view (its thread) and overall (both), and exits non-zero when
 * any of them misses the targets (p50 5 ms, p99 10 ms: the Workers Free plan allows 10 ms of CPU
 * a request), "served" by the process's count too, or a page was not served from the build.
 * `BENCH_RENDER_ROUNDS` (default 25). Run after `npm run build`; Node's V8 stands in for
 * workerd's, so read the figures as the worker's own cost on this machine, not Cloudflare's.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sitemapPaths } from "../../scripts/smoke/smoke.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 25);
const P50_TARGET_MS = 5;
const P99_TARGET_MS = 10;
const ORIGIN = "https://borntobuild.example";

const TYPES = { ".css": "text/css", ".js": "text/javascript", ".xml": "application/xml", ".png": "image/png" };
/**
 * Workers Static Assets, as far as the worker asks it (the stylesheet it inlines, the built pages):
 * files under public/, each read from disk once. On Cloudflare the assets are another service,
 * whose work is not the worker's CPU; here a file read would be counted as if it were.
 * @type {Map<string, Buffer<ArrayBuffer>>}
 */
const files = new Map();
const ASSETS = {
  /** @param {RequestInfo | URL} input */
  async fetch(input) {
    const path = decodeURIComponent(new URL(input instanceof Request ? input.url : String(input)).pathname);
    try {
      const body = files.get(path) ?? (await readFile(join(root, "public", path)));
      files.set(path, body);
      return new Response(body, {
        headers: {
          "Content-Type": TYPES[/** @type {keyof typeof TYPES} */ (extname(path))] ?? "application/octet-stream",
        },
      });
    } catch {
      return new Response("Not Found", { status: 404 });
    }
  },
};
const env = { EDGE_CACHE: "off", ASSETS };
const ctx = { waitUntil() {}, passThroughOnException() {} };

/** @typedef {{ fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> }} Worker */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build's bundle has no types; Worker above names what is used
const built = /** @type {{ default: Worker }} */ (await import(pathToFileURL(join(root, "build/index.js")).href));
const worker = built.default;
/** @param {string} path */
const request = (path) => new Request(new URL(path, ORIGIN), { headers: { Accept: "text/html" } });

const sitemap = await (await worker.fetch(request("/sitemap.xml"), env, ctx)).text();
const paths = sitemapPaths(sitemap);
if (paths.length === 0) throw new Error("The sitemap lists no page: is the build there (npm run build)?");

const THREAD_STAT = `/proc/self/task/${process.pid}/schedstat`;
/** CPU milliseconds this (the main) thread has spent, or null where the kernel does not say (not Linux). */
function threadMs() {
  try {
    return Number(readFileSync(THREAD_STAT, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return null;
  }
}
const HAS_THREAD_CLOCK = threadMs() !== null;

/**
 * CPU milliseconds of one request, on its thread and in the whole process, and how it was
 * answered (X-Edge-Cache).
 * @param {string} path @param {Record<string, unknown>} env @param {number} [status] the status it must answer
 */
async function cost(path, env, status = 200) {
  const thread = threadMs();
  const before = process.cpuUsage();
  const response = await worker.fetch(request(path), env, ctx);
  // Read as bytes, as the runtime sends them: decoding them to a string is no cost of the worker's.
  await response.arrayBuffer();
  const used = process.cpuUsage(before);
  const threadUsed = (threadMs() ?? NaN) - (thread ?? NaN);
  if (response.status !== status) throw new Error(`${path} answered ${response.status}`);
  return {
    ms: { thread: threadUsed, process: (used.user + used.system) / 1000 },
    edge: response.headers.get("X-Edge-Cache"),
  };
}

/**
 * The first GET form on `path` that has one of `names`, filled as a visitor might: its hidden
 * fields, the first choice of each radio group and the first `boxes` boxes of each checkbox group.
 * @param {string} path @param {string[]} names @param {number} boxes
 */
async function filledForm(path, names, boxes) {
  const html = await (await worker.fetch(request(path), env, ctx)).text();
  for (const [, action = path, body = ""] of html.matchAll(
    /<form method="get" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    const query = new URLSearchParams();
    /** @type {Map<string, number>} */
    const taken = new Map();
    for (const [input = ""] of body.matchAll(/<input\b[^>]*>/g)) {
      const type = /type="([^"]*)"/.exec(input)?.[1];
      const name = /name="([^"]*)"/.exec(input)?.[1];
      const value = /value="([^"]*)"/.exec(input)?.[1];
      if (name === undefined || value === undefined) continue;
      const limit = type === "hidden" ? Infinity : type === "radio" ? 1 : type === "checkbox" ? boxes : 0;
      if ((taken.get(name) ?? 0) >= limit) continue;
      taken.set(name, (taken.get(name) ?? 0) + 1);
      query.append(name, value);
    }
    if (names.some((name) => query.has(name))) return `${action}?${query}`;
  }
  throw new Error(`${path} has no form with ${names.join(" or ")}: has the page changed?`);
}

/**
 * Views no cache or build holds, rendered for every request: find your trade answered, the
 * explorer with trades picked (each read from its page's own form, as a browser sends it), and an
 * address with no page (the site's 404).
 */
const VIEWS = [
  { name: "find your trade, answered", path: await filledForm("/find-your-trade", ["done"], 0), status: 200 },
  { name: "the explorer, two trades picked", path: await filledForm("/trades/compare", ["pick"], 2), status: 200 },
  { name: "an address with no page", path: "/no-page-at-this-address", status: 404 },
];

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const ms = (/** @type {number} */ n) => n.toFixed(2).padStart(7);

/**
 * The two ways a page is answered with no cache holding it. "served": a visitor's first request
 * after a deploy, the page as `npm run build` rendered it (app/lib/edge/built-pages.ts); the
 * targets are for this (the same path serves each later moment the build rendered ahead: a
 * scheduled post's, a day's). "rendered": Remix renders it, as for a view a query picks, a 404,
 * or every page past the build's horizon until the next deploy.
 */
const MODES = /** @type {const} */ ([
  ["served", { ASSETS }],
  ["rendered", { EDGE_CACHE: "off", ASSETS }],
]);
/** @typedef {{ thread: number, process: number }} Cost */
/** @type {Map<string, Map<string, Cost[]>>} */
const times = new Map(MODES.map(([mode]) => [mode, new Map(paths.map((p) => [p, []]))]));
/** @type {Set<string>} */
const notFromBuild = new Set();
// One way after the other, each after a warm-up of its own, so neither's garbage is collected
// in the other's figures.
for (const [mode, env] of MODES) {
  for (const path of paths) await cost(path, env);
  for (let round = 0; round < ROUNDS; round++)
    for (const path of paths) {
      const { ms: used, edge } = await cost(path, env);
      if (mode === "served" && edge !== "BUILD") notFromBuild.add(`${path} (${edge})`);
      times.get(mode)?.get(path)?.push(used);
    }
}
/** @type {Map<string, Cost[]>} */
const viewTimes = new Map(VIEWS.map(({ name }) => [name, []]));
for (const { path, status } of VIEWS) await cost(path, env, status);
for (let round = 0; round < ROUNDS; round++)
  for (const { name, path, status } of VIEWS) viewTimes.get(name)?.push((await cost(path, env, status)).ms);

/** Where the kernel cannot say what one thread spent, the process's count stands in for it. */
const THREAD = HAS_THREAD_CLOCK ? "thread" : "process";
/** @param {Cost[]} list @param {keyof Cost} clock */
const quantiles = (list, clock) => {
  const values = list.map((c) => c[clock]).sort((a, b) => a - b);
  return { p50: quantile(values, 0.5), p99: quantile(values, 0.99) };
};
/** @param {{ p50: number, p99: number }} q */
const cells = (q) => `${ms(q.p50)} ${ms(q.p99)}`;
const none = `${"-".padStart(7)} ${"-".padStart(7)}`;
/** @type {string[]} */
const over = [];
/** @param {string} what @param {{ p50: number, p99: number }} q */
const judge = (what, q) => {
  if (q.p50 > P50_TARGET_MS || q.p99 > P99_TARGET_MS)
    over.push(`${what} (p50 ${q.p50.toFixed(2)}, p99 ${q.p99.toFixed(2)})`);
  return q;
};

console.log(
  `CPU time of a request no cache holds, ms (${ROUNDS} rounds over the sitemap's ${paths.length} pages, Node ${process.version}),`,
);
console.log(
  HAS_THREAD_CLOCK
    ? "on the thread that runs the handler; the whole process's count (V8's background threads too) under \"every\""
    : "the whole process's count (this system does not say what one thread spent)",
);
console.log(`${"served".padStart(15)} ${"rendered".padStart(15)}`);
console.log(`${"p50".padStart(7)} ${"p99".padStart(7)} ${"p50".padStart(7)} ${"p99".padStart(7)}  page`);
for (const path of paths)
  console.log(
    `${MODES.map(([mode]) => cells(quantiles(times.get(mode)?.get(path) ?? [], THREAD))).join(" ")}  ${path}`,
  );
const all = (/** @type {string} */ mode) => [...(times.get(mode)?.values() ?? [])].flat();
console.log(
  `${cells(judge("served pages, their thread", quantiles(all("served"), THREAD)))} ${cells(judge("rendered pages, their thread", quantiles(all("rendered"), THREAD)))}  every page, its thread`,
);
if (HAS_THREAD_CLOCK)
  console.log(
    `${cells(judge("served pages, the process", quantiles(all("served"), "process")))} ${cells(quantiles(all("rendered"), "process"))}  every page, the whole process`,
  );
for (const { name, path } of VIEWS)
  console.log(`${none} ${cells(quantiles(viewTimes.get(name) ?? [], THREAD))}  ${name}: ${path}`);
const views = [...viewTimes.values()].flat();
console.log(
  `${none} ${cells(judge("views, their thread", quantiles(views, THREAD)))}  every view, its thread (no cache or build holds them)`,
);
if (HAS_THREAD_CLOCK) console.log(`${none} ${cells(quantiles(views, "process"))}  every view, the whole process`);
console.log(
  over.length === 0
    ? `Within the targets (p50 ${P50_TARGET_MS}, p99 ${P99_TARGET_MS}).`
    : `Over the targets (p50 ${P50_TARGET_MS}, p99 ${P99_TARGET_MS}): ${over.join("; ")}.`,
);
if (notFromBuild.size > 0)
  console.log(`Not served from the build (is it there? npm run build): ${[...notFromBuild].join(", ")}`);
const size = (await readFile(join(root, "build/index.js"))).length;
console.log(
  `server bundle build/index.js: ${(size / 1024).toFixed(0)} KiB (wrangler's upload size: npx wrangler deploy --dry-run)`,
);
if (notFromBuild.size > 0 || over.length > 0) process.exitCode = 1;
