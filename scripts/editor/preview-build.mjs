// @ts-check
// A step of `npm run build`, after `remix build`: the web editor's preview (app/preview/, decision
// 028) bundled into public/admin/preview.js. Its components are the site's own, with the class
// names the site's stylesheet uses: the .css.ts files go through Remix's own vanilla-extract
// plugin in the mode `remix build` and `npm run dev` compile in ("production": short, hashed
// names), so a class in the preview is the class in /build/css-bundle-*.css. No CSS is written:
// the preview pane loads the site's stylesheet itself (app/lib/edge/admin.ts names it).
// React is the site's own 18.3.1, bundled here and rendered into the preview pane by its own
// root: Decap's prebuilt bundle exposes no React of its own (only `h` and `createClass`).
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const PREVIEW_OUTPUT = "public/admin/preview.js";

/** What the preview uses instead of Remix's router and server runtime (the shims say why). */
const SHIMS = {
  "@remix-run/react": join(root, "app/preview/remix-shim.tsx"),
  "@remix-run/cloudflare": join(root, "app/preview/cloudflare-shim.ts"),
};

/**
 * A module of Remix's compiler, by its path in dist/ (it ships no types this file may rely on).
 * @param {string} path
 * @returns {unknown}
 */
const remixDev = (path) =>
  /** @type {unknown} */ (createRequire(join(root, "package.json"))(`@remix-run/dev/dist/${path}`));

/** The files the last bundle read (relative to the root), with their modification times then. */
let lastInputs = /** @type {Map<string, number> | null} */ (null);
/** @param {string} path */
const modified = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : -1);

/**
 * The step itself. `npm run dev` runs it in its own process after every rebuild, where a save
 * of nothing the bundle read (most saves: a post, a figure of another page) skips it.
 */
export async function buildStep() {
  const start = performance.now();
  if (
    lastInputs &&
    existsSync(join(root, PREVIEW_OUTPUT)) &&
    [...lastInputs].every(([path, t]) => modified(path) === t)
  )
    return;
  const { readConfig } = /** @type {{ readConfig: (root: string) => Promise<unknown> }} */ (remixDev("config.js"));
  const { vanillaExtractPlugin } =
    /** @type {{ vanillaExtractPlugin: (ctx: { config: unknown, options: { mode: string } }, o: { outputCss: boolean }) => import("esbuild").Plugin }} */ (
      remixDev("compiler/plugins/vanillaExtract.js")
    );
  const config = await readConfig(root);
  const { metafile } = await build({
    metafile: true,
    absWorkingDir: root,
    entryPoints: ["app/preview/index.tsx"],
    outfile: PREVIEW_OUTPUT,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
    plugins: [
      /** @type {import("esbuild").Plugin} */ ({
        name: "preview-shims",
        setup(b) {
          b.onResolve({ filter: /^@remix-run\/(react|cloudflare)$/ }, (args) => ({
            path: SHIMS[/** @type {keyof typeof SHIMS} */ (args.path)],
          }));
        },
      }),
      vanillaExtractPlugin({ config, options: { mode: "production" } }, { outputCss: false }),
    ],
  });
  lastInputs = new Map(
    Object.keys(metafile?.inputs ?? {})
      .filter((path) => !path.includes(":"))
      .map((path) => [path, modified(path)]),
  );
  console.log(`editor preview: ${PREVIEW_OUTPUT} (${Math.round(performance.now() - start)} ms)`);
}

// Run alone, it exits once written: the vanilla-extract compiler Remix keeps warm would hold Node open.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildStep();
  process.exit(0);
}
