/**
 * Which of `npm run build`'s steps the dev loop runs on a save (scripts/dev/build-steps.mjs): all
 * but those whose output it never shows. The V8 compile hints change nothing a developer sees,
 * and the pages the build renders are never read with the caches off, as the dev loop runs the
 * worker: each would cost every save its own start (the second a workerd and 39 renders).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildSteps } from "../../scripts/dev/build-steps.mjs";

const root = mkdtempSync(join(tmpdir(), "b2b-build-steps-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("runs every build step but the compile hints and the pages the build renders", () => {
  // The shape of this project's build script (docs/development.md), with its steps' file names.
  const scripts = {
    "content:build": "tsx scripts/content/cli.ts build",
    build:
      "npm run content:build && tsx scripts/build/parent-guide/build.ts && VITE_CJS_IGNORE_WARNING=true remix build && node scripts/build/asset-names.mjs && node scripts/editor/preview-build.mjs && node scripts/build/compile-hints.mjs && tsx scripts/build/built-pages.ts",
  };
  writeFileSync(join(root, "package.json"), JSON.stringify({ scripts }));
  expect(buildSteps(root)).toEqual({
    before: ["tsx scripts/content/cli.ts build", "tsx scripts/build/parent-guide/build.ts"],
    after: ["node scripts/build/asset-names.mjs", "node scripts/editor/preview-build.mjs"],
  });
});
