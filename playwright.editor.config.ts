/**
 * The web editor's tests (tests/editor/): Decap CMS at /admin/ as staff use it, against
 * `npm run dev` with its local backend, on a scratch copy of the project (tests/editor/serve.ts).
 * One worker: the tests save into the same copy, one after another.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findHeadlessShell } from "./tests/support/chromium";

const PORT = Number(process.env.EDITOR_E2E_PORT ?? 8796);
const EDITOR_PORT = Number(process.env.EDITOR_E2E_BACKEND_PORT ?? PORT + 1301);
/** Where the tests read what the editor saved: the scratch copy the dev loop serves. */
export const EDITOR_SCRATCH = join(tmpdir(), `born-to-build-editor-${PORT}`);
process.env.EDITOR_SCRATCH = EDITOR_SCRATCH;

export default defineConfig({
  testDir: "tests/editor",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // Its own: the photo suite's run, beside this one in `npm test`, empties its outputDir as it starts.
  outputDir: "test-results/editor",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    // localhost, not 127.0.0.1: the editor uses its local backend only on a page at localhost.
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: "off",
  },
  webServer: {
    command: `npx tsx tests/editor/serve.ts ${PORT} ${EDITOR_PORT} ${EDITOR_SCRATCH}`,
    url: `http://127.0.0.1:${PORT}/admin/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
