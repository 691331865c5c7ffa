// @ts-check
// Which kind of change a commit range is, and which pages a content change touches:
// a pull request that changes only staff's files (content/'s Markdown, YAML and photos) takes
// the content path (.ci/content: content:check, the build, the live suite, axe on the pages it
// touches), in minutes; anything else takes the whole suite (.ci/run).
//
//   node scripts/ci/changed-pages.mjs kind BASE HEAD    prints "content" or "code"
//   node scripts/ci/changed-pages.mjs pages BASE HEAD   prints the page paths, one a line
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { STAFF_PARTS } from "../content/staff-parts.mjs";

/** Pages every content change is checked on: home and the listings show most of what staff edit. */
export const ALWAYS = ["/", "/blog", "/trades", "/success-stories", "/about"];

/** Single files under content/ and the page that shows them. */
const FILE_PAGES = /** @type {Record<string, string[]>} */ ({
  "content/faq.md": ["/apprenticeship-faq"],
  "content/tips.md": ["/tips-for-success"],
  "content/legal/privacy-policy.md": ["/privacy-policy"],
  "content/legal/terms-of-use.md": ["/terms-of-use"],
  "content/prose/schools-partnership.md": ["/info-for-schools"],
});

/**
 * Whether a changed file is staff's (Markdown, YAML or a photo under one of the parts of
 * content/ staff edit), as opposed to code, which the whole suite must check.
 * @param {string} file a path from the project's root, forward slashes
 */
export function isStaffFile(file) {
  const [top, part] = file.split("/");
  return top === "content" && STAFF_PARTS.some((staff) => part === staff) && !/\.(?:[cm]?[jt]sx?)$/.test(file);
}

/**
 * The pages a set of changed files touches, or null when any is not staff's (the whole suite
 * runs then). Deleted files count as changed: a removed post's page must be gone, its listing fine.
 * @param {readonly string[]} files
 * @returns {string[] | null}
 */
export function pagesFor(files) {
  if (!files.length || !files.every(isStaffFile)) return null;
  const pages = new Set(ALWAYS);
  for (const file of files) {
    const post = /^content\/posts\/([^/]+)\.md$/.exec(file);
    const trade = /^content\/data\/trades\/([^/]+)\.yaml$/.exec(file);
    const traits = /^content\/find-your-trade\//.test(file);
    if (post) pages.add(`/blog/${post[1]}`);
    else if (trade) {
      pages.add(trade[1] === "painter" ? "/painter/" : `/trades/${trade[1]}`);
      pages.add("/trades/compare");
    } else if (traits) pages.add("/find-your-trade");
    for (const page of FILE_PAGES[file] ?? []) pages.add(page);
  }
  return [...pages];
}

/** The files changed between two commits (renames as their two names). @param {string} base @param {string} head */
export function changedFiles(base, head) {
  return execFileSync("git", ["diff", "--name-only", "--no-renames", `${base}...${head}`], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, base, head] = process.argv.slice(2);
  if ((command !== "kind" && command !== "pages") || !base || !head) {
    console.error("usage: node scripts/ci/changed-pages.mjs kind|pages BASE HEAD");
    process.exit(2);
  }
  const pages = pagesFor(changedFiles(base, head));
  if (command === "kind") console.log(pages ? "content" : "code");
  else console.log((pages ?? ALWAYS).join("\n"));
}
