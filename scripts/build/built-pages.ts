/**
 * The last step of `npm run build`: every page the sitemap lists, rendered once by the built
 * worker in workerd with its caches off (what a visitor's first request after a deploy would get),
 * written to public/_pages/ with their headers in pages.json. The worker then answers those pages
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
import { builtWorkerOptions } from "../lib/built-worker.mjs";
import { sitemapPaths } from "../smoke/smoke.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folder = join(root, "public", BUILT_PAGES_DIR);
const ORIGIN = "https://built-pages.invalid";

rmSync(folder, { recursive: true, force: true });
const options = builtWorkerOptions(root);
const worker = new Miniflare({ ...options, bindings: { ...options.bindings, EDGE_CACHE: "off" } });

/** One page as a first visitor gets it: its bytes and the headers worth keeping. */
async function render(path: string) {
  const renderedAt = Date.now();
  const response = await worker.dispatchFetch(new URL(path, ORIGIN), { headers: { Accept: "text/html" } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: the sitemap lists it, so the site would serve a broken page.`);
  const headers = [...response.headers].filter(([name]) => name !== EDGE_CACHE_HEADER.toLowerCase());
  return { body, headers, renderedAt };
}

try {
  const sitemap = (await render("/sitemap.xml")).body.toString("utf8");
  const paths = sitemapPaths(sitemap);
  if (paths.length === 0) throw new Error("The sitemap lists no page.");
  mkdirSync(folder, { recursive: true });
  const pages: Record<string, BuiltPage> = {};
  for (const path of paths) {
    const { body, headers, renderedAt } = await render(path);
    const file = `${BUILT_PAGES_DIR}${createHash("sha256").update(body).digest("hex").slice(0, 16)}.html`;
    writeFileSync(join(root, "public", file), body);
    pages[path] = { file, headers, renderedAt, until: expiresAt(new Headers(headers)) };
  }
  // The build's version, as Remix writes it beside the server bundle: the worker serves these for that build only.
  const version = readFileSync(join(root, "build", "version.txt"), "utf8").trim();
  const list: BuiltPagesList = { version, pages };
  writeFileSync(join(root, "public", BUILT_PAGES_LIST), JSON.stringify(list));
  console.log(`Built pages: ${paths.length} pages rendered into public${BUILT_PAGES_DIR}`);
} finally {
  await worker.dispose();
}
