// The photo cache's key (VERSION in scripts/images/settings.ts) follows the settings as they are
// written (docs/images.md, "The cache"): the same settings give the same key, and an edit to an
// encoder's options, the widths or the placeholder's width gives another, so a cached copy made
// with other settings is never served. Each case imports a copy of the module, edited as a
// developer would edit it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SETTINGS = readFileSync(join(ROOT, "scripts/images/settings.ts"), "utf8");
// Inside the project, so the copy's `import sharp` finds node_modules.
mkdirSync(join(ROOT, ".cache"), { recursive: true });
const scratch = mkdtempSync(join(ROOT, ".cache/photo-cache-key-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** VERSION as a copy of settings.ts, with `from` replaced by `to`, works it out. */
async function versionWith(from: string, to: string): Promise<string> {
  if (!SETTINGS.includes(from)) throw new Error(`settings.ts no longer contains ${JSON.stringify(from)}`);
  const file = join(scratch, `settings-${copies++}.ts`);
  writeFileSync(file, SETTINGS.replace(from, to));
  const { VERSION } = (await import(/* @vite-ignore */ file)) as { VERSION: string };
  return VERSION;
}

describe("the photo cache's key", () => {
  it("is the same for the same settings", async () => {
    expect(await versionWith("", "")).toBe(await versionWith("", ""));
  });

  it.each([
    ["an encoder's quality", "quality: 50", "quality: 55"],
    ["an encoder's colour resolution", '"4:4:4" : "4:2:0"', '"4:4:4" : "4:4:4"'],
    ["the list of widths", "[320, 480, 720, 960, 1280, 1920]", "[320, 480, 640, 960, 1280, 1920]"],
    ["the placeholder's width", "PLACEHOLDER_WIDTH = 16", "PLACEHOLDER_WIDTH = 24"],
  ])("is another when %s is edited", async (_what, from, to) => {
    expect(await versionWith(from, to)).not.toBe(await versionWith("", ""));
  });
});
