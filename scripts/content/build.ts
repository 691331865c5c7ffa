/**
 * The one way app/content/generated/prose.ts (git-ignored) is made: `buildContent()` checks the
 * Markdown and writes the module the content imports. `npm run content:build` (and so `build`
 * and `pretypecheck`), the dev loop's build step and the unit tests' global setup all call it.
 * The file is rewritten only when its text changes, so a watcher sees one change per save.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { originalsOf, photosIn, withVariants } from "../images/attach";
import { processPhotos, type PipelineStats } from "../images/pipeline";
import { checkContent, formatProblem, type CheckOptions, type Prose } from "./check";
import { openFactsNote } from "./check-copy";
import { strangeEntries } from "./check-files";
import { COPY_FILES } from "./copy-files";
import { contentSource } from "./content-dir";
import { imageFile } from "./check-images";
import { writeEditorFiles } from "./editor-files";
import { oldAddressesIn, sitePages } from "./check-redirects";
import { launchFindings } from "./launch";
import { writeStaffSummary } from "./check-summary";
import { findYourTradeModule, type FindYourTrade } from "./find-your-trade";
import { siteOrigin } from "../lib/site-origin";
import type { RedirectRule } from "../../app/content/schema/redirects";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const GENERATED = join(root, "app/content/generated/prose.ts");
/** The second module, beside it: the data files' content. */
export const dataModulePath = (generated: string) => join(dirname(generated), "data.ts");

/**
 * Where the content is read from and the modules written to: the project's, or a test's copies.
 * `editor`: also write the web editor's files into public/admin/ (the project's build only).
 */
export type ContentDirs = CheckOptions & { generated: string; editor?: boolean; imageCache?: string };
/** Encoded photos, by a hash of their bytes: safe to share between the project and tests' copies. */
export const IMAGE_CACHE = join(root, ".cache/images");
export const PROJECT_DIRS: ContentDirs = {
  contentDir: contentSource(),
  publicDir: join(root, "public"),
  generated: GENERATED,
  editor: true,
};

export type Log = (line: string) => void;

export function generatedModule(prose: Prose): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `// Made by \`npm run content:build\` (scripts/content/) from the Markdown in content/. Do not edit:
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

/** app/content/generated/data.ts: the files under content/data/, checked and with picture sizes. */
export function generatedDataModule({ data }: Prose): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `// Made by \`npm run content:build\` (scripts/content/) from the YAML in content/data/. Do not edit:
// edit the .yaml files (or use the editor at /admin) and build again.
import type { Image, Partner, Staff, SuccessStory, Testimonial, Trade, VideoStory } from "../schema";

export const TRADES: Trade[] = ${json(data.trades)};

export const SUCCESS_STORIES: SuccessStory[] = ${json(data.stories)};

/** Home's teaser: one of the stories. */
export const HOME_STORY: SuccessStory = ${json(data.home.story)};

export const VIDEO_STORIES: VideoStory[] = ${json(data.videos)};

export const TESTIMONIALS: Testimonial[] = ${json(data.testimonials)};

export const GALLERY: Record<"home" | "about" | "blog" | "stories", Image[]> = ${json(data.gallery)};

/** The picture beside a page's heading on wide screens, by the page's address (content/data/banners.yaml). */
export const BANNERS: Record<string, Image> = ${json(data.banners)};

export const STAFF: Staff[] = ${json(data.staff)};

export const STAFF_BIOS: Record<string, string> = ${json(data.staffBios)};

export const PARTNERS: Partner[] = ${json(data.partners)};
`;
}

const quizSummary = ({ questions, traits }: FindYourTrade) =>
  `find your trade: ${questions.length} questions, ${Object.values(traits).flat().length} traits`;
const summary = (prose: Prose) =>
  `${prose.data.trades.length} trades, ${prose.redirects.length} redirect rules, ${prose.data.stories.length} stories, ${prose.data.staff.length} staff, ${prose.posts.length} posts, ${prose.faq.length} FAQ answers, ${prose.privacy.length + prose.terms.length} legal sections, the tips page`;

/** The check; its problems are logged, and the content is null, when there are any. */
function checked(
  command: "check" | "build",
  log: Log,
  dirs: CheckOptions,
): { prose: Prose; findYourTrade: FindYourTrade } | null {
  // A link or a device under content/ is reported before any file is read (check-files.ts).
  const strange = strangeEntries(dirs.contentDir);
  const { problems, prose, findYourTrade } = strange.length
    ? { problems: strange, prose: null, findYourTrade: null }
    : checkContent(dirs);
  if (!problems.length && prose && findYourTrade) return { prose, findYourTrade };
  for (const problem of problems) log(formatProblem(problem));
  // On a pull request's run, the same list in staff's words on its summary page.
  if (command === "check") writeStaffSummary(problems);
  log(
    `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the content. Nothing was ${command === "build" ? "built" : "changed"}.`,
  );
  return null;
}

/** `npm run content:check`: prints the problems, or a one-line summary. Returns the exit code. */
export function checkContentFiles(log: Log = console.log, dirs: CheckOptions = PROJECT_DIRS): number {
  const started = performance.now();
  const content = checked("check", log, dirs);
  if (!content) return 1;
  log(
    `content: no problems (${summary(content.prose)}, ${quizSummary(content.findYourTrade)}; ${Math.round(performance.now() - started)} ms)`,
  );
  // Not problems (each page asks visitors to call or e-mail about them), but staff's to-do list.
  const open = openFactsNote(content.prose.copy.openFacts);
  if (open.length)
    log(
      [
        `content: ${open.length} question${open.length === 1 ? "" : "s"} only the program can answer still open (the page asks visitors to call or e-mail):`,
        ...open,
      ].join("\n"),
    );
  return 0;
}

/** app/content/generated/copy/<module>.ts: one copy file's exports, typed as the site renders them. */
export function copyModules({ copy }: Prose): Array<[string, string]> {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const modules: Array<[string, string]> = COPY_FILES.map((file) => {
    const values = copy.modules[file.module] ?? {};
    // Types from the schema (a word such as `string` is TypeScript's own).
    const types = [...new Set(file.exports.map((e) => e.type.replace(/\[.*$/, "")))]
      .filter((t) => /^[A-Z]/.test(t))
      .sort();
    const lines = [
      `// Made by \`npm run content:build\` (scripts/content/) from content/${file.file}. Do not edit: edit that`,
      `// file (or use the editor at /admin, "${file.label}") and build again.`,
      ...(types.length ? [`import type { ${types.join(", ")} } from "../../schema";`, ""] : []),
      ...file.exports.map((e) => `export const ${e.name}: ${e.type} = ${json(values[e.name])};\n`),
    ];
    return [`${file.module}.ts`, `${lines.join("\n").replace(/\n*$/, "")}\n`];
  });
  const keys = COPY_FILES.flatMap((file) => (file.page ? [JSON.stringify(file.page)] : []));
  modules.push([
    "pages.ts",
    `// Made by \`npm run content:build\` (scripts/content/) from the title, description and heading at the top of
// each content/pages/*.yaml. Do not edit.
import type { PageMetaFile } from "../../schema";

export const PAGE_META: Record<${keys.join(" | ")}, PageMetaFile> = ${json(copy.pages)};
`,
  ]);
  return modules;
}

/** app/content/generated/site-origin.ts: the production address, from the developers' configuration. */
export const siteOriginModule = (origin: string) =>
  `// Made by \`npm run content:build\` from SITE_ORIGIN (wrangler.toml [vars], or the deploy's environment:\n` +
  `// scripts/lib/site-origin.ts). Never from content/. Do not edit.\n` +
  `export const SITE_ORIGIN = ${JSON.stringify(origin)};\n`;

/**
 * app/content/generated/redirects.ts: the checked rules as [from, to, status], one line each and
 * no `why`, so the worker grows by less than the file's own bytes.
 */
export const redirectsModule = (rules: readonly RedirectRule[]) =>
  `// Made by \`npm run content:build\` (scripts/content/) from content/redirects.yaml. Do not edit: edit that\n` +
  `// file (or use the editor at /admin, "Redirects") and build again.\n` +
  `import type { RedirectRule } from "../schema/redirects";\n\n` +
  `export const REDIRECT_RULES: readonly RedirectRule[] = [\n${rules.map((rule) => `${JSON.stringify(rule)},\n`).join("")}];\n`;

/** app/content/generated/photo-originals.ts: each photo's own address → its fallback copy. */
export const photoOriginalsModule = (originals: [string, string][]) =>
  `// Made by \`npm run content:build\` (scripts/content/build.ts). Do not edit.\n` +
  `export const PHOTO_ORIGINALS: ReadonlyMap<string, string> = new Map(${JSON.stringify(originals)});\n`;

/** Writes a file only when its text changed, so a watcher sees one change per save. Whether it did. */
function writeIfChanged(file: string, text: string): boolean {
  const changed = !existsSync(file) || readFileSync(file, "utf8") !== text;
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return changed;
}

const photoSummary = ({ photos, encoded, reused, removed, ms }: PipelineStats) =>
  `photos: ${photos} (${encoded} encoded, ${reused} from the cache${removed ? `, ${removed} old copies removed` : ""}) in ${ms} ms`;

/**
 * Checks, makes the photos' sized copies (scripts/images/), and writes the generated modules
 * that changed. Returns the exit code.
 */
export async function buildContent(log: Log = console.log, dirs: ContentDirs = PROJECT_DIRS): Promise<number> {
  const started = performance.now();
  // The site's own address is the developers' (wrangler.toml or the deploy's SITE_ORIGIN), never content's.
  const configured = siteOrigin();
  if ("problem" in configured) {
    log(configured.problem);
    return 1;
  }
  const content = checked("build", log, dirs);
  if (!content) return 1;
  const photos = photosIn(content.prose, (src) => imageFile(dirs.contentDir, dirs.publicDir, src));
  const { variants, stats } = await processPhotos(photos, {
    publicDir: dirs.publicDir,
    cacheDir: dirs.imageCache ?? IMAGE_CACHE,
  });
  const prose = withVariants(content.prose, variants);
  // Each module is rewritten only when its text changes: a watcher sees one change per save.
  const changedData = writeIfChanged(dataModulePath(dirs.generated), generatedDataModule(prose));
  const changedProse = writeIfChanged(dirs.generated, generatedModule(prose));
  // The quiz's module sits beside prose.ts (app/content/generated/find-your-trade.ts).
  const changedQuiz = writeIfChanged(
    join(dirname(dirs.generated), "find-your-trade.ts"),
    findYourTradeModule(content.findYourTrade),
  );
  const copyDir = join(dirname(dirs.generated), "copy");
  const changedCopy = copyModules(prose)
    .map(([name, text]) => writeIfChanged(join(copyDir, name), text))
    .some(Boolean);
  const changedOriginals = writeIfChanged(
    join(dirname(dirs.generated), "photo-originals.ts"),
    photoOriginalsModule(originalsOf(variants)),
  );
  const changedRedirects = writeIfChanged(
    join(dirname(dirs.generated), "redirects.ts"),
    redirectsModule(prose.redirects),
  );
  const changedOrigin = writeIfChanged(
    join(dirname(dirs.generated), "site-origin.ts"),
    siteOriginModule(configured.origin),
  );
  if (dirs.editor) {
    writeEditorFiles(dirs.publicDir, configured.origin, launchFindings(dirs.contentDir));
    // The pages a redirect rule may send visitors to, for the editor's check before a save.
    const pages = sitePages(
      prose.posts.map((post) => post.slug),
      prose.data.trades.map((trade) => trade.slug),
    );
    writeIfChanged(join(dirs.publicDir, "admin", "pages.json"), `${JSON.stringify(pages)}\n`);
    // The old addresses and where each goes now, for the check of a post's links before a save.
    writeIfChanged(
      join(dirs.publicDir, "admin", "old-addresses.json"),
      `${JSON.stringify(Object.fromEntries(oldAddressesIn(dirs.contentDir)))}\n`,
    );
  }
  log(
    `content: ${summary(prose)}, ${quizSummary(content.findYourTrade)} ${changedData || changedProse || changedQuiz || changedOriginals || changedCopy || changedRedirects || changedOrigin ? "built into" : "unchanged in"} app/content/generated/; ${photoSummary(stats)} (${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
}
