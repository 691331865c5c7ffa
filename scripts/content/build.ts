/**
 * The one way the modules under app/content/generated/ (their .js git-ignored, their types
 * committed: generated-modules.ts) are made: `buildContent()` checks the content and writes the
 * modules the site imports. `npm run content:build` (and so `build`), the dev loop's build step
 * and the pinned site's build all call it. A file is rewritten only when its text changes, so a
 * watcher sees one change per save.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { originalsOf, photosIn, withVariants } from "../images/attach";
import { processPhotos, type PipelineStats } from "../images/pipeline";
import { checkContent, formatProblem, type CheckOptions, type Prose } from "./check";
import { openFactsNote } from "./check-copy";
import { strangeEntries } from "./check-files";
import { contentSource } from "./content-dir";
import { imageFile } from "./check-images";
import { writeEditorFiles } from "./editor-files";
import { oldAddressesIn, sitePages } from "./check-redirects";
import { launchFindings } from "./launch";
import { writeStaffSummary } from "./check-summary";
import { findYourTradeValues, type FindYourTrade } from "./find-your-trade";
import { siteOrigin } from "../lib/site-origin";
import {
  GENERATED_DIR,
  GENERATED_MODULES,
  asJson,
  removeOldModules,
  writeIfChanged,
  writeModule,
} from "./generated-modules";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where the content is read from and the modules written to: the project's, or a test's copies.
 * `editor`: also write the web editor's files into public/admin/ (the project's build only).
 */
export type ContentDirs = CheckOptions & {
  /** The folder the modules are written into. */
  generated: string;
  editor?: boolean;
  imageCache?: string;
};
/** Encoded photos, by a hash of their bytes: safe to share between the project and tests' copies. */
export const IMAGE_CACHE = join(root, ".cache/images");
export const PROJECT_DIRS: ContentDirs = {
  contentDir: contentSource(),
  publicDir: join(root, "public"),
  generated: GENERATED_DIR,
  editor: true,
};

export type Log = (line: string) => void;

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
  removeOldModules(dirs.generated);
  const modules = GENERATED_MODULES;
  const { data, copy } = prose;
  const changed = [
    writeModule(
      dirs.generated,
      modules.data,
      asJson({
        TRADES: data.trades,
        SUCCESS_STORIES: data.stories,
        HOME_STORY: data.home.story,
        VIDEO_STORIES: data.videos,
        TESTIMONIALS: data.testimonials,
        GALLERY: data.gallery,
        BANNERS: data.banners,
        STAFF: data.staff,
        STAFF_BIOS: data.staffBios,
        PARTNERS: data.partners,
      }),
    ),
    writeModule(
      dirs.generated,
      modules.prose,
      asJson({
        POSTS: prose.posts,
        FAQ: prose.faq,
        PRIVACY_SECTIONS: prose.privacy,
        TERMS_SECTIONS: prose.terms,
        TIPS: prose.tips,
        SCHOOLS_PARTNERSHIP: prose.schoolsPartnership,
      }),
    ),
    writeModule(dirs.generated, modules.findYourTrade, asJson(findYourTradeValues(content.findYourTrade))),
    ...modules.copy.map((spec) => {
      const values: Record<string, unknown> =
        spec.name === "copy/pages" ? { PAGE_META: copy.pages } : (copy.modules[spec.name.slice("copy/".length)] ?? {});
      return writeModule(
        dirs.generated,
        spec,
        asJson(Object.fromEntries(spec.exports.map(({ name }) => [name, values[name]]))),
      );
    }),
    writeModule(dirs.generated, modules.photoOriginals, {
      PHOTO_ORIGINALS: `new Map(${JSON.stringify(originalsOf(variants))})`,
    }),
    // One rule a line and no `why`, so the worker grows by less than the file's own bytes.
    writeModule(dirs.generated, modules.redirects, {
      REDIRECT_RULES: `[\n${prose.redirects.map((rule) => `${JSON.stringify(rule)},\n`).join("")}]`,
    }),
    // The site's own address: the developers' configuration, never content's.
    writeModule(dirs.generated, modules.siteOrigin, { SITE_ORIGIN: JSON.stringify(configured.origin) }),
  ].some(Boolean);
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
    `content: ${summary(prose)}, ${quizSummary(content.findYourTrade)} ${changed ? "built into" : "unchanged in"} app/content/generated/; ${photoSummary(stats)} (${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
}
