/**
 * `npm run content:check`: checks the Markdown content and prints what is wrong, one line
 * each ("content/posts/meet-jordan.md, line 3: date must look like 2024-11-28"); exit code 1
 * when anything is.
 * `npm run content:format`: puts staff's files in the form the web editor saves them, and takes
 * the camera's details (EXIF, GPS) out of photos added by hand.
 * `npm run content:build`: the same check, then writes the modules the site imports under
 * app/content/generated/ (build.ts `buildContent`), then the share cards
 * (scripts/share-cards/build.ts `buildShareCards`).
 * `npm run content:types`: writes the committed types of those modules (generated-modules.ts).
 */
import { fileURLToPath } from "node:url";
import { buildShareCards, PROJECT_CARD_DIRS, preloadRenderer } from "../share-cards/build";
import { buildContent, checkContentFiles, PROJECT_DIRS } from "./build";
import { checkContent } from "./check";
import { strangeEntries } from "./check-files";
import { stripPhotoMetadata } from "./check-photo-metadata";
import { contentSource } from "./content-dir";
import { outOfEditorForm } from "./editor-format";
import { writeDeclarations } from "./generated-modules";

/** The command line: `check`, `build`, `format` or `types`. Resolves to the exit code. */
export async function main(args: readonly string[]): Promise<number> {
  const command = args[0];
  if (command === "check") return checkContentFiles();
  if (command === "types") {
    const written = writeDeclarations();
    console.log(
      written.length
        ? `content: the generated modules' types written (commit them):\n${written.join("\n")}`
        : "content: the generated modules' types are as scripts/content/generated-modules.ts declares them",
    );
    return 0;
  }
  if (command === "format") {
    // Staff's files in the form the web editor saves them (editor-format.ts), so its next save
    // of each is a diff of what changed and nothing else.
    const formatted = outOfEditorForm(contentSource(), true);
    console.log(
      formatted.length
        ? `content: ${formatted.length} file(s) put in the web editor's form:\n${formatted.join("\n")}`
        : "content: every file is already in the web editor's form",
    );
    const cleaned = await stripPhotoMetadata(PROJECT_DIRS);
    if (cleaned.length)
      console.log(
        `content: the camera's details (EXIF, GPS) taken out of ${cleaned.length} photo(s), each turned upright:\n${cleaned.join("\n")}`,
      );
    return 0;
  }
  // Each page's share card is drawn from the content just built (scripts/share-cards/).
  if (command === "build") return (await buildContent()) || (await buildShareCards());
  console.error("usage: tsx scripts/content/cli.ts check|build|format|types");
  return 2;
}

/** The share cards the dev loop's build left to draw after the reload (see `settled`). */
let draw: () => Promise<number> = () => Promise.resolve(0);

/**
 * What `npm run dev` (scripts/dev/) calls for the build step `tsx scripts/content/cli.ts build`,
 * in its own thread: starting npm, tsx and Node for it would cost most of every save. The
 * share cards it changed are drawn after it answers (`settled`).
 */
export async function buildStep(args: readonly string[]): Promise<number> {
  if (args[0] !== "build") return main(args);
  lines = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  return (
    (await buildContent(say)) ||
    (await buildShareCards(say, PROJECT_CARD_DIRS, (cards) => {
      draw = cards;
    }))
  );
}

/** What the last build step said: the dev loop shows a failed build's lines on the page. */
let lines: string[] = [];
export const problems = (): string[] => lines;

/**
 * What the dev loop's thread runs once the whole build is up (the page reloaded), before it
 * ends and before the next build: the share cards drawn. Resolves to 1 when they could not be.
 */
export const settled = (): Promise<number> => draw();

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exit(await main(process.argv.slice(2)));
// Imported, not run: the dev loop's thread, loaded while it waits for a save. Loading the share
// cards' renderer now keeps its load out of a save that changes a card. The check is run once
// too, its result unused: the first build in a fresh thread pays for compiling the YAML and
// Markdown parsers and the schemas, several times a later build's time (decision 049), and the
// save's build, which reads the files afresh, is then the second.
else {
  await preloadRenderer();
  try {
    if (!strangeEntries(PROJECT_DIRS.contentDir).length) checkContent(PROJECT_DIRS);
  } catch {
    // Nothing to do here: the save's own build reads the same files and says what is wrong.
  }
}
