// @ts-check
/**
 * `npm run smoke -- <URL>`: is the site at URL whole? Run by the deploy workflow against
 * production right after `wrangler deploy` (a failure rolls the deploy back), and by hand
 * against `npm start` (http://127.0.0.1:8787). Checks, against URL:
 * - /sitemap.xml answers XML, and every page it lists answers 200 HTML with the security
 *   headers and a page's policy. The sitemap names pages at the production origin: each is
 *   fetched at URL instead, by its path, so the check runs the same against a local server;
 * - every exact rule of the redirects file (CONTENT_DIR's redirects.yaml, else content/'s, the
 *   file the worker was built from; SPEC's redirects are among them) answers its status and
 *   Location; rules with `:name` or `*` depend on what exists and are left to the tests;
 * - an address nobody made answers the 404 page; /admin/ the editor, with its own policy;
 *   /blog/rss.xml the feed.
 * Plain Node and `yaml` only: the deploy job runs it from a checkout without building.
 * Prints one line per failure and a summary; exits 1 on any failure, 2 on bad arguments.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { adminCspProblems, pageCspProblems, securityHeaderProblems } from "./expect.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** How many requests at once, and how long one may take, before it counts as a failure. */
const CONCURRENCY = 6;
const TIMEOUT_MS = 15_000;
/** An address no rule and no page will ever answer: two segments, so no `/:slug` rule reaches it. */
export const MISSING_PATH = "/smoke-check/no-such-page";

/** @typedef {{ path: string, problems: string[] }} Result */
/** @typedef {{ from: string, to?: string, status: number }} Rule */

/** The redirects file's rules whose `from` names one address (no `:name`, no `*`). @param {string} file @returns {Rule[]} */
export function exactRules(file) {
  const parsed = /** @type {unknown} */ (parse(readFileSync(file, "utf8")));
  const data = /** @type {{ rules?: Rule[] }} */ (parsed ?? {});
  return (data.rules ?? []).filter((rule) => !/[:*]/.test(rule.from));
}

/** The redirects file the worker was built from: CONTENT_DIR's, else content/'s. */
export function redirectsFile(env = process.env) {
  const dir = env.CONTENT_DIR?.trim() || "content";
  return join(isAbsolute(dir) ? dir : join(root, dir), "redirects.yaml");
}

/**
 * GET `path` at `base`, never following a redirect; one retry when the network fails (not
 * when the site answers badly), so a dropped connection right after a deploy is not a rollback.
 * @param {string} base @param {string} path
 */
async function get(base, path) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${base}${path}`, {
        redirect: "manual",
        headers: { "User-Agent": "born-to-build-smoke-check" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { response, body: await response.text() };
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/**
 * One check: `path`'s response, judged by `judge` (its problems, [] when none). A request that
 * fails or times out is a problem too.
 * @param {string} base @param {string} path
 * @param {(response: Response, body: string) => string[]} judge
 * @returns {Promise<Result>}
 */
async function check(base, path, judge) {
  try {
    const { response, body } = await get(base, path);
    return { path, problems: judge(response, body) };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? `no answer in ${TIMEOUT_MS / 1000} s` : String(error);
    return { path, problems: [reason] };
  }
}

/** @param {Response} response @param {number} status @param {RegExp} type */
function statusAndType(response, status, type) {
  const problems = [];
  if (response.status !== status) problems.push(`status ${response.status}, not ${status}`);
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!type.test(contentType)) problems.push(`Content-Type "${contentType}"`);
  return problems;
}

/** A page: 200 HTML with the security headers and a page's policy. @param {Response} response */
function page(response) {
  const problems = [...statusAndType(response, 200, /^text\/html\b/), ...securityHeaderProblems(response.headers)];
  const csp = response.headers.get("Content-Security-Policy");
  if (csp) problems.push(...pageCspProblems(csp));
  return problems;
}

/** The paths of the sitemap's pages (the origin dropped). @param {string} xml */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc = ""]) => {
    const url = new URL(loc.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

/**
 * Runs `jobs` with at most `limit` at once, keeping their order.
 * @template T @param {(() => Promise<T>)[]} jobs @param {number} limit @returns {Promise<T[]>}
 */
async function pooled(jobs, limit) {
  /** @type {T[]} */
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await /** @type {() => Promise<T>} */ (jobs[index])();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/**
 * Every check against `base` (an origin, with or without a trailing slash).
 * @param {string} base
 * @param {{ rules?: Rule[] }} [options] the exact redirect rules (default: the redirects file's)
 * @returns {Promise<Result[]>}
 */
export async function smoke(base, { rules = exactRules(redirectsFile()) } = {}) {
  const origin = base.replace(/\/+$/, "");
  /** @type {string[]} */
  let pages = [];
  const sitemap = await check(origin, "/sitemap.xml", (response, body) => {
    const problems = statusAndType(response, 200, /xml/);
    if (!problems.length) pages = sitemapPaths(body);
    if (!problems.length && !pages.length) problems.push("lists no page");
    return [...problems, ...securityHeaderProblems(response.headers)];
  });

  /** @type {(() => Promise<Result>)[]} */
  const jobs = [
    ...pages.map((path) => () => check(origin, path, page)),
    ...rules.map(
      (rule) => () =>
        check(origin, rule.from, (response) => {
          const problems = response.status === rule.status ? [] : [`status ${response.status}, not ${rule.status}`];
          const location = response.headers.get("Location");
          if (rule.to !== undefined && location !== rule.to)
            problems.push(`Location ${location ?? "none"}, not ${rule.to}`);
          return problems;
        }),
    ),
    () =>
      check(origin, MISSING_PATH, (response, body) => [
        ...statusAndType(response, 404, /^text\/html\b/),
        ...securityHeaderProblems(response.headers),
        ...(/<h1\b/i.test(body) ? [] : ["the 404 page has no heading"]),
      ]),
    () =>
      check(origin, "/admin/", (response) => [
        ...statusAndType(response, 200, /^text\/html\b/),
        ...securityHeaderProblems(response.headers, { coop: "same-origin-allow-popups" }),
        ...adminCspProblems(response.headers.get("Content-Security-Policy") ?? ""),
      ]),
    () =>
      check(origin, "/blog/rss.xml", (response, body) => [
        ...statusAndType(response, 200, /^application\/(rss\+)?xml\b/),
        ...securityHeaderProblems(response.headers),
        ...(/<rss\b[\s\S]*<item>/.test(body) ? [] : ["not an RSS feed with items"]),
      ]),
  ];
  return [sitemap, ...(await pooled(jobs, CONCURRENCY))];
}

/** The report: one line per failure, then the summary. @param {Result[]} results @param {string} base */
export function report(results, base) {
  const failed = results.filter((result) => result.problems.length);
  const lines = failed.map((result) => `FAIL ${result.path}: ${result.problems.join("; ")}`);
  lines.push(`smoke: ${results.length - failed.length} of ${results.length} checks passed at ${base}`);
  return { ok: failed.length === 0, text: lines.join("\n") };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const base = process.argv[2];
  if (!base || !/^https?:\/\/[^/]+\/?$/.test(base)) {
    console.error(
      "Usage: npm run smoke -- <URL>, the site's origin, e.g. https://www.example.com or http://127.0.0.1:8787",
    );
    process.exit(2);
  }
  const { ok, text } = report(await smoke(base), base);
  console.log(text);
  process.exit(ok ? 0 : 1);
}
