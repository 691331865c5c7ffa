// @ts-check
// The last step of `npm run build`: every sizeable JavaScript file of the client build
// (public/build) gets V8's explicit compile hint `//# allFunctionsCalledOnLoad` as its first
// line.
//
// Why: V8 compiles a function lazily, on the main thread, the first time it runs. Remix
// loads a module only when it is about to run it (start-up, a route being visited, the video
// dialog being opened), and then most of its code runs at once, so the browser was compiling
// in the same tasks that hydrate the page. React DOM is the worst case: it is CommonJS
// wrapped in a single function, so loading it compiled the whole library in one long
// main-thread task. With the hint, V8 compiles each file on a background thread while it
// downloads: the page's script time about halves (decision 049 has the figures).
// Browsers without compile hints read a comment.
//
// Files under MIN_HINTED_CHARS are left alone: each hint costs bytes in every file, and home
// loads many small chunks against its JavaScript budget, while compiling them lazily again
// costs little main-thread time, spread over several tasks: the budget margin is worth more.
//
// The change is a pure function of each file, so a hashed file name still names one content.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
export const MIN_HINTED_CHARS = 4096;

/**
 * The file as served: with the hint when it is big enough to be worth compiling early.
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  if (source.startsWith(COMPILE_HINT) || source.length < MIN_HINTED_CHARS) return source;
  return COMPILE_HINT + source;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const clientBuild = fileURLToPath(new URL("../../public/build", import.meta.url));
  const files = readdirSync(clientBuild, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  if (files.length === 0) throw new Error("compile hints: public/build has no JavaScript; run `remix build` first.");
  let marked = 0;
  for (const file of files) {
    const path = `${clientBuild}/${file}`;
    const source = readFileSync(path, "utf8");
    // Idempotent: a second run (or a file the compiler did not rewrite) is left as it is.
    const served = withCompileHint(source);
    if (served !== source) writeFileSync(path, served);
    if (served.startsWith(COMPILE_HINT)) marked++;
  }
  console.log(`compile hints: ${marked} of ${files.length} client modules marked for eager background compilation (the rest are under ${MIN_HINTED_CHARS} characters)`);
}
