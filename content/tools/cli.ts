/**
 * `npm run content:check`: checks the Markdown content and prints what is wrong, one line
 * each ("content/posts/meet-jordan.md, line 3: date must look like 2024-11-28"); exit code 1
 * when anything is.
 * `npm run content:build`: the same check, then writes content/generated/prose.ts, the
 * module the site imports (git-ignored; `npm run build`, `typecheck` and the unit tests run
 * this first). The file is rewritten only when its text changes, so a watcher sees one
 * change per save.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkContent, formatProblem, type Prose } from "./check";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const GENERATED = join(root, "content/generated/prose.ts");

export function generatedModule(prose: Prose): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `// Made by \`npm run content:build\` (content/tools/) from the Markdown in content/. Do not edit:
// edit the .md files and build again.
import type { FaqItem, Inline, LegalSection, Post, TipsContent } from "../schema";

export const POSTS: Post[] = ${json(prose.posts)};

export const FAQ: FaqItem[] = ${json(prose.faq)};

export const PRIVACY_SECTIONS: LegalSection[] = ${json(prose.privacy)};

export const TERMS_SECTIONS: LegalSection[] = ${json(prose.terms)};

export const TIPS: TipsContent = ${json(prose.tips)};

export const SCHOOLS_PARTNERSHIP: Inline[][] = ${json(prose.schoolsPartnership)};
`;
}

/** Checks, and on success writes the generated module if it changed. Returns the exit code. */
export function run(
  command: "check" | "build",
  log: (line: string) => void = console.log,
  dirs = { contentDir: join(root, "content"), publicDir: join(root, "public"), generated: GENERATED },
): number {
  const started = performance.now();
  const { problems, prose } = checkContent(dirs);
  if (problems.length) {
    for (const problem of problems) log(formatProblem(problem));
    log(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the content. Nothing was ${command === "build" ? "built" : "changed"}.`);
    return 1;
  }
  const summary = `${prose.posts.length} posts, ${prose.faq.length} FAQ answers, ${prose.privacy.length + prose.terms.length} legal sections, the tips page`;
  if (command === "build") {
    const text = generatedModule(prose);
    const changed = !existsSync(dirs.generated) || readFileSync(dirs.generated, "utf8") !== text;
    if (changed) {
      mkdirSync(dirname(dirs.generated), { recursive: true });
      writeFileSync(dirs.generated, text);
    }
    log(`content: ${summary} ${changed ? "built into" : "unchanged in"} content/generated/prose.ts (${Math.round(performance.now() - started)} ms)`);
  } else {
    log(`content: no problems (${summary}; ${Math.round(performance.now() - started)} ms)`);
  }
  return 0;
}

/** The command line: `check` or `build`. Returns the exit code. */
export function main(args: readonly string[]): number {
  const command = args[0];
  if (command !== "check" && command !== "build") {
    console.error("usage: tsx content/tools/cli.ts check|build");
    return 2;
  }
  return run(command);
}

/**
 * What `npm run dev` (scripts/dev.mjs) calls for the build step `tsx content/tools/cli.ts build`,
 * in its own process: starting npm, tsx and Node for it took 1.5 to 2.5 s of every save.
 */
export const buildStep = main;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
