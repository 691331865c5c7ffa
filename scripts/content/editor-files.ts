/**
 * What the web editor at /admin loads, written by the content build into public/admin/:
 * config.yml (scripts/content/editor-config.ts) and Decap CMS's own prebuilt bundle, copied
 * from vendor/decap-cms/ (self-hosted: no CDN at run time; vendored with its version and
 * checksums by scripts/editor/vendor-decap.mjs, not installed: decision 032). Both are git-ignored.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { BUNDLE_FILE } from "../editor/vendor-decap.mjs";
import { editorConfig } from "./editor-config";
import { withLaunchList } from "./editor-launch";
import type { LaunchFinding } from "./launch";

/** The editor's script, as the page at /admin names it (under /admin/decap/). */
export const DECAP_SCRIPT = "decap-cms.js";

const DECAP_VENDOR = fileURLToPath(new URL("../../vendor/decap-cms/", import.meta.url));

/** config.yml's text; `launch`: what is left before launch, listed atop Site settings (editor-launch.ts). */
export const editorConfigText = (origin?: string, launch?: readonly LaunchFinding[]) => {
  const config = editorConfig(origin);
  const collections = launch ? withLaunchList(config.collections, launch) : config.collections;
  return `# Made by \`npm run content:build\` from scripts/content/editor-config.ts. Do not edit.\n${stringify({ ...config, collections }, { lineWidth: 0 })}`;
};

/** Writes config.yml and the bundle when they differ; true when anything was written. */
export function writeEditorFiles(publicDir: string, origin: string, launch?: readonly LaunchFinding[]): boolean {
  const dir = join(publicDir, "admin");
  const decap = join(dir, "decap");
  mkdirSync(decap, { recursive: true });
  let changed = false;
  const config = join(dir, "config.yml");
  const text = editorConfigText(origin, launch);
  if (!existsSync(config) || readFileSync(config, "utf8") !== text) {
    writeFileSync(config, text);
    changed = true;
  }
  // The bundle, the chunks and the WebAssembly it loads by name (not the licence list).
  for (const name of readdirSync(DECAP_VENDOR)) {
    if (!BUNDLE_FILE.test(name)) continue;
    const from = join(DECAP_VENDOR, name);
    const to = join(decap, name);
    if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
    copyFileSync(from, to);
    changed = true;
  }
  return changed;
}
