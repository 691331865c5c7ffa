/**
 * `npm run content:launch`: what must still be replaced before the site goes live (issue 43),
 * one line each with the file, the line and what to put there; exit code 1 while anything is
 * left. The site launches with reserved example values (e-mail at example.com, phones in the
 * fictional (08) 5550 range, "Example" names) and open facts ("Client to confirm: …") until the
 * program supplies its own (the brief's Placeholders); this says which are left.
 *
 * It reads staff's files (content/ or CONTENT_DIR) and the page copy still written as TypeScript
 * in content/*.ts; the modules there that are code, not words (schemas, paths, the new-post
 * template), are skipped.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { adelaideInstant } from "../../app/lib/adelaide-day";
import { contentSource } from "./content-dir";
import { adelaideToday } from "./new-post";

export type LaunchFinding = { file: string; line: number; what: string };

const root = fileURLToPath(new URL("../..", import.meta.url));

/** content/*.ts modules that hold no words a visitor reads. */
const CODE_MODULES = new Set([
  "data-schema.ts",
  "paths.ts",
  "post-template.ts",
  "prose-schema.ts",
  "redirects.ts",
  "routes.ts",
  "schema.ts",
]);

/** What a placeholder looks like, and what to tell staff about it. */
const RULES: ReadonlyArray<{ pattern: RegExp; what: (found: string) => string }> = [
  {
    // An address is one run of characters without spaces or quotes that has example.com in it.
    pattern: /[^\s"'`()<>]*example\.(?:com|org|net)\b[^\s"'`()<>,]*/g,
    what: (found) => `${found} is an example address: put the program's own in its place`,
  },
  {
    pattern: /\(08\) 5550 \d{4}/g,
    what: (found) => `${found} is a placeholder phone number: put the program's own in its place`,
  },
  {
    pattern: /\/images\/[\w/-]*\bexample\b[\w-]*\.(?:svg|png|jpe?g|webp|avif)/g,
    what: (found) => `${found} is a placeholder picture: upload the real one and choose it here`,
  },
  {
    pattern: /\b(?:[A-Z][\w'&-]* )*Example(?: [A-Z][\w'&-]*)+/g,
    what: (found) => `"${found}" is a placeholder name: put the real one in its place`,
  },
  {
    pattern: /Client to confirm: [^"`\n]+/g,
    what: (found) => `an open fact, "${found.replace(/^Client to confirm: /, "")}": write the program's answer`,
  },
];

/** A line that is a code comment: notes for engineers, never shown. */
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

function findingsIn(file: string, text: string, code: boolean): LaunchFinding[] {
  const out: LaunchFinding[] = [];
  text.split("\n").forEach((line, index) => {
    if (code && isComment(line)) return;
    for (const { pattern, what } of RULES)
      for (const [found] of line.matchAll(pattern)) out.push({ file, line: index + 1, what: what(found) });
  });
  return out;
}

const filesUnder = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/**
 * The newest published post's date, if it is more than a year before `today` (YYYY-MM-DD): a site
 * that looks abandoned. A hidden post (a draft) and one scheduled after `now` are not shown, so
 * they do not make the news page look current.
 */
function stalePosts(contentDir: string, now: Date, today: string): LaunchFinding[] {
  let newest: LaunchFinding & { date: string } = { file: "", line: 0, what: "", date: "" };
  for (const path of filesUnder(join(contentDir, "posts"), (name) => name.endsWith(".md"))) {
    const lines = readFileSync(path, "utf8").split("\n");
    // The front matter: from the first line to the next --- line.
    const front = lines.slice(0, lines.indexOf("---", 1) + 1);
    if (front.some((line) => /^hidden: true\s*$/.test(line))) continue;
    const index = front.findIndex((line) => /^date: \d{4}-\d{2}-\d{2}/.test(line));
    const written = /^date: (\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?)/.exec(front[index] ?? "")?.[1];
    if (!written || adelaideInstant(written).getTime() > now.getTime()) continue;
    const date = written.slice(0, 10);
    if (date > newest.date) newest = { file: path, line: index + 1, what: "", date };
  }
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (!newest.date || newest.date >= yearAgo) return [];
  return [
    {
      file: newest.file,
      line: newest.line,
      what: `the newest post is dated ${newest.date}, over a year ago: publish a current one, so the news page does not look abandoned`,
    },
  ];
}

/** Every placeholder left, in file order. `contentDir`: staff's files; `copyDir`: the TypeScript page copy. */
export function launchFindings(
  contentDir: string = contentSource(),
  copyDir: string = join(root, "content"),
  now: Date = new Date(),
): LaunchFinding[] {
  const staff = filesUnder(contentDir, (name) => /\.(?:md|ya?ml)$/.test(name)).flatMap((path) =>
    findingsIn(path, readFileSync(path, "utf8"), false),
  );
  const copy = readdirSync(copyDir)
    .filter((name) => name.endsWith(".ts") && !CODE_MODULES.has(name))
    .flatMap((name) => findingsIn(join(copyDir, name), readFileSync(join(copyDir, name), "utf8"), true));
  const today = adelaideToday(now);
  const year = Number(today.slice(0, 4));
  const site = join(copyDir, "site.ts");
  const copyright = readFileSync(site, "utf8")
    .split("\n")
    .flatMap((line, index) => {
      const stated = /^export const COPYRIGHT_YEAR = (\d{4});/.exec(line)?.[1];
      return stated && Number(stated) < year
        ? [{ file: site, line: index + 1, what: `the copyright year is ${stated}: make it ${year}` }]
        : [];
    });
  const shown = (finding: LaunchFinding) => ({
    ...finding,
    file: relative(root, finding.file).split(sep).join("/"),
  });
  return [...staff, ...stalePosts(contentDir, now, today), ...copy, ...copyright].map(shown);
}

/** The report and the exit code. */
export function launchReport(findings: readonly LaunchFinding[]): { text: string; code: number } {
  if (!findings.length) return { text: "content:launch: nothing left to replace: ready to launch", code: 0 };
  return {
    text: [
      `content:launch: ${findings.length} thing${findings.length === 1 ? "" : "s"} to replace before launch:`,
      ...findings.map(({ file, line, what }) => `${file}, line ${line}: ${what}`),
    ].join("\n"),
    code: 1,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { text, code } = launchReport(launchFindings());
  console.log(text);
  process.exit(code);
}
