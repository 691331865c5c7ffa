/**
 * What the web editor at /admin loads, written by the content build into public/admin/:
 * config.yml (scripts/content/editor-config.ts) and Decap CMS's own prebuilt bundle, copied
 * from node_modules/decap-cms/dist (self-hosted: no CDN at run time). Both are git-ignored.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { editorConfig } from "./editor-config";

/** The editor's script, as the page at /admin names it (under /admin/decap/). */
export const DECAP_SCRIPT = "decap-cms.js";

const decapDist = () => dirname(createRequire(import.meta.url).resolve("decap-cms"));

export const editorConfigText = (origin?: string) =>
  `# Made by \`npm run content:build\` from scripts/content/editor-config.ts. Do not edit.\n${stringify(editorConfig(origin), { lineWidth: 0 })}`;

/** Writes config.yml and the bundle when they differ; true when anything was written. */
export function writeEditorFiles(publicDir: string, origin: string): boolean {
  const dir = join(publicDir, "admin");
  const decap = join(dir, "decap");
  mkdirSync(decap, { recursive: true });
  let changed = false;
  const config = join(dir, "config.yml");
  const text = editorConfigText(origin);
  if (!existsSync(config) || readFileSync(config, "utf8") !== text) {
    writeFileSync(config, text);
    changed = true;
  }
  // The bundle and the chunks it loads by name; not the source maps (60 MB nobody needs).
  const dist = decapDist();
  for (const name of readdirSync(dist)) {
    if (!/^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)) continue;
    const from = join(dist, name);
    const to = join(decap, name);
    if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
    copyFileSync(from, to);
    changed = true;
  }
  return changed;
}
