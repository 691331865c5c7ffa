// @ts-check
// Remix's classic compiler, kept warm between builds (esbuild's incremental state), and the
// client build folders it writes.
//
// @remix-run/dev exports no programmatic compiler: its public API is the CLI (`cli.run`), whose
// `build` compiles cold every time (seconds: decision 049) and whose `watch` brings its own file
// watcher and live-reload server. The compiler object `remix build` itself uses is reached in
// dist/, by these four paths only; an upgrade of @remix-run/dev that moves them fails here, at
// the start, with the path named.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { clientUnaffected } from "./client-reuse.mjs";
import { keepsLast } from "./keeps-last.mjs";

// What is used of those modules (they ship no types of their own that this file may rely on).
/** @typedef {{ assetsBuildDirectory: string, serverBuildPath: string }} RemixConfig */
/** @typedef {{ invalidateFile: (path: string) => void }} FileWatchCache */
/** @typedef {{ config: RemixConfig, options: { mode: string, sourcemap: boolean }, fileWatchCache: FileWatchCache, logger: unknown }} CompileContext */
/** @typedef {{ compile: () => Promise<unknown>, dispose: () => Promise<void> }} RemixCompiler */
/** @typedef {{ readConfig: (root: string) => Promise<RemixConfig> }} ConfigModule */
/** @typedef {{ create: (ctx: CompileContext) => Promise<RemixCompiler> }} CompilerModule */
/** @typedef {{ createFileWatchCache: () => FileWatchCache }} FileWatchCacheModule */
/** @typedef {{ compile: () => Promise<unknown>, cancel: () => Promise<void>, dispose: () => Promise<void> }} CssCompiler */
/** @typedef {{ create: (ctx: CompileContext) => Promise<CssCompiler> }} CssCompilerModule */
/** @typedef {{ logger: unknown }} LoggerModule */
/** @typedef {import("./client-reuse.mjs").Metafile} Metafile esbuild's, the part read here */
/** @typedef {{ metafile: Metafile }} JsResult Remix's browser compile's result, the part read here */
/** @typedef {{ compile: () => Promise<JsResult>, cancel: () => Promise<void>, dispose: () => Promise<void> }} JsCompiler */
/** @typedef {{ create: (ctx: CompileContext, refs: unknown) => Promise<JsCompiler> }} JsCompilerModule */

/**
 * A module as `require` from `from` loads it; unknown until the caller names what it uses.
 * @param {string} from a file the resolution starts from
 * @param {string} id
 * @returns {unknown}
 */
const requireFrom = (from, id) => {
  const require = createRequire(from);
  return require(require.resolve(id));
};

/**
 * @param {string} root the project folder
 */
export async function createCompiler(root) {
  /** @param {string} path */
  const remixDev = (path) => requireFrom(join(root, "package.json"), `@remix-run/dev/dist/${path}`);
  const { readConfig } = /** @type {ConfigModule} */ (remixDev("config.js"));
  const remixCompiler = /** @type {CompilerModule} */ (remixDev("compiler/compiler.js"));
  const { createFileWatchCache } = /** @type {FileWatchCacheModule} */ (remixDev("compiler/fileWatchCache.js"));
  const { logger } = /** @type {LoggerModule} */ (remixDev("tux/logger.js"));

  /**
   * Remix's CSS bundle is compiled first on every compile (the client and server compiles wait
   * for its address), by an esbuild pass over the whole app: most of a compile after a post's
   * save (decision 049), although a save of Markdown or YAML reaches the compile only
   * through the generated data modules (app/content/generated/), which import no styles. For such
   * a compile (`css.reuse`) the last CSS result is written again instead. Its one file is named
   * by its hash, so a stale result could only be a missing change, never a wrong file: any
   * other save, a failed compile and a restart compile it afresh.
   */
  const css = keepsLast(/** @type {CssCompilerModule} */ (remixDev("compiler/css/compiler.js")));

  /**
   * Remix's browser compile runs on every compile too, beside the server's, on the same two
   * cores, nearly doubling a compile after a post's save. A save of Markdown or YAML changes the browser bundle only through a
   * file it read, and the generated data modules it reads add nothing to it (loaders bring
   * content to the page): when no file saved or written by the build's steps put a byte into
   * the last browser bundle (client-reuse.mjs), that result is used again. Its files are
   * written afresh from it, as after any compile. Any other save, a failed compile and a
   * restart compile it afresh.
   */
  const js = keepsLast(/** @type {JsCompilerModule} */ (remixDev("compiler/js/compiler.js")));
  /** @param {string} input a path as esbuild names it: relative to its working directory */
  const projectPath = (input) => relative(root, resolve(process.cwd(), input));

  /**
   * The client files are built into a folder beside the served one (public/build-next), moved
   * into it file by file once the build is complete, just before the worker reloads, and the
   * previous build's files are removed once the new worker answers: the open page keeps its
   * scripts all along. Emptying public/build before each compile, as `remix build` does, left
   * the open page without them for the whole rebuild (the worker answered 500 for each: 15
   * after one save, measured), and with none at all after a build that failed.
   */
  const clientBuild = (await readConfig(root)).assetsBuildDirectory;
  const nextClientBuild = `${clientBuild}-next`;
  process.env.REMIX_ASSETS_BUILD_DIRECTORY = nextClientBuild; // the asset-names step renames there
  const remixConfig = async () => ({ ...(await readConfig(root)), assetsBuildDirectory: nextClientBuild });
  /** @type {CompileContext} */
  const ctx = {
    config: await remixConfig(),
    options: { mode: "production", sourcemap: false },
    fileWatchCache: createFileWatchCache(),
    logger,
  };
  let compiler = await remixCompiler.create(ctx);

  return {
    clientBuild,
    /**
     * One compile into the next client build's folder, emptied first as `remix build` does.
     * Answers whether the last browser bundle was used again.
     * @param {{ stylesUnchanged?: boolean, changed?: Iterable<string> }} [options]
     *   stylesUnchanged: no file a style could come from changed (only content that is not a
     *   module was saved); changed: every file (relative to the root) saved or written by a
     *   build step since the last compile
     */
    async compile({ stylesUnchanged = false, changed = [] } = {}) {
      rmSync(nextClientBuild, { recursive: true, force: true });
      mkdirSync(nextClientBuild, { recursive: true });
      css.reuse = stylesUnchanged;
      const lastJs = js.last;
      js.reuse = stylesUnchanged && lastJs !== null && clientUnaffected(lastJs.metafile, projectPath, changed);
      try {
        await compiler.compile();
        return js.reuse;
      } catch (error) {
        css.forget();
        js.forget();
        throw error;
      }
    },
    /** @param {string} path a file (relative to the root) the next compile must read afresh */
    invalidate(path) {
      ctx.fileWatchCache.invalidateFile(join(root, path));
    },
    /**
     * A build failed: what it was given may never have reached a compile (a content step that
     * failed before it), and the next build is given only what was saved after it. So the next
     * compile reuses nothing.
     */
    forget() {
      css.forget();
      js.forget();
    },
    /** A route file came or went: Remix reads its routes from the config, so start afresh. */
    async restart() {
      css.forget();
      js.forget();
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
      /** @type {Set<string>} */
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
      /** @type {Set<string>} */
      const inputs = new Set();
      for (const name of ["metafile.css.json", "metafile.js.json", "metafile.server.json"]) {
        /** @type {unknown} */
        let metafile;
        try {
          metafile = JSON.parse(readFileSync(join(dir, name), "utf8"));
        } catch {
          return null;
        }
        // Plugin namespaces never match a file.
        for (const input of Object.keys(/** @type {Metafile} */ (metafile).inputs)) inputs.add(projectPath(input));
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
  const error = /** @type {{ errors?: import("esbuild").Message[], warnings?: import("esbuild").Message[] }} */ (
    thrown ?? {}
  );
  if (Array.isArray(error.errors) && Array.isArray(error.warnings)) {
    // esbuild as Remix's compiler resolves it, so the two agree on the message format.
    const esbuild = /** @type {Pick<typeof import("esbuild"), "formatMessagesSync">} */ (
      requireFrom(createRequire(join(root, "package.json")).resolve("@remix-run/dev"), "esbuild")
    );
    for (const line of esbuild.formatMessagesSync(error.warnings, { kind: "warning", color: true })) console.warn(line);
    // A compile Remix cancelled (a newer one started) is no error to show.
    const errors = error.errors.filter((message) => !message.text.startsWith("remix-compile-cancel"));
    for (const line of esbuild.formatMessagesSync(errors, { kind: "error", color: true })) console.error(line);
    return;
  }
  console.error(thrown instanceof Error ? thrown.message : String(thrown));
}
