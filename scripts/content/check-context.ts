/**
 * What every part of the content check shares: the problems found so far, in the words staff
 * read ("content/posts/meet-jordan.md, line 3: date must look like 2024-11-28"), and the
 * Markdown files, each parsed once.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PostFrontMatter, Settings } from "../../app/content/schema";
import { readSettings } from "./check-copy";
import { parseMarkdown, type FrontMatter, type Located, type ParsedMarkdown } from "./markdown";

export type ContentProblem = { file: string; line: number; message: string };
export const formatProblem = (p: ContentProblem) => `${p.file}, line ${p.line}: ${p.message}`;

/** A post whose front matter is valid; its pictures, links and text are checked next. */
export type PostDraft = {
  relative: string;
  slug: string;
  front: PostFrontMatter;
  frontMatter: FrontMatter;
  blocks: Located[];
};

export type CheckOptions = {
  /** The content folder (content/ of the project, or a copy in a test). */
  contentDir: string;
  /** Where images are served from (public/). */
  publicDir: string;
};

export { FILES } from "./content-files";

export type Checking = CheckOptions & {
  problems: ContentProblem[];
  /** A path under content/ as staff see it: content/faq.md. */
  shown: (relative: string) => string;
  add: (relative: string, line: number, message: string) => void;
  /** Parses one file and reports its Markdown problems; a missing file is itself a problem (null). */
  parse: (relative: string) => ParsedMarkdown | null;
  /** content/settings.yaml, null when it has a problem (reported), and the {{NAME}}s made from it. */
  settings: Settings | null;
  placeholders: Readonly<Record<string, string>>;
};

/**
 * Parsing is most of a check's time; a file whose text has not changed since the last check
 * in this process (a test's copies of the content, a long-running watcher) is parsed once.
 * The results are only read, never changed.
 */
const parsedTexts = new Map<string, ParsedMarkdown>();
function parseCached(source: string, placeholders: Readonly<Record<string, string>>): ParsedMarkdown {
  // The same text with other settings fills its placeholders with other values.
  const key = `${JSON.stringify(placeholders)}\n${source}`;
  let parsed = parsedTexts.get(key);
  if (!parsed) {
    if (parsedTexts.size >= 200) parsedTexts.clear();
    parsed = parseMarkdown(source, placeholders);
    parsedTexts.set(key, parsed);
  }
  return parsed;
}

const readText = (file: string) => readFileSync(file, "utf8").replace(/\r\n?/g, "\n");

export function startChecking({ contentDir, publicDir }: CheckOptions): Checking {
  const problems: ContentProblem[] = [];
  const shown = (relative: string) => `content/${relative}`;
  const add = (relative: string, line: number, message: string) =>
    problems.push({ file: shown(relative), line, message });
  const { settings, placeholders } = readSettings(contentDir, add);
  const parse = (relative: string) => {
    const file = join(contentDir, relative);
    if (!existsSync(file)) {
      add(relative, 1, "this file is missing");
      return null;
    }
    const parsed = parseCached(readText(file), placeholders);
    for (const p of parsed.problems) add(relative, p.line, p.message);
    return parsed;
  };
  return { contentDir, publicDir, problems, shown, add, parse, settings, placeholders };
}
