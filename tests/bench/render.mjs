// @ts-check
/**
 * What an uncached render costs: the built worker's fetch handler (build/index.js), imported
 * into Node and called for every page the sitemap lists with the edge cache off, so every
 * request renders. Each request's CPU time is `process.cpuUsage()` around it (user + system,
 * this process only); a warm-up round first, as an isolate that has served a page. Prints
 * p50 and p99 per page and overall, and exits non-zero over the targets (p50 5 ms, p99 10 ms:
 * the Workers Free plan allows 10 ms of CPU a request). `BENCH_RENDER_ROUNDS` (default 25).
 * Run after `npm run build`; Node's V8 stands in for workerd's, so read the figures as the
 * render's own cost on this machine, not Cloudflare's.
 */
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 25);
const P50_TARGET_MS = 5;
const P99_TARGET_MS = 10;
const ORIGIN = "https://borntobuild.example";

const TYPES = { ".css": "text/css", ".js": "text/javascript", ".xml": "application/xml", ".png": "image/png" };
/** Workers Static Assets, as far as the worker asks it (the stylesheet it inlines): files under public/. */
const ASSETS = {
  /** @param {RequestInfo | URL} input */
  async fetch(input) {
    const path = decodeURIComponent(new URL(input instanceof Request ? input.url : String(input)).pathname);
    try {
      const body = await readFile(join(root, "public", path));
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
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
if (paths.length === 0) throw new Error("The sitemap lists no page: is the build there (npm run build)?");

/** @param {string} path @returns {Promise<number>} CPU milliseconds of one render */
async function render(path) {
  const before = process.cpuUsage();
  const response = await worker.fetch(request(path), env, ctx);
  await response.text();
  const used = process.cpuUsage(before);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (used.user + used.system) / 1000;
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const ms = (/** @type {number} */ n) => n.toFixed(2).padStart(7);

for (const path of paths) await render(path); // warm-up
/** @type {Map<string, number[]>} */
const times = new Map(paths.map((p) => [p, []]));
for (let round = 0; round < ROUNDS; round++) for (const path of paths) times.get(path)?.push(await render(path));

console.log(
  `Uncached render CPU time, ms (${ROUNDS} rounds over the sitemap's ${paths.length} pages, Node ${process.version})`,
);
console.log(`${"p50".padStart(7)} ${"p99".padStart(7)}  page`);
const all = [];
for (const [path, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  all.push(...sorted);
  console.log(`${ms(quantile(sorted, 0.5))} ${ms(quantile(sorted, 0.99))}  ${path}`);
}
all.sort((a, b) => a - b);
const p50 = quantile(all, 0.5);
const p99 = quantile(all, 0.99);
console.log(`${ms(p50)} ${ms(p99)}  every page (targets: p50 ${P50_TARGET_MS}, p99 ${P99_TARGET_MS})`);
const size = (await readFile(join(root, "build/index.js"))).length;
console.log(
  `server bundle build/index.js: ${(size / 1024).toFixed(0)} KiB (wrangler's upload size: npx wrangler deploy --dry-run)`,
);
if (p50 > P50_TARGET_MS || p99 > P99_TARGET_MS) process.exitCode = 1;
