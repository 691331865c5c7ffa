/**
 * content/redirects.yaml: staff's rules for the old site's addresses. Beyond its schema,
 * every hop must stay single: a rule's target is a page of this site (or a file under public/),
 * never another old address (a chain) or one that leads back (a loop); a rule never takes a
 * page's own address; a target uses only the placeholders its old address names. Each problem
 * names the rule as the editor shows it and what to do, at its line: "content/redirects.yaml, line 42:
 * Redirects › Redirect rules › Rules › rule 11 › Goes to ...".
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { PAGE_PATH } from "../../app/content/page-paths";
import { FEED_PATH, tradePath } from "../../app/content/paths";
import {
  placeholdersOf,
  redirectsFileSchema,
  type RedirectRule,
  type RedirectRuleSource,
} from "../../app/content/schema/redirects";
import { PARENT_GUIDE_URL } from "../../app/content/links";
import { RESERVED_SAMPLES, reservedBecause } from "../../app/content/reserved-paths";
import { EXPLORER_CSV_PATH } from "../../app/lib/explorer";
import { PLACEHOLDER_PATTERNS, compileRules, matchPattern, type CompiledRules } from "../../app/lib/redirect-rules";
import type { Checking } from "./check-context";
import { fieldName, frontMatterProblems, knownKeysOf, type FieldNamer } from "./check-front-matter";
import { editorNamer } from "./editor-place";
import { readYaml } from "./yaml";

import { REDIRECTS_FILE } from "./content-files";

export { REDIRECTS_FILE };

/** Files the worker serves from routes: a rule may send an old feed or sitemap to one. */
const ROUTE_FILES = ["/robots.txt", "/sitemap.xml", FEED_PATH, EXPLORER_CSV_PATH];

const HINTS = { from: "write the old address, like /old-page", why: "say why, in a few words", status: "write 301" };

/** An address pattern (`/:year/*`) as a regular expression over addresses. */
function patternRegExp(from: string): RegExp {
  const source = from
    .split("/")
    .slice(1)
    .map((part) =>
      part === "*"
        ? "(?:/.*)?"
        : part.startsWith(":")
          ? `/(?:${PLACEHOLDER_PATTERNS[part.slice(1)] ?? "[^/]+"})`
          : `/${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  return new RegExp(`^${source}$`);
}

const bare = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path).toLowerCase();

/**
 * The site's pages and the files its routes serve: where a rule may send an old address. The
 * content build writes the same list to public/admin/pages.json, for the editor's check before a
 * save (public/admin/editor.js).
 */
export const sitePages = (postSlugs: readonly string[], tradeSlugs: readonly string[]): string[] => [
  ...new Set([
    ...Object.values(PAGE_PATH),
    ...tradeSlugs.map((slug) => tradePath({ slug })),
    ...postSlugs.map((slug) => `/blog/${slug}`),
    ...ROUTE_FILES,
  ]),
];

/** The rules, read without judging them: the old addresses other checks (links, banners) warn about. */
export function oldAddressesIn(contentDir: string): Map<string, string> {
  const file = join(contentDir, REDIRECTS_FILE);
  const parsed = existsSync(file)
    ? redirectsFileSchema.safeParse(readYaml(readFileSync(file, "utf8"), 1, () => {}, "").data)
    : undefined;
  const rules = parsed?.success ? parsed.data.rules : [];
  return new Map(rules.flatMap((r) => (r.to && placeholdersOf(r.from).length === 0 ? [[r.from, r.to]] : [])));
}

/**
 * The checked rules, as the worker carries them; [] (problems reported) when the file will not do.
 * `postSlugs`, `tradeSlugs`: the posts and trades being checked, whose pages exist once built.
 */
export function buildRedirects(
  { contentDir, publicDir, add }: Checking,
  postSlugs: readonly string[],
  tradeSlugs: readonly string[],
): RedirectRule[] {
  const file = join(contentDir, REDIRECTS_FILE);
  if (!existsSync(file)) {
    add(REDIRECTS_FILE, 1, "this file is missing: it holds the old site's addresses and where each goes now");
    return [];
  }
  const report = (line: number, message: string) => add(REDIRECTS_FILE, line, message);
  const named = editorNamer(`content/${REDIRECTS_FILE}`, fieldName);
  const yaml = readYaml(readFileSync(file, "utf8").replace(/\r\n?/g, "\n"), 1, report, "the file");
  if (yaml.data === undefined) return [];
  const result = redirectsFileSchema.safeParse(yaml.data ?? {});
  if (!result.success) {
    for (const p of frontMatterProblems(
      result.error.issues,
      yaml,
      knownKeysOf(redirectsFileSchema),
      "a rule",
      HINTS,
      named,
    ))
      report(p.line, p.message);
    return [];
  }
  const rules = result.data.rules;
  const pages = new Set(sitePages(postSlugs, tradeSlugs));
  const isFile = (path: string) => {
    // The parent guide is written by `npm run build` after this check (scripts/build/parent-guide/).
    if (path === PARENT_GUIDE_URL) return true;
    const onDisk = join(publicDir, path);
    return path.startsWith("/") && !path.includes("..") && existsSync(onDisk) && statSync(onDisk).isFile();
  };
  const exactAt = new Map<string, number>();
  rules.forEach((rule, i) => {
    if (placeholdersOf(rule.from).length === 0 && !exactAt.has(rule.from)) exactAt.set(rule.from, i);
  });
  const patterns = rules.map((rule) => (placeholdersOf(rule.from).length ? patternRegExp(rule.from) : null));
  // One compiled matcher per pattern, made when a target is not a page (a problem) and only then.
  const single = new Map<number, CompiledRules>();
  const matcher = (j: number) => {
    const rule = rules[j]!;
    if (!single.has(j)) single.set(j, compileRules([[rule.from, rule.to ?? "", rule.status]]));
    return single.get(j)!;
  };
  /** What the worker would do with an address that is not a page: the rule that takes it and where it leads. */
  const follow = (path: string): Hop | undefined => {
    const exact = exactAt.get(bare(path));
    if (exact !== undefined) return { index: exact, to: rules[exact]!.to };
    if (pages.has(bare(path)) || pages.has(`${bare(path)}/`)) return undefined;
    for (const [j, pattern] of patterns.entries()) {
      const match = pattern && matchPattern(matcher(j), bare(path), (made) => pages.has(made));
      if (match) return { index: j, to: "location" in match ? match.location : undefined };
    }
    return undefined;
  };

  let ok = true;
  rules.forEach((rule, i) => {
    const problem = (field: keyof RedirectRuleSource, message: string) => {
      ok = false;
      report(yaml.lineOf(["rules", i, field]), `${named(["rules", i, field])} ${message}`);
    };
    problemsOf(rule, i, {
      problem,
      pages,
      posts: new Set(postSlugs.map((slug) => `/blog/${slug}`)),
      isFile,
      rules,
      follow,
      pattern: patterns[i] ?? null,
      firstAt: exactAt.get(rule.from),
      lineOf: (j) => yaml.lineOf(["rules", j, "from"]),
      named,
    });
  });
  return ok ? rules.map((rule) => [rule.from, rule.to ?? "", rule.status] as const) : [];
}

/** A rule an address meets (by its index) and where it sends it (none: gone). */
type Hop = { index: number; to: string | undefined };

type Context = {
  problem: (field: keyof RedirectRuleSource, message: string) => void;
  pages: ReadonlySet<string>;
  posts: ReadonlySet<string>;
  isFile: (path: string) => boolean;
  rules: readonly RedirectRuleSource[];
  follow: (path: string) => Hop | undefined;
  pattern: RegExp | null;
  firstAt: number | undefined;
  lineOf: (index: number) => number;
  /** A field of the file as the editor shows it. */
  named: FieldNamer;
};

function problemsOf(rule: RedirectRuleSource, i: number, c: Context): void {
  const { problem, pages } = c;
  // The other rule by its place in the editor's list ("rule 12"), and its line for developers.
  const name = (j: number) => `${c.named(["rules", j]).split(" › ").pop()} at line ${c.lineOf(j)}`;
  if (c.firstAt !== undefined && c.firstAt !== i)
    problem("from", `${rule.from} already has a rule, ${name(c.firstAt)}: keep one of the two`);
  const fromNames = placeholdersOf(rule.from);
  const twice = fromNames.find((n, k) => n !== "*" && fromNames.indexOf(n) !== k);
  if (twice) problem("from", `uses :${twice} twice: give each part that varies its own name`);

  // A rule never takes a page's own address (the page would still answer, and the rule mislead).
  // A post named like an old address is reported at the post (check-posts.ts: rename the file).
  const taken = (path: string) => pages.has(path) && !c.posts.has(path);
  if (!c.pattern && (taken(rule.from) || taken(`${rule.from}/`)))
    problem("from", `${rule.from} is a page of this site: a rule there would hide it; remove the rule`);
  const carries = rule.to ? placeholdersOf(rule.to).length > 0 : false;
  if (c.pattern && !carries) {
    const page = [...pages].find((path) => c.pattern!.test(bare(path)));
    if (page)
      problem("from", `${rule.from} also takes ${page}, a page of this site: make it narrower (or remove the rule)`);
    // The worker never lets a rule take these (app/lib/redirects.ts): a pattern over them misleads.
    const reserved = RESERVED_SAMPLES.find((path) => c.pattern!.test(path));
    if (reserved && !page)
      problem(
        "from",
        `${rule.from} also takes ${reserved}, an address the site itself needs (${reservedBecause(reserved)}): make it narrower (or remove the rule)`,
      );
  }

  if (rule.status === 410) {
    if (rule.to)
      problem(
        "to",
        `${rule.to}: a 410 rule says the address is gone and sends nobody anywhere: remove "to", or make the status 301`,
      );
    return;
  }
  if (!rule.to) {
    problem(
      "to",
      "is missing: write where the old address goes now, like /blog (or make the status 410 if nothing replaces it)",
    );
    return;
  }
  const missing = placeholdersOf(rule.to).filter((n) => !fromNames.includes(n));
  if (missing.length) {
    const shown = missing.map((n) => (n === "*" ? "*" : `:${n}`)).join(" and ");
    problem(
      "to",
      `uses ${shown}, which its ${c.named(["rules", i, "from"]).split(" › ").pop()} (${rule.from}) does not have: use only the parts the old address names${fromNames.length ? ` (${fromNames.map((n) => (n === "*" ? "*" : `:${n}`)).join(", ")})` : ""}`,
    );
    return;
  }
  if (carries) {
    // The address it makes must be able to be a page: /blog/:slug is a post's.
    const made = patternRegExp(rule.to.replace(/\/$/, ""));
    if (![...pages].some((page) => made.test(bare(page))))
      problem("to", `${rule.to} can lead to no page of this site: write a page's address, like /blog/:slug for a post`);
    return;
  }
  if (pages.has(rule.to) || c.isFile(rule.to)) return;
  targetProblem(rule, i, c, name);
}

/** A target that is not a page: the next hop of a chain, a loop, a misspelt page, or nothing. */
function targetProblem(rule: RedirectRuleSource, i: number, c: Context, name: (j: number) => string): void {
  const to = rule.to!;
  const exact = [bare(to), `${bare(to)}/`].find((page) => c.pages.has(page));
  const next = exact ? undefined : c.follow(to);
  if (next?.index === i) {
    // The editor's words for the same rule (public/admin/editor.js).
    c.problem(
      "to",
      `${to} is the rule's own old address: visitors would go round in a circle. Send it to a page of this site, like /blog`,
    );
    return;
  }
  if (next) {
    // Follow the chain: back to this rule is a loop; elsewhere, where it finally arrives.
    const seen = new Set([i]);
    let hop: Hop | undefined = next;
    let last = next;
    while (hop && !seen.has(hop.index)) {
      seen.add(hop.index);
      last = hop;
      hop = hop.to && !c.pages.has(hop.to) && !c.isFile(hop.to) ? c.follow(hop.to) : undefined;
    }
    if (hop)
      c.problem(
        "to",
        `${to} is an old address that leads back here (${name(next.index)}): a loop that never arrives; send it to a page, like /blog`,
      );
    else
      c.problem(
        "to",
        last.to
          ? `${to} is itself an old address (${name(next.index)}) that goes on to ${last.to}: write ${last.to} here, so visitors arrive in one step`
          : `${to} is itself an old address (${name(next.index)}), one that is gone (410): send it to a page instead`,
      );
    return;
  }
  if (exact) c.problem("to", `${to} should be written ${exact} exactly, or visitors take two steps`);
  else
    c.problem(
      "to",
      `${to} is not a page of this site (check the spelling; pages are listed in the sitemap, files are under public/)`,
    );
}
