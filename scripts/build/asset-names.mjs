// @ts-check
// A step of `npm run build`, before the compile hints: client files whose names hold
// characters a URL path must not carry raw (Remix names route modules after their files:
// `trades.$slug-….js`, `$-….js`, `robots[.]txt-….js`) are renamed to URL-safe names, and
// every reference to them in the client and server builds is rewritten. Workers Static Assets
// answered each `$` request with a 307 to the `%24` form: one redirect on every trade, post
// and 404 page load. The new name is a pure function of the old, which carries the content
// hash, so a name still names one content.
import { readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * `trades.$slug-5AM5MDHT.js` → `trades._slug-5AM5MDHT.js`: only A–Z a–z 0–9 . _ - stay.
 * @param {string} name
 */
export const urlSafeName = (name) => name.replace(/[^A-Za-z0-9._-]/g, "_");

/**
 * The step itself. Exported so `npm run dev` (scripts/dev/) runs it in its own process after
 * every rebuild instead of starting Node again; `node scripts/build/asset-names.mjs` runs it once.
 */
export function buildStep() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  // `npm run dev` builds the client files beside the served ones and says where.
  const clientBuild = process.env.REMIX_ASSETS_BUILD_DIRECTORY ?? `${root}/public/build`;
  const files = readdirSync(clientBuild, { recursive: true, encoding: "utf8" });
  /** @type {Map<string, string>} */
  const renames = new Map();
  for (const file of files) {
    const parts = file.split("/");
    const base = /** @type {string} */ (parts.pop()); // split() gives at least one part
    const safe = urlSafeName(base);
    if (safe === base) continue;
    const dir = parts.length ? `${parts.join("/")}/` : "";
    if (files.includes(`${dir}${safe}`) || [...renames.values()].includes(`/build/${dir}${safe}`)) throw new Error(`asset names: ${dir}${safe} exists twice`);
    renameSync(`${clientBuild}/${dir}${base}`, `${clientBuild}/${dir}${safe}`);
    renames.set(`/build/${dir}${base}`, `/build/${dir}${safe}`);
  }
  /** @param {string} path */
  const rewrite = (path) => {
    const source = readFileSync(path, "utf8");
    let text = source;
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    if (text !== source) writeFileSync(path, text);
  };
  for (const file of readdirSync(clientBuild, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) rewrite(`${clientBuild}/${file}`);
  rewrite(`${root}/build/index.js`);
  console.log(`asset names: ${renames.size} client files renamed to URL-safe names`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildStep();
