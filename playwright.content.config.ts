import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findHeadlessShell } from "./tests/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * The content path's browser check (`npm run test:content`, tests/content-path/): axe on the
 * pages a staff change touches, in Chromium's headless shell, against the site built from
 * content/ (`npm run build`, not the pinned copy).
 */
export default defineConfig({
  testDir: "tests/content-path",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    trace: "off",
    launchOptions: { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node tests/support/worker.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
