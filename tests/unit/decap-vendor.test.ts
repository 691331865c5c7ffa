// Decap CMS's bundle is vendored, not installed (vendor/decap-cms/, decision 032): these are the
// files the editor's page runs on the origin that holds an editor's GitHub token, so each must
// be the byte-for-byte file npm published. The manifest was written from `npm pack` of the
// version it names (scripts/editor/vendor-decap.mjs); every checksum is recomputed here.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DECAP_SCRIPT } from "../../scripts/content/editor-files";

const DIR = join(import.meta.dirname, "../../vendor/decap-cms");
type Manifest = { package: string; version: string; license: string; integrity: string; files: Record<string, string> };
const manifest = JSON.parse(readFileSync(join(DIR, "manifest.json"), "utf8")) as Manifest;
const sha256 = (name: string) =>
  createHash("sha256")
    .update(readFileSync(join(DIR, name)))
    .digest("hex");

describe("vendor/decap-cms", () => {
  it("names the package, its version and licence, npm's checksum of the tarball, and the script the editor's page loads", () => {
    expect(manifest.package).toBe("decap-cms");
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.license).toBe("MIT");
    expect(manifest.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    expect(Object.keys(manifest.files)).toContain(DECAP_SCRIPT);
  });

  it("every file is the one the manifest names, byte for byte (SHA-256 recomputed)", () => {
    const wrong = Object.entries(manifest.files)
      .filter(([name, sum]) => sha256(name) !== sum)
      .map(
        ([name]) => `${name}: its SHA-256 is not the manifest's (run \`npm run editor:vendor -- ${manifest.version}\`)`,
      );
    expect(wrong).toEqual([]);
  });

  it("holds no file the manifest does not list", () => {
    const listed = new Set([...Object.keys(manifest.files), "manifest.json"]);
    expect(readdirSync(DIR).filter((name) => !listed.has(name))).toEqual([]);
  });
});
