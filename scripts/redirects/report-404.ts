/**
 * `npm run report:404 FILE...`: the unknown addresses people and crawlers still arrive on, most
 * first, each with a rule to paste into content/redirects.yaml: the nearest page by its name
 * (`/meet-jordon` → /blog/meet-jordan), or a 410 when none is near. Reads the 404 report's data
 * (not-found-data.ts: Analytics Engine's export, or the log of a local run); an address a rule
 * already takes (added since) is said so. `--top N` (default 30).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { resolveRedirect } from "../../app/lib/redirects";
import { PAGE_PATHS } from "../../app/content/routes";
import { readNotFound } from "./not-found-data";
import { distance } from "../lib/edit-distance";

/** Words of an address's name that say nothing about which page it was. */
const NOISE = new Set(["feed", "amp", "page", "index", "html", "php", "blog", "www", "the", "and", "of", "a"]);
const words = (path: string) =>
  path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !NOISE.has(w) && !/^\d+$/.test(w));

/** How alike two words are, 0 to 1 (1 − edit distance / length): "jordon" and "jordan" are close. */
const likeness = (a: string, b: string) => 1 - distance(a, b) / Math.max(a.length, b.length);

/** The page whose name is nearest the address's, or null when none shares a word (or nearly). */
export function nearestPage(path: string, pages: readonly string[] = PAGE_PATHS): string | null {
  const asked = words(path);
  if (!asked.length) return null;
  let best: { page: string; score: number } | null = null;
  for (const page of pages) {
    const name = words(page.split("/").filter(Boolean).pop() ?? "");
    if (!name.length) continue;
    // Each word asked for, matched to the page's likest word (0.75 and over counts): a share of both.
    const matched = asked.map((w) => Math.max(...name.map((n) => likeness(w, n)))).filter((s) => s >= 0.75);
    const score = matched.reduce((sum, s) => sum + s, 0) / Math.max(asked.length, name.length);
    if (score > 0 && (!best || score > best.score)) best = { page, score };
  }
  return best?.page ?? null;
}

export function report(counts: Map<string, number>, top = 30): string[] {
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top);
  if (!rows.length) return ["No unknown addresses in the data: nothing to add."];
  const lines = [`The ${rows.length} unknown addresses seen most (of ${counts.size}), with a rule for each:`, ""];
  for (const [path, count] of rows) {
    const now = resolveRedirect(new URL(path, "http://site"));
    const times = `${Math.round(count)} time${Math.round(count) === 1 ? "" : "s"}`;
    if (now) {
      lines.push(
        `# ${path}: ${times}; a rule takes it now (${"location" in now ? `${now.status} → ${now.location}` : "410"})`,
      );
      continue;
    }
    const page = nearestPage(path);
    lines.push(
      `# ${path}: ${times}`,
      `  - from: ${path}`,
      ...(page ? [`    to: ${page}`, "    status: 301"] : ["    status: 410"]),
      `    why: ${page ? "Nearest page by name" : "No page is near"} (404 report, ${times}): check before publishing`,
    );
  }
  lines.push("", "Paste the rules you agree with into content/redirects.yaml (or add them in the editor, Redirects).");
  return lines;
}

export function main(args: readonly string[], log: (line: string) => void = console.log): number {
  const topAt = args.indexOf("--top");
  const top = topAt === -1 ? 30 : Number(args[topAt + 1]);
  const files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--top");
  if (!files.length || !(top > 0)) {
    log("usage: npm run report:404 FILE... [-- --top 30]  (Analytics Engine's export, or a `wrangler dev` log)");
    return 2;
  }
  const counts = new Map<string, number>();
  for (const file of files) readNotFound(readFileSync(file, "utf8"), counts);
  for (const line of report(counts, top)) log(line);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
