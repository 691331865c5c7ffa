/**
 * The part of the site's stylesheet one page can use. Every page inlines the stylesheet so
 * nothing blocks its first paint, but the whole sheet is every component's rules, most of
 * which a page never draws. A style rule is kept when one of its selectors names only classes
 * the page's HTML has (with any state: `:hover`, `[open]`, `:checked` and the like keep their
 * rule, since they are written on a class the page has); rules naming no class (`html`, `a`,
 * `:focus-visible`), at-rules that hold no style rules (`@font-face`, `@keyframes`) and
 * classes that are not the build's own (a library's, with a hyphen: `rfm-marquee`) stay.
 * Class names the build generates are letters and digits, so any other class is a library's.
 *
 * What this leaves out, the page can only need after its scripts have run (a class set by
 * JavaScript, a dialog drawn on opening, a page reached by a client-side navigation); the
 * browser gets the whole sheet then (SiteStyles).
 */
import { STYLESHEET_ID } from "~/components/SiteStyles/stylesheet-id";

/** The build's own class names (vanilla-extract): letters and digits, maybe a leading underscore. */
const GENERATED = /^_?[a-z0-9]+$/i;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class the HTML's elements carry. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (m[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The top-level parts of a stylesheet's text, in order: each rule or at-rule with its block
 * (`a{…}`, `@media x{…}`) or statement (`@import …;`). Quoted strings and comments are
 * skipped over, so a brace inside `content: "{"` does not end a block.
 */
export function topLevelParts(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end === -1 ? css.length : end;
    } else if (c === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) {
        parts.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ";" && depth === 0) {
      parts.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * `selector` without the arguments of its `:is()`, `:where()`, `:has()` and `:not()`: a class
 * named in them may be one of several alternatives, or excluded, so it does not rule the
 * selector out (this keeps a few rules a page cannot use, never drops one it can).
 */
function outsideFunctions(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (depth === 0) {
      const fn = /^:(?:is|where|has|not)\(/.exec(selector.slice(i, i + 7));
      if (fn) {
        depth = 1;
        i += fn[0].length - 1;
        continue;
      }
      out += selector[i];
    } else if (selector[i] === "(") depth++;
    else if (selector[i] === ")") depth--;
  }
  return out;
}

/** Holds style rules directly (not `@font-face`, `@keyframes`, `@property`): their rules are pruned. */
const GROUPING = /^@(media|supports|container|layer|scope|document)\b/i;

/**
 * A stylesheet read once for pruning: each top-level part kept as is, or a style rule with, per
 * selector, the generated classes it needs, or a grouping at-rule with its own parts. The sheet
 * is the same for every page of a deploy, so the reading is kept and each page's pruning is a
 * walk of Set lookups (reading it took most of a render's pruning).
 */
type Part =
  | { kind: "keep"; text: string }
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "group"; head: string; layer: boolean; parts: Part[] };

function read(css: string): Part[] {
  return topLevelParts(css).map((part): Part => {
    const open = part.indexOf("{");
    if (open === -1 || part.startsWith("@")) {
      if (open !== -1 && GROUPING.test(part))
        return {
          kind: "group",
          head: part.slice(0, open),
          layer: /^@layer\b/i.test(part),
          parts: read(part.slice(open + 1, -1)),
        };
      return { kind: "keep", text: part };
    }
    const needs = selectors(part.slice(0, open)).map((selector) =>
      [...outsideFunctions(selector).matchAll(CLASS_IN_SELECTOR)]
        .map((m) => m[1]!)
        .filter((name) => GENERATED.test(name)),
    );
    return { kind: "rule", text: part, needs };
  });
}

function prune(parts: readonly Part[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const part of parts) {
    if (part.kind === "keep") out += part.text;
    else if (part.kind === "group") {
      const inner = prune(part.parts, classes);
      if (inner || part.layer) out += `${part.head}{${inner}}`;
    } else if (part.needs.some((names) => names.every((name) => classes.has(name)))) out += part.text;
  }
  return out;
}

let lastSheet: { css: string; parts: Part[] } | null = null;
/** The sheet's reading, kept for the next page (one sheet per deploy, so one entry). */
function readOnce(css: string): Part[] {
  if (lastSheet?.css !== css) lastSheet = { css, parts: read(css) };
  return lastSheet.parts;
}

/** The rules of `css` a page whose HTML is `html` can use (see above). */
export function usedCss(css: string, html: string): string {
  return prune(readOnce(css), classesIn(html));
}

const SITE_STYLE = new RegExp(`(<style id="${STYLESHEET_ID}">)([\\s\\S]*?)(</style>)`);

/** `html` with its inlined stylesheet cut to the rules the page can use. */
export function inlineUsedCss(html: string): string {
  return html.replace(
    SITE_STYLE,
    (_m, open: string, css: string, close: string) => `${open}${usedCss(css, html)}${close}`,
  );
}
