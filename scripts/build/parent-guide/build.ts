/**
 * `npm run build` step (after the content build, which generates the modules ./content.ts reads):
 * writes the parent guide behind "Download Parent Guide", public/downloads/born-to-build-parent-guide.pdf
 * (PARENT_GUIDE_URL), from the parents' page's words. Build output, so git-ignored: a committed
 * copy would go stale the first time staff change the page (decision 031).
 *
 *   npx tsx scripts/build/parent-guide/build.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PARENT_GUIDE_URL } from "../../../app/content/links";
import { guideBlocks, guideInfo } from "./content";
import { layOut, type Block } from "./layout";
import { unprintable, writePdf } from "./pdf";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The page's files whose words the guide prints: where staff look when a character cannot print. */
const SOURCES =
  "content/pages/info-for-parents-guardians.yaml, content/pages/parents-questions.yaml, content/data/trades/ or content/settings.yaml";

const texts = (block: Block) =>
  block.kind === "list" ? block.items : block.kind === "pairs" ? block.rows.flatMap((r) => [r.label, ...r.lines]) : [block.text];

/** The guide as PDF bytes. Throws, naming the words, on a character the standard fonts cannot show. */
export function parentGuidePdf(): Buffer {
  const blocks = guideBlocks();
  const problems = blocks.flatMap(texts).flatMap((text) => {
    const bad = unprintable(text);
    return bad ? [`"${text.slice(0, 60)}…" has ${JSON.stringify(bad)}`] : [];
  });
  if (problems.length)
    throw new Error(
      `The parent guide (PDF) cannot print some characters; replace them in ${SOURCES}:\n  ${problems.join("\n  ")}`,
    );
  const pages = layOut(blocks, (page, count) => `${guideInfo().title} · page ${page} of ${count}`);
  return writePdf(pages, guideInfo());
}

/** Writes the guide under `publicDir` at PARENT_GUIDE_URL; returns its path and size. */
export function writeParentGuide(publicDir = join(root, "public")) {
  const file = join(publicDir, PARENT_GUIDE_URL);
  const pdf = parentGuidePdf();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, pdf);
  return { file, bytes: pdf.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { file, bytes } = writeParentGuide();
    console.log(`Parent guide: ${file.slice(root.length)} (${bytes.toLocaleString("en-AU")} bytes)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
