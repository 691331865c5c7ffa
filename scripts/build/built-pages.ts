/**
 * The last step of `npm run build`: every page the sitemap lists, rendered by the built worker in
 * workerd with its caches off (what a visitor's first request after a deploy would get), and again
 * as it will be from each later moment it changes by itself within the horizon (page-windows.ts,
 * decision 056), with the worker's clock moved there (scripts/lib/clock-worker.mjs). The bodies go to
 * public/_pages/, their headers and windows to pages.json. The worker then answers those pages
 * from the static assets without rendering them (app/lib/edge/built-pages.ts, decision 051).
 * workerd renders them, not Node, so dates and numbers are formatted as the live worker formats them.
 * A page the sitemap lists that is not a 200 stops the build: it would be a broken page on the site.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { BUILT_PAGES_DIR, BUILT_PAGES_LIST, type BuiltPage, type BuiltPagesList } from "../../app/lib/edge/built-pages";
import { EDGE_CACHE_HEADER } from "../../app/lib/edge/memory-cache";
import { expiresAt } from "../../app/lib/edge/page-policy";
import { BASE_SECURITY_HEADERS } from "../../app/lib/http";
import { builtWorkerOptions, frontModules } from "../lib/built-worker.mjs";
import { sitemapPaths } from "../smoke/smoke.mjs";
import { planWindows, type Render } from "./page-windows";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folder = join(root, "public", BUILT_PAGES_DIR);
const ORIGIN = "https://built-pages.invalid";
const DAY_MS = 86_400_000;
/**
 * How far ahead the build renders: a month of the privacy policy's days and of scheduled posts.
 * A deploy renders afresh, and staff deploy with every change they merge.
 */
const HORIZON_MS = 31 * DAY_MS;
/**
 * At most this many renders, to bound the build's time and the list each isolate reads and parses
 * before its first answer: a post a day would be rendered ahead for about nine days, and rendered
 * by the worker from then on.
 */
const RENDER_BUDGET = 400;

rmSync(folder, { recursive: true, force: true });
const options = builtWorkerOptions(root);
const worker = new Miniflare({
  ...options,
  modules: [...frontModules(root, [new URL("../lib/clock-worker.mjs", import.meta.url)]), ...options.modules],
  bindings: { ...options.bindings, EDGE_CACHE: "off" },
});

/**
 * Headers of a render the list does not keep: how it was got (X-Edge-Cache), how it crossed from
 * workerd to this script (Miniflare's MF-Content-Encoding, the transfer's own), and those the
 * worker sets afresh on every answer (applyPolicy: Cache-Control, Vary and the security headers).
 * Kept, they would be sent to visitors as they were at build time.
 */
const NOT_KEPT = new Set(
  [
    EDGE_CACHE_HEADER,
    "MF-Content-Encoding",
    "Content-Encoding",
    "Content-Length",
    "Transfer-Encoding",
    "Cache-Control",
    "Vary",
    ...Object.keys(BASE_SECURITY_HEADERS),
  ].map((name) => name.toLowerCase()),
);

const fetchAt = (path: string) => worker.dispatchFetch(new URL(path, ORIGIN), { headers: { Accept: "text/html" } });

/** One page as a visitor gets it at the worker's clock: its bytes and the headers worth keeping. */
async function render(path: string): Promise<Render> {
  const response = await fetchAt(path);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: the sitemap lists it, so the site would serve a broken page.`);
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name));
  return { body, headers, until: expiresAt(new Headers(headers)) };
}

try {
  const now = Date.now();
  const plan = await planWindows(
    {
      async moveTo(at) {
        const reads = Number(await (await fetchAt(`/__clock?at=${at}`)).text());
        if (!(reads >= at)) throw new Error(`The build's worker did not move its clock to ${new Date(at).toISOString()}.`);
      },
      async sitemap() {
        return sitemapPaths(await (await fetchAt("/sitemap.xml")).text());
      },
      render,
    },
    { now, horizon: HORIZON_MS, budget: RENDER_BUDGET },
  );
  if (plan.windows.size === 0) throw new Error("The sitemap lists no page.");
  mkdirSync(folder, { recursive: true });
  const pages: Record<string, BuiltPage[]> = {};
  const files = new Set<string>();
  for (const [path, windows] of plan.windows)
    pages[path] = windows.map(({ body, headers, from, until }) => {
      // Named by its bytes: a page that is the same at two moments is one file.
      const file = `${BUILT_PAGES_DIR}${createHash("sha256").update(body).digest("hex").slice(0, 16)}.html`;
      if (!files.has(file)) writeFileSync(join(root, "public", file), body);
      files.add(file);
      return { file, headers, renderedAt: from, until };
    });
  // The build's version, as Remix writes it beside the server bundle: the worker serves these for that build only.
  const version = readFileSync(join(root, "build", "version.txt"), "utf8").trim();
  const list: BuiltPagesList = { version, pages };
  writeFileSync(join(root, "public", BUILT_PAGES_LIST), JSON.stringify(list));
  const later = plan.moments.length - 1;
  const last = new Date(plan.moments.at(-1) ?? now).toISOString().slice(0, 16);
  console.log(
    `Built pages: ${plan.windows.size} pages rendered into public${BUILT_PAGES_DIR}` +
      (later > 0 ? `, and as they change at ${later} later moment${later === 1 ? "" : "s"} up to ${last} UTC` : "") +
      ` (${files.size} files).`,
  );
  if (plan.stoppedAt !== null)
    console.log(
      `Built pages: from ${new Date(plan.stoppedAt).toISOString().slice(0, 16)} UTC on, the worker renders the pages (more than ${RENDER_BUDGET} renders ahead).`,
    );
} finally {
  await worker.dispose();
}
