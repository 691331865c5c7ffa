/**
 * `npm run build` step, after the content build (it reads the modules that build generates):
 * writes the parent guide, public/downloads/born-to-build-parent-guide.pdf, from the parents'
 * page's words. Build output, so git-ignored: a committed copy would go stale the first time
 * staff change the page (decision 034).
 *
 *   npx tsx scripts/build/parent-guide/build.ts
 */
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The step, for the dev loop's step thread as for the command line: ./guide.ts is imported when
 * the step runs, not when its thread is loaded ahead of a save, so it reads the content modules
 * the content build has just written.
 */
export async function buildStep(): Promise<number> {
  try {
    const { writeParentGuide } = await import("./guide");
    const { file, bytes } = writeParentGuide();
    console.log(`Parent guide: ${relative(process.cwd(), file)} (${bytes.toLocaleString("en-AU")} bytes)`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await buildStep();
