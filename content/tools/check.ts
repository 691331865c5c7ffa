/**
 * Reads every Markdown file of the site's prose, checks it, and builds what the site renders.
 * `npm run content:check` prints the problems; `npm run content:build` refuses to write the
 * generated module while there are any. Messages are for the staff who write the content:
 * file, line and field in plain words, e.g.
 *   content/posts/meet-jordan.md, line 3: date must look like 2024-11-28
 *
 * The files (paths under content/):
 *   posts/<slug>.md                 one news post each: front matter (postFrontMatterSchema) + body
 *   faq.md                          "## Question?" then its answer, for each FAQ item
 *   legal/privacy-policy.md         "## Section heading" then its text, for each numbered section
 *   legal/terms-of-use.md           the same
 *   tips.md                         front matter (the Get In Touch band) + the tips page text
 *   prose/schools-partnership.md    the paragraphs of the schools page's partnership section
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import type { z } from "zod";
import { PAGES } from "../pages";
import { blockUrls, inlineText } from "../prose";
import { REDIRECTS } from "../redirects";
import {
  blockSchema,
  faqItemSchema,
  legalSectionSchema,
  mailHref,
  postFrontMatterSchema,
  postSchema,
  telHref,
  tipsFrontMatterSchema,
  type Block,
  type FaqItem,
  type Image,
  type Inline,
  type LegalSection,
  type Post,
  type PostFrontMatter,
  type TipsContent,
} from "../schema";
import { MARKDOWN_PLACEHOLDERS } from "../site";
import { TRADES } from "../trades";
import { tradePath } from "../paths";
import { parseMarkdown, type FrontMatter, type Located, type ParsedMarkdown } from "./markdown";

export type ContentProblem = { file: string; line: number; message: string };
export const formatProblem = (p: ContentProblem) => `${p.file}, line ${p.line}: ${p.message}`;

export type Prose = {
  posts: Post[];
  faq: FaqItem[];
  privacy: LegalSection[];
  terms: LegalSection[];
  tips: TipsContent;
  schoolsPartnership: Inline[][];
};

export type CheckOptions = {
  /** The content folder (content/ of the project, or a copy in a test). */
  contentDir: string;
  /** Where images are served from (public/). */
  publicDir: string;
};

/** What a post's cover must be: the cards and the sidebar show it at 16:9. */
export const COVER = { ratio: 16 / 9, minWidth: 1200 } as const;

export const FILES = {
  posts: "posts",
  faq: "faq.md",
  privacy: "legal/privacy-policy.md",
  terms: "legal/terms-of-use.md",
  tips: "tips.md",
  schoolsPartnership: "prose/schools-partnership.md",
} as const;

const FIELD_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  object: "a group of indented lines (name: value)",
  array: "a list of lines starting with - ",
};

/** A field as staff write it: awards.winners[4].name (list items counted from 1). */
const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === "number" ? `[${key + 1}]` : `${i ? "." : ""}${String(key)}`)).join("") || "the front matter";

/** Edit distance, to guess which field a typo meant ("titel" → "title"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
const closest = (word: string, options: readonly string[]) =>
  options.find((option) => distance(option.toLowerCase(), word.toLowerCase()) <= (option.length <= 4 ? 1 : 2));

/** What to write when a field is missing. */
const MISSING_HINTS: Record<string, string> = {
  title: "write the post's title",
  date: "write the day the post is published, like 2024-11-28",
  excerpt: "write one or two sentences for the news page and the feed",
  image: "name the cover picture, like /images/posts/my-post.jpg",
  alt: "describe what the photo shows, for people who cannot see it",
  photoAlt: "describe what the photo shows, for people who cannot see it",
};

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

/** zod's findings → one plain sentence each, at the line of the field. */
function frontMatterProblems(
  issues: readonly z.core.$ZodIssue[],
  frontMatter: FrontMatter,
  knownKeys: (path: readonly PropertyKey[]) => string[],
  owner = "a post",
): Array<{ line: number; message: string }> {
  const out: Array<{ line: number; message: string }> = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path as PropertyKey[];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const known = knownKeys(path);
        const guess = closest(key, known);
        out.push({
          line: frontMatter.lineOf([...path, key]),
          message: `"${key}" is not a field ${path.length ? fieldName(path) : owner} can have${guess ? ` (did you mean "${guess}"?)` : ""}; the fields are: ${known.join(", ")}`,
        });
      }
      continue;
    }
    const field = fieldName(path);
    // One message per field: the first thing wrong with it.
    if (seen.has(field)) continue;
    seen.add(field);
    const line = frontMatter.lineOf(path);
    const value = valueAt(frontMatter.data, path);
    const last = String(path[path.length - 1] ?? "");
    let message: string;
    if (value === undefined || value === null) message = `${field} is missing${MISSING_HINTS[last] ? `: ${MISSING_HINTS[last]}` : ""}`;
    else if (issue.message && !/^(Invalid|Too )/.test(issue.message)) message = `${field} ${issue.message}`;
    else if (issue.code === "invalid_type") message = `${field} must be ${FIELD_WORDS[issue.expected] ?? issue.expected}`;
    else if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) message = `${field} is empty`;
    // A list of an exact length (the ten award winners) says so whether it is short or long.
    else if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "array" && issue.exact) message = `${field} must list exactly ${issue.code === "too_small" ? issue.minimum : issue.maximum}`;
    else if (issue.code === "too_small" && issue.origin === "array") message = `${field} must list at least ${issue.minimum}`;
    else if (issue.code === "too_big" && issue.origin === "array") message = `${field} must list at most ${issue.maximum}`;
    else message = `${field} is not right: ${issue.message}`;
    out.push({ line, message });
  }
  return out;
}

/**
 * Parsing is most of a check's time; a file whose text has not changed since the last check
 * in this process (a test's copies of the content, a long-running watcher) is parsed once.
 * The results are only read, never changed.
 */
const parsedTexts = new Map<string, ParsedMarkdown>();
function parseCached(source: string): ParsedMarkdown {
  let parsed = parsedTexts.get(source);
  if (!parsed) {
    if (parsedTexts.size >= 200) parsedTexts.clear();
    parsed = parseMarkdown(source, MARKDOWN_PLACEHOLDERS);
    parsedTexts.set(source, parsed);
  }
  return parsed;
}

const readText = (file: string) => readFileSync(file, "utf8").replace(/\r\n?/g, "\n");

export function checkContent({ contentDir, publicDir }: CheckOptions): { problems: ContentProblem[]; prose: Prose } {
  const problems: ContentProblem[] = [];
  const shown = (relative: string) => `content/${relative}`;
  const add = (relative: string, line: number, message: string) => problems.push({ file: shown(relative), line, message });

  /** Parses one file; a missing required file is itself a problem. */
  const parse = (relative: string) => {
    const file = join(contentDir, relative);
    if (!existsSync(file)) {
      add(relative, 1, "this file is missing");
      return null;
    }
    const parsed = parseCached(readText(file));
    for (const p of parsed.problems) add(relative, p.line, p.message);
    return parsed;
  };

  // Posts --------------------------------------------------------------------------------
  const postsDir = join(contentDir, FILES.posts);
  const postFiles = existsSync(postsDir) ? readdirSync(postsDir).filter((name) => name.endsWith(".md")).sort() : [];
  if (!postFiles.length) add(`${FILES.posts}/`, 1, "there are no posts (files named like meet-jordan.md)");

  type Draft = { relative: string; slug: string; front: PostFrontMatter; frontMatter: FrontMatter; blocks: Located[] };
  const drafts: Draft[] = [];
  for (const name of postFiles) {
    const relative = `${FILES.posts}/${name}`;
    const slug = name.slice(0, -".md".length);
    const parsed = parse(relative);
    if (!parsed) continue;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      add(relative, 1, `the file name becomes the address /blog/${slug}: use lower-case words joined by hyphens, like meet-jordan.md`);
    }
    if (!parsed.frontMatter) {
      add(relative, 1, "the post has no front matter: start the file with a --- line, the fields (title, date, excerpt, image, alt), and another --- line");
      continue;
    }
    // Front matter that is not valid YAML has been reported line by line already.
    if (parsed.frontMatter.data === undefined) continue;
    const result = postFrontMatterSchema.safeParse(parsed.frontMatter.data ?? {});
    if (!result.success) {
      const known = (path: readonly PropertyKey[]) => {
        const shape = path.reduce<z.ZodType | undefined>((schema, key) => {
          // unwrap() has already stepped from a list (awards.winners) to the schema of its items,
          // so a list item's place in the path leads to that same schema.
          if (typeof key === "number") return schema;
          const inner = schema && "shape" in schema ? (schema.shape as Record<string, z.ZodType>)[String(key)] : undefined;
          return inner && "unwrap" in inner && typeof inner.unwrap === "function" ? (inner.unwrap() as z.ZodType) : inner;
        }, postFrontMatterSchema);
        return shape && "shape" in shape ? Object.keys(shape.shape as object) : [];
      };
      for (const p of frontMatterProblems(result.error.issues, parsed.frontMatter, known)) add(relative, p.line, p.message);
      continue;
    }
    drafts.push({ relative, slug, front: result.data, frontMatter: parsed.frontMatter, blocks: parsed.blocks });
  }

  // Images: they exist, and a cover is 16:9 and big enough.
  const image = (relative: string, line: number, field: string, src: string, alt: string, cover: boolean): Image | null => {
    const file = join(publicDir, src);
    if (!existsSync(file)) {
      add(relative, line, `${field} ${src} does not exist: put the file in public${src}, or correct the name`);
      return null;
    }
    let size: { width?: number; height?: number };
    try {
      size = imageSize(readFileSync(file));
    } catch {
      add(relative, line, `${field} ${src} is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`);
      return null;
    }
    const { width, height } = size;
    if (!width || !height) {
      add(relative, line, `${field} ${src} does not say how big it is (an .svg needs a viewBox)`);
      return null;
    }
    if (src.endsWith(".svg") && !readFileSync(file, "utf8").includes(`viewBox="0 0 ${width} ${height}"`)) {
      add(relative, line, `${field} ${src} must have viewBox="0 0 ${width} ${height}" to match its width and height`);
      return null;
    }
    if (cover && (Math.abs(width / height - COVER.ratio) > 0.01 || width < COVER.minWidth)) {
      add(relative, line, `${field} ${src} is ${width}×${height} pixels: a post's cover must be 16:9 and at least ${COVER.minWidth} pixels wide, e.g. 1200×675 or 1920×1080`);
      return null;
    }
    return { src, alt, width, height };
  };

  // Links: internal ones to a page (not through an old address), outside ones https/mailto/tel.
  const postPaths = new Set(drafts.map((d) => `/blog/${d.slug}`));
  const pagePaths = new Set([...Object.values(PAGES).map((page) => page.path), ...TRADES.map(tradePath), ...postPaths]);
  const oldAddresses = new Map<string, string>(REDIRECTS.map((r) => [r.from, r.to]));
  const checkLink = (relative: string, line: number, url: string) => {
    if (url.startsWith("/")) {
      const [path = "", hash] = url.split("#", 2);
      if (hash !== undefined && !/^[a-z0-9-]+$/.test(hash)) add(relative, line, `the link to ${url}: the part after # must be lower-case letters, digits and hyphens`);
      if (pagePaths.has(path)) return;
      const bare = path.length > 1 ? path.replace(/\/$/, "").toLowerCase() : path;
      const moved = oldAddresses.get(bare);
      if (moved) add(relative, line, `the link to ${url} goes through an old address: link to ${moved} instead`);
      else if (pagePaths.has(bare) || pagePaths.has(`${bare}/`)) add(relative, line, `the link to ${url} should be written ${pagePaths.has(bare) ? bare : `${bare}/`} exactly`);
      else add(relative, line, `the link to ${url} goes to no page on this site (check the spelling; pages are listed in the sitemap)`);
    } else if (!/^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+\d+)$/.test(url)) {
      add(relative, line, `the link to ${url} must start with / (a page of this site), https://, mailto: or tel:`);
    }
  };
  const checkBlockLinks = (relative: string, located: readonly Located[]) => {
    for (const { block, line } of located) if (block.type !== "break") for (const url of blockUrls([block])) checkLink(relative, line, url);
  };
  const onlyBlocks = (relative: string, located: readonly Located[]): Block[] =>
    located.flatMap(({ block, line }) => {
      if (block.type === "break") {
        add(relative, line, "a *** line is not used here: remove it");
        return [];
      }
      return [block];
    });

  const posts: Post[] = [];
  // Two posts with one title: each file is told about the other.
  const titles = new Map<string, Draft[]>();
  for (const draft of drafts) titles.set(draft.front.title.toLowerCase(), [...(titles.get(draft.front.title.toLowerCase()) ?? []), draft]);
  for (const same of titles.values()) {
    for (const draft of same.length > 1 ? same : []) {
      const others = same.filter((other) => other !== draft).map((other) => shown(other.relative));
      add(draft.relative, draft.frontMatter.lineOf(["title"]), `title is the same as the title of ${others.join(" and ")}: two posts need two titles`);
    }
  }
  for (const draft of drafts) {
    const { relative, front, frontMatter } = draft;
    if (oldAddresses.has(`/blog/${draft.slug}`)) {
      add(relative, 1, `the address /blog/${draft.slug} is an old address that redirects to ${oldAddresses.get(`/blog/${draft.slug}`)}: give the file another name`);
    }
    const cover = image(relative, frontMatter.lineOf(["image"]), "image", front.image, front.alt, true);
    const awardsPhoto = front.awards ? image(relative, frontMatter.lineOf(["awards", "photo"]), "awards.photo", front.awards.photo, front.awards.photoAlt, false) : null;
    if (front.callout) {
      const { href } = front.callout.cta;
      const line = frontMatter.lineOf(["callout", "cta", "href"]);
      checkLink(relative, line, href);
      // A button's e-mail or phone is one of the site's own (the schema's rule, in its words);
      // prose links may name anyone's, so checkLink lets any through.
      const own = href.startsWith("mailto:") ? mailHref : href.startsWith("tel:") ? telHref : null;
      const wrong = own?.safeParse(href).error?.issues[0]?.message;
      if (wrong) add(relative, line, `the button's link ${href} must be ${wrong}`);
    }
    checkBlockLinks(relative, draft.blocks);
    const body = onlyBlocks(relative, draft.blocks);
    for (const { block, line } of draft.blocks) {
      if (block.type === "heading" && block.depth > 3) add(relative, line, "a post's headings are ## or ###");
    }
    if (!body.length) add(relative, frontMatter.endLine, "the post has no text: write it under the second --- line");
    if (!cover || (front.awards && !awardsPhoto) || !body.length) continue;
    posts.push({
      id: 0,
      slug: draft.slug,
      title: front.title,
      excerpt: front.excerpt,
      date: front.date,
      image: cover,
      body,
      backToBlog: front.backToBlog ?? false,
      ...(front.callout ? { callout: front.callout } : {}),
      ...(front.awards && awardsPhoto
        ? { awards: { heading: front.awards.heading, photo: { image: awardsPhoto, caption: front.awards.caption }, winners: front.awards.winners } }
        : {}),
    });
  }
  // The listing order: newest first; ids follow it (1 is the newest).
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  posts.forEach((post, i) => (post.id = i + 1));

  // "## Heading" sections: FAQ items and legal sections ---------------------------------
  const sections = (relative: string, what: string, located: readonly Located[]) => {
    const out: Array<{ heading: string; line: number; body: Block[] }> = [];
    for (const { block, line } of located) {
      if (block.type === "heading" && block.depth === 2) out.push({ heading: inlineText(block.children), line, body: [] });
      else if (block.type === "break") add(relative, line, "a *** line is not used here: remove it");
      else if (!out.length) add(relative, line, `text before the first ## ${what}: every ${what} starts with a ## line`);
      else out[out.length - 1]!.body.push(block);
    }
    const seen = new Map<string, number>();
    for (const section of out) {
      // A ## with no words has been reported by the parser; the section "" says nothing more.
      if (!section.heading) continue;
      if (!section.body.length) add(relative, section.line, `the ${what} "${section.heading}" has no text under it`);
      const before = seen.get(section.heading.toLowerCase());
      if (before) add(relative, section.line, `the ${what} "${section.heading}" is already on line ${before}`);
      seen.set(section.heading.toLowerCase(), section.line);
    }
    return out;
  };

  const faqParsed = parse(FILES.faq);
  const faq: FaqItem[] = [];
  if (faqParsed) {
    checkBlockLinks(FILES.faq, faqParsed.blocks);
    for (const item of sections(FILES.faq, "question", faqParsed.blocks)) {
      if (item.heading && !item.heading.endsWith("?")) add(FILES.faq, item.line, `the question "${item.heading}" must end with a question mark`);
      for (const block of item.body) {
        if (block.type === "heading") add(FILES.faq, item.line, `the answer to "${item.heading}" has a heading: answers are text, lists and quotes only`);
      }
      faq.push({ question: item.heading, answer: item.body });
    }
  }

  const legal = (relative: string): LegalSection[] => {
    const parsed = parse(relative);
    if (!parsed) return [];
    checkBlockLinks(relative, parsed.blocks);
    // A section's sub-headings need no check: every ## starts the next section, and the parser
    // reports # and ##### or deeper, so what is left under a heading is ### or ####.
    return sections(relative, "section", parsed.blocks).map(({ heading, body }) => ({ heading, body }));
  };
  const privacy = legal(FILES.privacy);
  const terms = legal(FILES.terms);

  // Tips: intro paragraphs, "## heading" with "### tip" + one paragraph each, a *** line, closing paragraphs.
  const tips: TipsContent = { intro: [], employerExpectations: { heading: "", items: [] }, closing: [], getInTouch: { heading: "", text: "", label: "" } };
  const tipsParsed = parse(FILES.tips);
  if (tipsParsed) {
    const rel = FILES.tips;
    const front = tipsFrontMatterSchema.safeParse(tipsParsed.frontMatter?.data ?? {});
    if (tipsParsed.frontMatter?.data === undefined && tipsParsed.frontMatter) {
      // Not valid YAML: reported line by line already.
    } else if (!tipsParsed.frontMatter) add(rel, 1, "the file needs its front matter (getInTouch: heading, text, label) between two --- lines");
    else if (!front.success) {
      const known = (path: readonly PropertyKey[]) => (path.length ? ["heading", "text", "label"] : ["getInTouch"]);
      for (const p of frontMatterProblems(front.error.issues, tipsParsed.frontMatter, known, "the tips page")) add(rel, p.line, p.message);
    } else tips.getInTouch = front.data.getInTouch;
    let part: "intro" | "tips" | "closing" = "intro";
    // Where the tips belong, for a page that has none: under the ## heading, or else after the
    // opening paragraphs (the front matter's closing --- when there are none).
    let headingLine: number | undefined;
    let introEnd = tipsParsed.frontMatter?.endLine ?? 1;
    /** Each tip's ### line, in the order of the tips, for a tip left without its paragraph. */
    const tipLines: number[] = [];
    for (const { block, line } of tipsParsed.blocks) {
      const plain = (children: readonly Inline[]) => {
        if (children.some((c) => c.type !== "text")) add(rel, line, "the tips page shows plain text: remove the link, bold or italics here");
        return inlineText(children);
      };
      if (block.type === "break") {
        if (part !== "tips") add(rel, line, "the *** line ends the list of tips: it comes once, after the last tip");
        part = "closing";
      } else if (block.type === "heading" && block.depth === 2 && part === "intro") {
        tips.employerExpectations.heading = plain(block.children);
        headingLine = line;
        part = "tips";
      } else if (block.type === "heading" && block.depth === 3 && part === "tips") {
        tips.employerExpectations.items.push({ title: plain(block.children), text: "" });
        tipLines.push(line);
      } else if (block.type === "paragraph" && part === "tips") {
        const tip = tips.employerExpectations.items[tips.employerExpectations.items.length - 1];
        if (!tip || tip.text) add(rel, line, "each tip is a ### title and one paragraph");
        else tip.text = plain(block.children);
      } else if (block.type === "paragraph" && part !== "tips") {
        if (part === "intro") introEnd = line;
        tips[part].push(plain(block.children));
      } else {
        add(rel, line, "the tips page is: opening paragraphs, a ## heading, then a ### title and one paragraph per tip, a *** line, closing paragraphs");
      }
    }
    if (!tips.intro.length) add(rel, 1, "the tips page needs at least one opening paragraph (the first is the page's lead)");
    // The page is its list of tips; without one it would show a lead and nothing to act on. A ##
    // or ### written in the wrong place has been reported above, where it is.
    const written = (depth: number) => tipsParsed.blocks.some(({ block }) => block.type === "heading" && block.depth === depth);
    if (!written(3)) {
      if (headingLine !== undefined) add(rel, headingLine, "the tips page has no tips: under the ## heading, write a ### title and one paragraph per tip");
      else if (!written(2)) add(rel, introEnd, "the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip");
    }
    tips.employerExpectations.items.forEach((tip, i) => {
      if (!tip.text) add(rel, tipLines[i]!, `the tip "${tip.title}" has no paragraph under it`);
    });
  }

  const schoolsParsed = parse(FILES.schoolsPartnership);
  const schoolsPartnership: Inline[][] = [];
  if (schoolsParsed) {
    checkBlockLinks(FILES.schoolsPartnership, schoolsParsed.blocks);
    for (const { block, line } of schoolsParsed.blocks) {
      if (block.type === "paragraph") schoolsPartnership.push(block.children);
      else add(FILES.schoolsPartnership, line, "this section is paragraphs only");
    }
  }

  // Last line of defence: what the site renders must parse with the one schema (a file
  // already reported is not reported twice).
  const reported = new Set(problems.map((p) => p.file));
  const schemaCheck = (relative: string, schema: z.ZodType, value: unknown) => {
    if (reported.has(shown(relative))) return;
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) add(relative, 1, `${fieldName(issue.path as PropertyKey[])}: ${issue.message}`);
  };
  for (const post of posts) schemaCheck(`${FILES.posts}/${post.slug}.md`, postSchema, post);
  faq.forEach((item) => schemaCheck(FILES.faq, faqItemSchema, item));
  privacy.forEach((s) => schemaCheck(FILES.privacy, legalSectionSchema, s));
  terms.forEach((s) => schemaCheck(FILES.terms, legalSectionSchema, s));
  schoolsPartnership.forEach((p) => schemaCheck(FILES.schoolsPartnership, blockSchema, { type: "paragraph", children: p }));

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { problems, prose: { posts, faq, privacy, terms, tips, schoolsPartnership } };
}
