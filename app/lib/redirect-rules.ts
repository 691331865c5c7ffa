/**
 * Matching an old address against staff's redirect rules (content/redirects.yaml):
 * exact addresses by one Map lookup, then the patterns in the file's order (first match wins),
 * each tried only when its first part could match. A list far longer than the site's stays
 * cheap per request (tests/bench/redirects.mjs, decision 049). Pure: the caller says
 * which addresses are pages, so a pattern that carries a part of the old address (`/:slug` to
 * `/blog/:slug`) sends a visitor only to a page that exists, never blanket-redirects an unknown one.
 */
import { placeholdersOf, type RedirectRule, type RedirectStatus } from "~content/schema/redirects";

/**
 * What a placeholder of these names matches; any other name matches one whole part of the address.
 * WordPress's dated addresses: `/:year/:month/:day/:slug` must not take `/trades/carpenter/x/y`.
 */
export const PLACEHOLDER_PATTERNS: Readonly<Record<string, string>> = {
  year: String.raw`\d{4}`,
  month: String.raw`\d{1,2}`,
  day: String.raw`\d{1,2}`,
  page: String.raw`\d{1,5}`,
};
const ANY_PART = "[^/]+";
const HAS_PLACEHOLDER = /[:*]/;

type Pattern = {
  regex: RegExp;
  names: string[];
  to: string;
  status: RedirectStatus;
  /** Its target uses the old address's parts: it applies only when the address it makes is a page. */
  carries: boolean;
};

export type CompiledRules = {
  exact: ReadonlyMap<string, RedirectRule>;
  /** The patterns that could match an address, by its first part, in the file's order. */
  byFirstPart: ReadonlyMap<string, readonly Pattern[]>;
  /** Those whose first part varies: tried for any address. */
  anyFirstPart: readonly Pattern[];
};

export type RuleMatch = { location: string; status: 301 | 302 } | { status: 410 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile([from, to, status]: RedirectRule): Pattern {
  const names: string[] = [];
  let source = "";
  for (const part of from.split("/").slice(1)) {
    if (part === "*") {
      names.push("*");
      // `/category/*` takes /category itself as well as everything under it.
      source += "(?:/(.*))?";
    } else if (part.startsWith(":")) {
      const name = part.slice(1);
      names.push(name);
      source += `/(${PLACEHOLDER_PATTERNS[name] ?? ANY_PART})`;
    } else source += `/${escapeRegExp(part)}`;
  }
  return { regex: new RegExp(`^${source}$`), names, to, status, carries: placeholdersOf(to).length > 0 };
}

/** The first part of an address, "" for "/". */
const firstPart = (path: string) => path.slice(1).split("/", 1)[0] ?? "";

/** The rules, ready to match: compile once per isolate (app/lib/redirects.ts). */
export function compileRules(rules: readonly RedirectRule[]): CompiledRules {
  const exact = new Map<string, RedirectRule>();
  const patterns: Array<{ first: string | null; pattern: Pattern }> = [];
  for (const rule of rules) {
    // A rule's address has a ":" or "*" only as a placeholder (the schema's RULE_FROM): the
    // cheapest test, which matters for ten thousand rules at an isolate's first old address.
    if (!HAS_PLACEHOLDER.test(rule[0])) {
      // The content check refuses a second rule for an address; the first one is the one meant.
      if (!exact.has(rule[0])) exact.set(rule[0], rule);
      continue;
    }
    const first = firstPart(rule[0]);
    patterns.push({ first: first.startsWith(":") || first === "*" ? null : first, pattern: compile(rule) });
  }
  const anyFirstPart = patterns.filter((p) => p.first === null).map((p) => p.pattern);
  const byFirstPart = new Map<string, Pattern[]>();
  for (const first of new Set(patterns.flatMap((p) => (p.first === null ? [] : [p.first]))))
    byFirstPart.set(
      first,
      patterns.filter((p) => p.first === null || p.first === first).map((p) => p.pattern),
    );
  return { exact, byFirstPart, anyFirstPart };
}

/** `to` with the old address's parts put in (`*` by the rest of it, nothing when there was none). */
function fill(to: string, names: readonly string[], match: RegExpExecArray): string {
  const value = (name: string) => match[names.indexOf(name) + 1] ?? "";
  const filled = to
    .split("/")
    .map((part) => (part === "*" ? value("*") : part.startsWith(":") ? value(part.slice(1)) : part))
    .join("/");
  // `/blog/*` with nothing after /blog is /blog itself.
  return to.endsWith("/*") && filled.endsWith("/") ? filled.slice(0, -1) : filled;
}

/** The exact rule for `path` (lower case, no trailing slash, as app/lib/redirects.ts folds it), or null. */
export function matchExact(rules: CompiledRules, path: string): RuleMatch | null {
  const exact = rules.exact.get(path);
  if (!exact) return null;
  return exact[2] === 410 ? { status: 410 } : { location: exact[1], status: exact[2] };
}

/**
 * The first pattern that takes `path`, or null. `isPage` says whether an address a carrying
 * pattern makes is a page visitors can see now; when it is not, the next pattern is tried.
 */
export function matchPattern(rules: CompiledRules, path: string, isPage: (path: string) => boolean): RuleMatch | null {
  for (const pattern of rules.byFirstPart.get(firstPart(path)) ?? rules.anyFirstPart) {
    const match = pattern.regex.exec(path);
    if (!match) continue;
    if (pattern.status === 410) return { status: 410 };
    if (!pattern.carries) return { location: pattern.to, status: pattern.status };
    const location = fill(pattern.to, pattern.names, match);
    if (isPage(location)) return { location, status: pattern.status };
  }
  return null;
}
