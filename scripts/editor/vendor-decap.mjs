// @ts-check
// `npm run editor:vendor -- 3.16.3`: Decap CMS's prebuilt bundle, taken from the package npm
// publishes, into vendor/decap-cms/ with a manifest of its version and each file's SHA-256.
// The bundle is all the editor loads (its page at /admin/ names decap-cms.js, which loads its
// numbered chunks and two .wasm files by name); installing the `decap-cms` package for it
// brought 801 packages, 644 of them used by nothing else (decision 032). The unit test
// tests/unit/decap-vendor.test.ts recomputes every checksum, so a changed file is caught by
// `npm test`; the content build copies the files into public/admin/decap/.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const VENDOR_DIR = fileURLToPath(new URL("../../vendor/decap-cms/", import.meta.url));
export const MANIFEST = "manifest.json";
/** What the editor loads: the bundle, the chunks it loads by name, its two WebAssembly files; not the source maps (60 MB). */
export const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js$|\.wasm$/;
/** The licences of the packages inside the bundle, which their licences ask to travel with the code (Decap's own, MIT, is named in the manifest: the package has no licence file). */
const LICENCE_FILES = ["dist/decap-cms.js.LICENSE.txt"];

/** @param {Buffer} bytes */
export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * @typedef {{ package: string; version: string; license: string; integrity: string; source: string; files: Record<string, string> }} Manifest
 */

/** @param {string} version */
function vendor(version) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(
      `Give the Decap CMS version to vendor, e.g. \`npm run editor:vendor -- 3.16.3\` (got "${version}").`,
    );
  }
  const work = mkdtempSync(join(tmpdir(), "decap-vendor-"));
  try {
    /** @type {unknown} */
    const report = JSON.parse(
      execFileSync("npm", ["pack", `decap-cms@${version}`, "--json", "--pack-destination", work], { encoding: "utf8" }),
    );
    const [packed] = /** @type {{ filename: string; integrity: string }[]} */ (report);
    if (!packed) throw new Error(`npm pack decap-cms@${version} gave no tarball.`);
    execFileSync("tar", ["-xzf", join(work, packed.filename), "-C", work]);
    const from = join(work, "package");
    /** @type {unknown} */
    const published = JSON.parse(readFileSync(join(from, "package.json"), "utf8"));
    const { license } = /** @type {{ license: string }} */ (published);
    rmSync(VENDOR_DIR, { recursive: true, force: true });
    mkdirSync(VENDOR_DIR, { recursive: true });
    /** @type {Record<string, string>} */
    const files = {};
    const names = [
      ...readdirSync(join(from, "dist"))
        .filter((name) => BUNDLE_FILE.test(name))
        .map((name) => `dist/${name}`),
      ...LICENCE_FILES,
    ].sort();
    for (const path of names) {
      const name = path.replace(/^dist\//, "");
      copyFileSync(join(from, path), join(VENDOR_DIR, name));
      files[name] = sha256(readFileSync(join(VENDOR_DIR, name)));
    }
    /** @type {Manifest} */
    const manifest = {
      package: "decap-cms",
      version,
      license,
      // npm's own checksum of the tarball the files came from (`npm view decap-cms@VERSION dist.integrity`).
      integrity: packed.integrity,
      source: `npm pack decap-cms@${version}`,
      files,
    };
    writeFileSync(join(VENDOR_DIR, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`vendor/decap-cms: decap-cms ${version}, ${names.length} files (${packed.integrity})`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) vendor(process.argv[2] ?? "");
