// @ts-check
// Whether a compile may use the last browser bundle again (compiler.mjs says when it asks).

/**
 * esbuild's metafile, the parts read here: every file the compile read, and per output file
 * the bytes each input put into it (esbuild lists an input there only when it put some).
 * @typedef {{
 *   inputs: Record<string, unknown>,
 *   outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>,
 * }} Metafile
 */

/**
 * True when none of `changed` put a byte into the browser bundle `metafile` describes. A file
 * the browser compile only passed through (a data module none of whose values the client code
 * uses, left out by tree shaking) cannot put one in after a change of its values alone; the
 * caller asks only when nothing but content that is not a module was saved, so the modules
 * that read it, and the generator that writes the data modules, are as they were.
 * @param {Metafile} metafile
 * @param {(input: string) => string} projectPath an esbuild input name → a path as `changed` has it
 * @param {Iterable<string>} changed paths relative to the project's root
 */
export function clientUnaffected(metafile, projectPath, changed) {
  /** @type {Set<string>} */
  const shipped = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0) shipped.add(projectPath(input));
  for (const path of changed) if (shipped.has(path)) return false;
  return true;
}
