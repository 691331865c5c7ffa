/**
 * `npm run content:launch`: what must still be replaced before the site goes live, each once,
 * one line each with where staff change it in the editor (screen › entry › field, editor-place.ts),
 * the file and line for developers, and what to put there; exit code 1 while anything is
 * left. The site launches with reserved example values (e-mail at example.com, phones in the
 * fictional (08) 5550 range, "Example" names and logos) and open questions until the program
 * supplies its own (the brief's Placeholders); this says which are left, and which figures are
 * unsourced or not checked for a year. It reads staff's files only (content/ or CONTENT_DIR):
 * every word a visitor reads is one of them.
 */
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCopy, readSettings } from "./check-copy";
import { adelaideInstant } from "../../app/lib/adelaide-day";
import { contentSource } from "./content-dir";
import { SETTINGS_FILE } from "./copy-files";
import { adelaideToday } from "./new-post";
import { editorNamer, pathAtLine, titleIn } from "./editor-place";
import { readYaml } from "./yaml";

export type LaunchFinding = {
  file: string;
  line: number;
  what: string;
  /** Where staff change it in the editor: "Site settings › Contact details › Program e-mail". */
  place?: string;
};

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What a placeholder looks like, and what to tell staff about it. */
const RULES: ReadonlyArray<{ pattern: RegExp; what: (found: string) => string }> = [
  {
    // An address is a web address, an e-mail address or a host name (one run of characters without
    // spaces or quotes) with "example" as one of its parts: example.com, borntobuild.example,
    // company/borntobuild-example. A picture's path is the rule below's.
    pattern: /(?<![\w/.-])(?!\/images\/)[\w:/.@+-]*(?:[.@/-]example|example\.)(?![a-z])[^\s"'`()<>,]*/g,
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
];

/** A YAML comment: a note for staff in the file, never shown. */
const isComment = (line: string) => /^\s*#/.test(line);

function findingsIn(file: string, text: string): LaunchFinding[] {
  const out: LaunchFinding[] = [];
  text.split("\n").forEach((line, index) => {
    if (isComment(line)) return;
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

/** A YAML file's text, read with its lines, and the line of a field path in it. */
function yamlAt(path: string) {
  const yaml = readYaml(readFileSync(path, "utf8"), 1, () => {}, "the file");
  return { data: yaml.data as Record<string, unknown> | undefined, lineOf: yaml.lineOf };
}

/** A YAML text's data, or undefined when it is not valid YAML (the content check says why). */
const yamlData = (text: string): unknown => {
  try {
    return readYaml(text, 1, () => {}, "").data;
  } catch {
    return undefined;
  }
};

/** The same day a month later (YYYY-MM-DD; the 31st of a shorter month runs into the next). */
const monthAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/** The copyright year, the open questions, figures with no source and figures not checked for a year. */
function factsLeft(contentDir: string, today: string): LaunchFinding[] {
  const out: LaunchFinding[] = [];
  const at = (file: string, line: number, what: string) => out.push({ file: join(contentDir, file), line, what });
  // The content check reports a file that will not do; here only what is left to replace.
  const { settings, placeholders } = readSettings(contentDir, () => {});
  const year = Number(today.slice(0, 4));
  if (settings && settings.copyrightYear < year)
    at(
      SETTINGS_FILE,
      yamlAt(join(contentDir, SETTINGS_FILE)).lineOf(["copyrightYear"]),
      `the copyright year is ${settings.copyrightYear}: make it ${year}`,
    );
  const expires = settings?.securityExpires;
  if (expires && expires < monthAfter(today))
    at(
      SETTINGS_FILE,
      yamlAt(join(contentDir, SETTINGS_FILE)).lineOf(["securityExpires"]),
      expires < today
        ? `the security contact (/.well-known/security.txt) lapsed on ${expires}: check the program e-mail is read, then set "Security contact checked until" up to a year ahead`
        : `the security contact (/.well-known/security.txt) lapses on ${expires}, within a month: check the program e-mail is read, then set "Security contact checked until" up to a year ahead`,
    );
  const copy = buildCopy(contentDir, () => {}, settings, placeholders);
  for (const fact of copy.openFacts)
    out.push({
      file: join(contentDir, fact.file.replace(/^content\//, "")),
      line: fact.line,
      what: `an open question, "${fact.question}": write the program's answer (until then the page asks visitors to call or e-mail)`,
    });
  // Home's headline figures: each names where it comes from and its year.
  const program = "shared/program.yaml";
  const shared = yamlAt(join(contentDir, program));
  const claims = (shared.data?.claims ?? []) as Array<{ value: string; label: string; source?: string }>;
  claims.forEach((claim, i) => {
    if (!claim.source?.trim())
      at(
        program,
        shared.lineOf(["claims", i, "value"]),
        `the figure "${claim.value}" (${claim.label}) has no source: write where it comes from and its year in its source field, or remove it`,
      );
  });
  const home = yamlAt(join(contentDir, "pages/home.yaml"));
  const about = home.data?.about as { paragraphs?: string[]; source?: string } | undefined;
  if (about?.paragraphs?.some((p) => /\d/.test(p)) && !about.source?.trim())
    at(
      "pages/home.yaml",
      home.lineOf(["about", "paragraphs"]),
      "the About section's figures have no source: write where they come from and their year in its source field, or take them out",
    );
  const explorer = "pages/trades-compare.yaml";
  const figures = yamlAt(join(contentDir, explorer));
  const checked = (figures.data?.source as { checked?: string } | undefined)?.checked;
  if (checked && checked < yearBefore(today))
    at(
      explorer,
      figures.lineOf(["source", "checked"]),
      `the trades' pay and other figures were last checked on ${checked}, over a year ago: check them against their source, then change the date`,
    );
  return out;
}

/** Every placeholder left, in file order. `contentDir`: staff's files. */
export function launchFindings(contentDir: string = contentSource(), now: Date = new Date()): LaunchFinding[] {
  const staff = filesUnder(contentDir, (name) => /\.(?:md|ya?ml)$/.test(name)).flatMap((path) =>
    findingsIn(path, readFileSync(path, "utf8")),
  );
  const today = adelaideToday(now);
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(file, "utf8"));
    return texts.get(file)!;
  };
  // The editor's words for the line: its screen, entry and field (editor-place.ts).
  const placeOf = (finding: LaunchFinding) => {
    const text = textOf(finding.file);
    const underContent = `content/${relative(contentDir, finding.file).split(sep).join("/")}`;
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    const title = titleIn(front === undefined ? undefined : yamlData(front)) ?? titleIn(yamlData(text));
    return editorNamer(underContent, () => "", title)(pathAtLine(text, finding.line)) || undefined;
  };
  const shown = (finding: LaunchFinding): LaunchFinding => ({
    ...finding,
    file: relative(root, finding.file).split(sep).join("/"),
    ...(placeOf(finding) ? { place: placeOf(finding) } : {}),
  });
  // Each thing once: two rules can find the same words on one line.
  const seen = new Set<string>();
  return [...staff, ...stalePosts(contentDir, now, today), ...factsLeft(contentDir, today)]
    .map(shown)
    .filter((finding) => {
      const key = `${finding.file}\n${finding.line}\n${finding.what}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The report and the exit code. */
export function launchReport(findings: readonly LaunchFinding[]): { text: string; code: number } {
  if (!findings.length) return { text: "content:launch: nothing left to replace: ready to launch", code: 0 };
  return {
    text: [
      `content:launch: ${findings.length} thing${findings.length === 1 ? "" : "s"} to replace before launch:`,
      ...findings.map(({ file, line, what, place }) => `${place ? `${place}: ` : ""}${file}, line ${line}: ${what}`),
    ].join("\n"),
    code: 1,
  };
}

/**
 * The production deploy's gate (`npm run content:launch -- --deploy`, .github/workflows/deploy.yml):
 * what is left goes on the run's summary page, and a warning says how many. Before launch that is
 * all: the site goes live on its example values while the program supplies its own. Once the
 * repository variable SITE_LAUNCHED is "true", anything left (an example address put back, a new
 * open question) stops the deploy, so the live site never shows a placeholder again.
 */
export function deployGate(
  findings: readonly LaunchFinding[],
  launched: boolean,
): { summary: string; annotation: string | null; code: number } {
  const { text, code } = launchReport(findings);
  const summary = [
    "## Before launch",
    "",
    code ? "What still stands between the site and launch:" : text,
    "",
    ...(code ? ["```", ...text.split("\n").slice(1), "```", ""] : []),
  ].join("\n");
  if (!code) return { summary, annotation: null, code: 0 };
  const first = text.split("\n")[0]!;
  return launched
    ? {
        summary,
        annotation: `::error::${first} The site is launched (SITE_LAUNCHED): replace them, then deploy again.`,
        code: 1,
      }
    : { summary, annotation: `::warning::${first} Listed on this run's summary page.`, code: 0 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const findings = launchFindings();
  if (process.argv.includes("--deploy")) {
    const gate = deployGate(findings, process.env.SITE_LAUNCHED === "true");
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${gate.summary}\n`);
    console.log(launchReport(findings).text);
    if (gate.annotation) console.log(gate.annotation);
    process.exit(gate.code);
  }
  const { text, code } = launchReport(findings);
  console.log(text);
  process.exit(code);
}
