import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "off",
  },
  // The built worker in workerd (same runtime as `wrangler dev`), shared by every spec.
  webServer: {
    command: `node tests/support/worker.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
