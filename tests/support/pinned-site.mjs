// @ts-check
// The pinned site: the project built from the pinned copy of the launch content
// (tests/fixtures/content/, decision 024) in a folder of its own, .cache/pinned/, so it never
// overwrites the working tree's build of staff's content/ (build/, public/og/,
// app/content/generated/…, which `npm start` and a deploy serve). It is a copy of the project
// with the pinned content as its content/, as the photo site is (tests/support/photo-site.mjs),
// built with `npm run build` there; the suites that compare with SPEC's exact values (unit,
// worker, e2e, photos) run inside it, where every generated module, page and card is the pinned
// one, as they ran in the working tree when it held the pinned build (decision 040).
//
//   npm run build:pinned          builds it, unless it is built from the files as they are now
//   node tests/support/pinned-site.mjs --run <command…>
//                                 the same, then copies the tests in (no build reads them) and
//                                 runs the command in it: what `npm run test:unit` and the like do
//
// A command run from inside the pinned site (a suite's own npm script) runs there as it is.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { delimiter, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject, ignoredBy, withPinnedContent } from "./project-copy.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The pinned site's folder: a built copy of the project (its build/, public/, app/content/generated/). */
export const PINNED_SITE = process.env.PINNED_SITE ?? join(ROOT, ".cache/pinned");
/** What it was built from (`inputsHash`), written when its build succeeded. */
const STAMP = ".pinned-inputs";
/** True in the pinned site itself: the suites' global set-ups refuse to run anywhere else. */
export const IN_PINNED_SITE = existsSync(join(ROOT, STAMP));

/** What a suite that ran outside the pinned site says. @param {string} script its npm script */
export const runInPinnedSite = (script) =>
  `These tests compare with the pinned launch content and run in the pinned site (.cache/pinned/): \`npm run ${script}\` builds it when needed and runs them there (one file: \`npm run ${script} -- <file>\`).`;

/** Folders walked through for the few files under them a build reads. */
const THROUGH = new Set(["tests", "tests/fixtures", "tests/support"]);

/**
 * The files a build reads, of what git would hold: not the tests (but for the pinned content,
 * the build's input, and the two support files the copy is made by), the docs or CI's own files.
 * A change to those does not make the pinned site stale.
 * @param {string} path project-relative, forward slashes
 */
const readByBuild = (path) =>
  !["node_modules", ".git", "docs", ".github", ".ci"].includes(path) &&
  !/^[^/]+\.md$/.test(path) &&
  (!path.startsWith("tests/") ||
    path.startsWith("tests/fixtures/content/") ||
    path === "tests/fixtures/content" ||
    path === "tests/support/project-copy.mjs" ||
    path === "tests/support/pinned-site.mjs");

/**
 * A hash of every file the pinned build reads (what git would hold, as the copy takes it, but
 * the tests and docs): its name and its bytes. Any edit to the app, the scripts, the pinned
 * content, the configuration or the lockfile changes it.
 * @param {string} [root]
 */
export function inputsHash(root = ROOT) {
  const ignored = ignoredBy(root);
  const hash = createHash("sha256");
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      const path = relative(root, full).split(sep).join("/");
      if (ignored.some((test) => test(path))) continue;
      if (entry.isDirectory() && THROUGH.has(path)) walk(full);
      else if (!readByBuild(path)) continue;
      else if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(`${path}\0`).update(readFileSync(full)).update("\0");
    }
  };
  walk(root);
  return hash.digest("hex").slice(0, 16);
}

/** @param {string} dir */
const stampOf = (dir) => {
  try {
    return readFileSync(join(dir, STAMP), "utf8").trim();
  } catch {
    return undefined;
  }
};

/** True when the pinned site is built from the files as they are now. */
export function pinnedSiteIsCurrent(dir = PINNED_SITE) {
  return existsSync(join(dir, "build/index.js")) && stampOf(dir) === inputsHash();
}

/**
 * Builds the pinned site in `dir`: a copy of the project with the pinned content in place of
 * staff's, its photo variants and share cards drawn through caches of its own (kept outside the
 * copy, so a rebuild reuses them), then `npm run build` in it. It is built beside `dir` and moved
 * in place once built, so a failed build leaves no half-built site that looks whole.
 * @param {string} [dir]
 */
export function buildPinnedSite(dir = PINNED_SITE) {
  const started = performance.now();
  const hash = inputsHash();
  const next = `${dir}.next`;
  withPinnedContent(copyProject(next, ROOT));
  const caches = join(ROOT, ".cache");
  mkdirSync(join(next, ".cache"), { recursive: true });
  for (const [name, shared] of /** @type {const} */ ([
    // Keyed by the photo's bytes and the settings: shared with the working tree's builds.
    ["images", join(caches, "images")],
    // A card build keeps in its cache only the cards it drew: the pinned site's own, or it and
    // the build of staff's content would each throw the other's cards away.
    ["share-cards", join(caches, "pinned-share-cards")],
  ])) {
    mkdirSync(shared, { recursive: true });
    symlinkSync(shared, join(next, ".cache", name), "dir");
  }
  // The copy's own content/ is what it builds: a CONTENT_DIR from the caller would point elsewhere.
  const { CONTENT_DIR: _, ...env } = process.env;
  const result = spawnSync("npm", ["run", "build"], { cwd: next, stdio: "inherit", env });
  if (result.status !== 0) {
    throw new Error(
      `The pinned site (tests/fixtures/content/) did not build: see the build's output above. Its copy is in ${next}.`,
    );
  }
  writeFileSync(join(next, STAMP), `${hash}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(next, dir);
  console.log(`pinned site: built in ${relative(ROOT, dir)}/ (${Math.round(performance.now() - started)} ms)`);
  return dir;
}

/**
 * The pinned site's folder, built first when it is missing or stale. What every suite that reads
 * it calls before it starts.
 * @param {{ dir?: string, log?: (line: string) => void }} [options]
 */
export function ensurePinnedSite({ dir = PINNED_SITE, log = console.log } = {}) {
  if (pinnedSiteIsCurrent(dir)) return dir;
  log(
    existsSync(join(dir, "build/index.js"))
      ? "pinned site: its inputs changed since it was built; building it again (npm run build:pinned)"
      : "pinned site: not built yet; building it (npm run build:pinned)",
  );
  return buildPinnedSite(dir);
}

/**
 * Copies into the pinned site what no build reads and the suites do (the tests, the docs, CI's
 * files: `readByBuild`), fresh from the working tree, so a suite runs the tests as they are now
 * without a rebuild for each edit of one.
 * @param {string} [dir]
 */
export function syncTests(dir = PINNED_SITE) {
  const ignored = ignoredBy(ROOT);
  /** @param {string} from */
  const copied = (from) => {
    const path = relative(ROOT, from).split(sep).join("/");
    return !ignored.some((test) => test(path));
  };
  for (const name of ["tests", "docs", ".github", ".ci", ...readdirSync(ROOT).filter((n) => /\.md$/.test(n))]) {
    rmSync(join(dir, name), { recursive: true, force: true });
    if (existsSync(join(ROOT, name))) cpSync(join(ROOT, name), join(dir, name), { recursive: true, filter: copied });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf("--run");
  const command = at === -1 ? [] : process.argv.slice(at + 1);
  if (IN_PINNED_SITE) {
    if (!command.length) console.log("pinned site: this is it");
  } else if (process.argv.includes("--force")) buildPinnedSite();
  else if (pinnedSiteIsCurrent()) {
    if (!command.length) console.log(`pinned site: up to date in ${relative(ROOT, PINNED_SITE)}/`);
  } else ensurePinnedSite();
  if (command.length) {
    const cwd = IN_PINNED_SITE ? ROOT : PINNED_SITE;
    if (!IN_PINNED_SITE) syncTests();
    // The photo site's caches stay the working tree's: each rebuild of the pinned site starts with
    // an empty .cache/ of its own, and the photos are the same whatever the build.
    const caches = join(ROOT, ".cache");
    const env = {
      ...process.env,
      PHOTO_SITE_FIXTURES: process.env.PHOTO_SITE_FIXTURES ?? join(caches, "photo-fixtures"),
      PHOTO_SITE_IMAGE_CACHE: process.env.PHOTO_SITE_IMAGE_CACHE ?? join(caches, "images"),
      PHOTO_SITE_CARD_CACHE: process.env.PHOTO_SITE_CARD_CACHE ?? join(caches, "photo-site-share-cards"),
      // As npm runs a script: the project's own tools first.
      PATH: `${join(cwd, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`,
    };
    const [program = "", ...args] = command;
    const result = spawnSync(program, args, { cwd, stdio: "inherit", env });
    process.exit(result.status ?? 1);
  }
}
