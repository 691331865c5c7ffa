// @ts-check
// Remix's classic compiler, kept warm between builds (esbuild's incremental state), and the
// client build folders it writes.
//
// @remix-run/dev exports no programmatic compiler: its public API is the CLI (`cli.run`), whose
// `build` compiles cold every time (9 s or more here) and whose `watch` brings its own file
// watcher and live-reload server. The compiler object `remix build` itself uses is reached in
// dist/, by these four paths only; an upgrade of @remix-run/dev that moves them fails here, at
// the start, with the path named.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";

/** @typedef {{ compile(): Promise<unknown>, dispose(): Promise<void> }} RemixCompiler */

/**
 * @param {string} root the project folder
 */
export async function createCompiler(root) {
  const require = createRequire(join(root, "package.json"));
  /** @param {string} path */
  const remixDev = (path) => require(require.resolve(`@remix-run/dev/dist/${path}`));
  const { readConfig } = remixDev("config.js");
  const remixCompiler = remixDev("compiler/compiler.js");
  const { createFileWatchCache } = remixDev("compiler/fileWatchCache.js");
  const { logger } = remixDev("tux/logger.js");

  /**
   * The client files are built into a folder beside the served one (public/build-next), moved
   * into it file by file once the build is complete, just before the worker reloads, and the
   * previous build's files are removed once the new worker answers: the open page keeps its
   * scripts all along. Emptying public/build before each compile, as `remix build` does, left
   * the open page without them for the whole rebuild (the worker answered 500 for each: 15
   * after one save, measured), and with none at all after a build that failed.
   */
  /** @type {string} */
  const clientBuild = (await readConfig(root)).assetsBuildDirectory;
  const nextClientBuild = `${clientBuild}-next`;
  process.env.REMIX_ASSETS_BUILD_DIRECTORY = nextClientBuild; // the asset-names step renames there
  const remixConfig = async () => ({ ...(await readConfig(root)), assetsBuildDirectory: nextClientBuild });
  const ctx = { config: await remixConfig(), options: { mode: "production", sourcemap: false }, fileWatchCache: createFileWatchCache(), logger };
  /** @type {RemixCompiler} */
  let compiler = await remixCompiler.create(ctx);

  return {
    clientBuild,
    /** One compile into the next client build's folder, emptied first as `remix build` does. */
    async compile() {
      rmSync(nextClientBuild, { recursive: true, force: true });
      mkdirSync(nextClientBuild, { recursive: true });
      await compiler.compile();
    },
    /** @param {string} path a file (relative to the root) the next compile must read afresh */
    invalidate(path) {
      ctx.fileWatchCache.invalidateFile(join(root, path));
    },
    /** A route file came or went: Remix reads its routes from the config, so start afresh. */
    async restart() {
      await compiler.dispose();
      ctx.config = await remixConfig();
      compiler = await remixCompiler.create(ctx);
    },
    dispose: () => compiler.dispose(),
    /**
     * Moves a complete build's client files into the served folder, each by one rename (a file
     * of the same name, fingerprinted, has the same bytes), and answers a function that removes
     * the files the build did not make, for when the new worker answers.
     */
    serveNextClientBuild() {
      const made = new Set();
      for (const entry of readdirSync(nextClientBuild, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = relative(nextClientBuild, join(entry.parentPath, entry.name));
        mkdirSync(dirname(join(clientBuild, path)), { recursive: true });
        renameSync(join(nextClientBuild, path), join(clientBuild, path));
        made.add(path);
      }
      rmSync(nextClientBuild, { recursive: true, force: true });
      return () => {
        for (const entry of readdirSync(clientBuild, { recursive: true, withFileTypes: true })) {
          const path = relative(clientBuild, join(entry.parentPath, entry.name));
          if (entry.isFile() && !made.has(path)) rmSync(join(clientBuild, path), { force: true });
        }
      };
    },
    /**
     * Every file (relative to the root) that the last compile read, from the esbuild metafiles
     * Remix writes beside the server build; null when one is missing. A file a build step wrote
     * that no compile read (a step's own stamp or report) needs no second compile.
     * @returns {Set<string> | null}
     */
    compileInputs() {
      const dir = dirname(ctx.config.serverBuildPath);
      const inputs = new Set();
      for (const name of ["metafile.css.json", "metafile.js.json", "metafile.server.json"]) {
        let metafile;
        try {
          metafile = JSON.parse(readFileSync(join(dir, name), "utf8"));
        } catch {
          return null;
        }
        // esbuild names inputs relative to its working directory (plugin namespaces never match).
        for (const input of Object.keys(metafile.inputs)) inputs.add(relative(root, resolve(process.cwd(), input)));
      }
      return inputs;
    },
  };
}

/**
 * Prints what a build threw: esbuild's errors in esbuild's own format (file, line, the code
 * under a caret), anything else by its message.
 * @param {string} root
 * @param {unknown} thrown
 */
export function logBuildError(root, thrown) {
  const error = /** @type {{ errors?: { text: string }[], warnings?: unknown[] }} */ (thrown ?? {});
  if (Array.isArray(error.errors) && Array.isArray(error.warnings)) {
    // esbuild as Remix's compiler resolves it, so the two agree on the message format.
    const esbuild = createRequire(createRequire(join(root, "package.json")).resolve("@remix-run/dev")).call(null, "esbuild");
    for (const line of esbuild.formatMessagesSync(error.warnings, { kind: "warning", color: true })) console.warn(line);
    // A compile Remix cancelled (a newer one started) is no error to show.
    const errors = error.errors.filter((message) => !message.text.startsWith("remix-compile-cancel"));
    for (const line of esbuild.formatMessagesSync(errors, { kind: "error", color: true })) console.error(line);
    return;
  }
  console.error(thrown instanceof Error ? thrown.message : String(thrown));
}
