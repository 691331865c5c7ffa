// @ts-check
// `npm run bench:redirects`: what staff's redirect rules cost at scale, as
// figures with a budget beside each (a benchmark, not a timed test; exit code 1 when over one).
//  1. Matching: app/lib/redirect-rules.ts, bundled by esbuild as the worker bundles it, with the
//     site's rules plus 10,000 exact rules and 200 patterns, timed per request in V8 (the engine
//     workerd runs; a Worker's own clock does not advance while it computes, so it cannot time
//     itself) over exact hits, pattern hits, carried-part patterns and misses. Budget: p99 < 0.05 ms.
//  2. The built worker, in a scratch copy of the project built with those rules in the pinned
//     content: how much build/index.js grows against the rules' own bytes in the YAML (budget: less),
//     and cold start in workerd (a fresh Miniflare to its first page and its first redirect, median
//     of five) before and after.
// `--match-only` skips part 2 (no build). Loopback only.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { parse } from "yaml";
import { Miniflare } from "miniflare";
import { ROOT, copyProject } from "../support/project-copy.mjs";
import { builtWorkerOptions } from "../support/worker.mjs";

const EXACT = 10_000;
const PATTERNS = 200;
const P99_BUDGET_MS = 0.05;
const REQUESTS = 200_000;
const COLD_STARTS = 5;

/** The pinned content's rules, as YAML text and as [from, to, status]. */
const pinnedYaml = readFileSync(join(ROOT, "tests/fixtures/content/redirects.yaml"), "utf8");
const parsedYaml = /** @type {unknown} */ (parse(pinnedYaml));
const pinned = /** @type {{ rules: { from: string, to?: string, status: number }[] }} */ (parsedYaml);
const POSTS = ["meet-jordan", "apprentice-awards", "sixers-partnership", "tayla-story"];

/** 10,000 exact rules and 200 patterns, as staff would write them (a `why` each), before the site's own. */
function syntheticRules() {
  const rules = [];
  for (let i = 0; i < EXACT; i++)
    rules.push({
      from: `/old-site-page-${i}`,
      to: i % 2 ? "/blog" : `/blog/${POSTS[i % POSTS.length]}`,
      status: 301,
      why: `Old page ${i}`,
    });
  for (let i = 0; i < PATTERNS; i++) {
    // Most patterns start with a fixed part (as the site's do); one in ten starts with a placeholder.
    if (i % 10 === 0)
      rules.push({ from: `/:year/section-${i}/:slug`, to: "/blog/:slug", status: 301, why: `Section ${i}` });
    else rules.push({ from: `/section-${i}/*`, to: "/blog", status: 301, why: `Section ${i}` });
  }
  return rules;
}

const yamlOf = (/** @type {object[]} */ rules) =>
  `rules:\n${rules
    .map((r) =>
      Object.entries(r)
        .map(([k, v], i) => `${i ? "    " : "  - "}${k}: ${v}`)
        .join("\n"),
    )
    .join("\n")}\n`;

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (/** @type {number} */ n) => `${n.toFixed(4)} ms`;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KiB`;
let over = false;
const verdict = (/** @type {boolean} */ ok) => {
  if (!ok) over = true;
  return ok ? "within budget" : "OVER BUDGET";
};

async function matching() {
  const dir = mkdtempSync(join(tmpdir(), "bench-redirects-"));
  const out = join(dir, "redirect-rules.mjs");
  await build({
    entryPoints: [join(ROOT, "app/lib/redirect-rules.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    minify: true,
    outfile: out,
    alias: { "~content": join(ROOT, "app/content") },
    logLevel: "silent",
  });
  const loaded = /** @type {unknown} */ (await import(out));
  const { compileRules, matchExact, matchPattern } = /** @type {typeof import("../../app/lib/redirect-rules")} */ (
    loaded
  );
  rmSync(dir, { recursive: true, force: true });

  const all = [...syntheticRules(), ...pinned.rules].map((r) => /** @type {const} */ ([r.from, r.to ?? "", r.status]));
  const started = performance.now();
  const compiled = compileRules(/** @type {any} */ (all));
  const compileMs = performance.now() - started;
  const pages = new Set(POSTS.map((s) => `/blog/${s}`).concat(["/blog", "/about"]));
  const isPage = (/** @type {string} */ p) => pages.has(p);

  // What arrives at the matcher (pages never do): exact hits, fixed-target patterns, carried
  // parts, and misses that try every pattern that could fit.
  const mix = [
    ...Array.from({ length: 40 }, (_, i) => `/old-site-page-${(i * 251) % EXACT}`),
    ...Array.from({ length: 20 }, (_, i) => `/section-${(i * 7) % PATTERNS || 1}/a/b`),
    "/2024/05/23/meet-jordan",
    "/2024/05/meet-jordan",
    "/meet-jordan",
    "/category/news/page/2",
    "/2024/section-10/tayla-story",
    ...Array.from({ length: 20 }, (_, i) => `/no-such-page-${i}/x`),
    ...Array.from({ length: 10 }, (_, i) => `/2024/05/23/no-such-post-${i}`),
  ];
  const match = (/** @type {string} */ path) => matchExact(compiled, path) ?? matchPattern(compiled, path, isPage);
  for (let i = 0; i < 20_000; i++) match(mix[i % mix.length] ?? "/"); // warm up (JIT)
  const times = new Float64Array(REQUESTS);
  for (let i = 0; i < REQUESTS; i++) {
    const path = mix[i % mix.length] ?? "/";
    const t0 = process.hrtime.bigint();
    match(path);
    times[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const worstMiss = () => {
    const t = [];
    for (let i = 0; i < 20_000; i++) {
      const t0 = process.hrtime.bigint();
      match(`/2024/05/23/no-such-post-${i % 10}`);
      t.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return t.sort((a, b) => a - b);
  };
  const miss = worstMiss();
  const p99 = percentile(sorted, 99);
  console.log(
    `\n1. Matching ${all.length} rules (${EXACT} exact, ${PATTERNS} patterns, the site's ${pinned.rules.length}), ${REQUESTS} requests over ${mix.length} addresses`,
  );
  console.log(`   compile once per isolate: ${compileMs.toFixed(1)} ms`);
  console.log(
    `   per request: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(p99)}, max ${ms(sorted.at(-1) ?? NaN)}  (budget p99 < ${P99_BUDGET_MS} ms: ${verdict(p99 < P99_BUDGET_MS)})`,
  );
  console.log(
    `   worst shape, an unknown dated post (every dated pattern tried): p50 ${ms(percentile(miss, 50))}, p99 ${ms(percentile(miss, 99))}`,
  );
}

/**
 * A fresh workerd on the built worker `bundle` (a copy of build/index.js inside `root`): ms to its
 * first answer at `path`.
 */
async function coldStart(/** @type {string} */ root, /** @type {string} */ bundle, /** @type {string} */ path) {
  const started = performance.now();
  const mf = new Miniflare({ ...builtWorkerOptions(root), modules: [{ type: "ESModule", path: bundle }] });
  await mf.ready;
  const response = await mf.dispatchFetch(`http://localhost${path}`, { redirect: "manual" });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  await mf.dispose();
  return elapsed;
}

/** Cold starts of the two bundles taken in turn (so the machine's drift falls on both), medians. */
async function coldStarts(
  /** @type {string} */ root,
  /** @type {string} */ before,
  /** @type {string} */ after,
  /** @type {string} */ path,
) {
  /** @type {number[]} */
  const a = [];
  /** @type {number[]} */
  const b = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    a.push(await coldStart(root, before, path));
    b.push(await coldStart(root, after, path));
  }
  const median = (/** @type {number[]} */ runs) => runs.sort((x, y) => x - y)[Math.floor(runs.length / 2)] ?? NaN;
  return [median(a), median(b)];
}

async function builtWorker() {
  const scratch = copyProject(mkdtempSync(join(tmpdir(), "bench-redirects-site-")));
  // The pinned content built in the scratch copy's own build/ (`npm run build:pinned` builds it
  // in a copy of its own, .cache/pinned/).
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CONTENT_DIR: "tests/fixtures/content" };
  try {
    const run = () => execFileSync("npm", ["run", "-s", "build"], { cwd: scratch, env, stdio: "pipe" });
    run();
    const beforeBundle = join(scratch, "build/index-before.js");
    copyFileSync(join(scratch, "build/index.js"), beforeBundle);
    const before = statSync(beforeBundle).size;

    const added = syntheticRules();
    const yaml = yamlOf(added) + pinnedYaml.replace(/^rules:\n/, "");
    writeFileSync(join(scratch, "tests/fixtures/content/redirects.yaml"), yaml);
    const ruleBytes = Buffer.byteLength(yaml) - Buffer.byteLength(pinnedYaml);
    run();
    const afterBundle = join(scratch, "build/index.js");
    const after = statSync(afterBundle).size;
    const growth = after - before;
    const page = await coldStarts(scratch, beforeBundle, afterBundle, "/about");
    const redirect = await coldStarts(scratch, beforeBundle, afterBundle, "/news");
    console.log(`\n2. The built worker with ${added.length} more rules (scratch copy, pinned content)`);
    console.log(
      `   build/index.js: ${kb(before)} → ${kb(after)}, +${kb(growth)}; the rules' own bytes in the YAML: ${kb(ruleBytes)}  (budget: growth below them: ${verdict(growth < ruleBytes)})`,
    );
    console.log(
      `   cold start (a fresh workerd to its first answer, median of ${COLD_STARTS}, the two bundles in turn): a page ${page[0]?.toFixed(0)} → ${page[1]?.toFixed(0)} ms; a redirect (the rules compiled then) ${redirect[0]?.toFixed(0)} → ${redirect[1]?.toFixed(0)} ms`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await matching();
if (!process.argv.includes("--match-only")) await builtWorker();
if (over) process.exitCode = 1;
