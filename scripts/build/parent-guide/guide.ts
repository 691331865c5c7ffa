/**
 * The parent guide behind "Download Parent Guide" (PARENT_GUIDE_URL), as PDF bytes and as the
 * file `npm run build` writes (./build.ts): the parents' page's words (./content.ts) laid out
 * (./layout.ts) and written (./pdf.ts).
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
