// @ts-check
// What a first visit to a page downloads before it is interactive, measured the same way by
// the bench (which prints it) and the budget test (which holds it to the budget).
import { gzipSync } from "node:zlib";

/** @typedef {{ url: string, text: string, gzip: number }} FirstLoadScript */
/** @typedef {{ path: string, html: number, htmlText: string, scripts: FirstLoadScript[], js: number, css: number, cssInline: boolean, inlineCssText: string }} FirstLoad */

/** Bytes as KiB with one decimal, as the bench's tables and the budget's messages print them. @param {number} bytes */
export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** @param {Buffer} bytes */
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
// Build files are content-hashed, so each is fetched and compressed once per run.
/** @type {Map<string, Promise<{ text: string, gzip: number }>>} */
const files = new Map();
/** @param {string} url */
async function buildFile(url) {
  if (!files.has(url)) {
    files.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { text: bytes.toString("utf8"), gzip: gzip(bytes) };
      }),
    );
  }
  return /** @type {Promise<{ text: string, gzip: number }>} */ (files.get(url));
}

/** The JavaScript a page loads at first: its module preloads (live or held back until the
 * first paint, app/lib/after-paint.ts) and the modules its inline script imports.
 * @param {string} html
 * @returns {string[]} */
export function firstLoadScripts(html) {
  const js = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1] ?? ""));
  for (const m of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/build\/[^"]+\.js)"/g))
    js.add(m[1] ?? "");
  return [...js];
}

/** The build files a module imports statically (esbuild writes them as absolute paths). @param {string} text */
export const staticImports = (text) =>
  [...text.matchAll(/(?:\bfrom|\bimport)\s*"(\/build\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");

/**
 * Gzip sizes of a page's HTML, first-load JavaScript (with each file's text) and CSS.
 * @param {string} base the worker's origin
 * @param {string} path
 * @returns {Promise<FirstLoad>}
 */
export async function firstLoad(base, path) {
  const html = await (await fetch(new URL(path, base))).text();
  /** @type {FirstLoadScript[]} */
  const scripts = [];
  // What the page names, then what those modules import statically, as the browser fetches it
  // (a page's preloads may leave some to be found that way: the islands', app/islands).
  const queue = firstLoadScripts(html);
  for (let url; (url = queue.shift()) !== undefined;) {
    if (scripts.some((s) => s.url === url)) continue;
    const file = await buildFile(new URL(url, base).href);
    scripts.push({ url, ...file });
    queue.push(...staticImports(file.text));
  }
  let css = 0;
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+)"/g))
    css += gzip(Buffer.from(await (await fetch(new URL(m[1] ?? "", base))).arrayBuffer()));
  // The stylesheet is inlined into the page: count it as first-load CSS too.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const cssInline = inlineCss ? gzip(Buffer.from(inlineCss)) : 0;
  return {
    path,
    html: gzip(Buffer.from(html)),
    htmlText: html,
    scripts,
    js: scripts.reduce((sum, s) => sum + s.gzip, 0),
    css: css + cssInline,
    cssInline: cssInline > 0,
    inlineCssText: inlineCss,
  };
}

/**
 * First-load JavaScript at most 100 KiB gzip on every page that loads any. What was cut to keep
 * home, the heaviest, inside it (the header's and footer's words as the root loader's data, the
 * photo strips' marquee fetched when one is about to move, the root's loader a plain object) is
 * in docs/decisions/015.
 */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

/**
 * Home, the page most visitors arrive on, at most 90 KiB: room under the budget for what comes
 * next. Its video and photo strip hydrate as islands (app/islands), with React and without Remix.
 */
export const HOME_JS_BUDGET = 90 * 1024;

/**
 * The pages whose every control works without JavaScript ship none (a route's
 * handle asks for hydration, app/lib/hydrate.ts), and the sitemap's pages together load at
 * most 30% of the 4,106,025 bytes they loaded before: 1,250,000 bytes gzip.
 */
export const SITE_JS_BUDGET = 1_250_000;
