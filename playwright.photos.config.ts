/**
 * The photo site in a browser (tests/photos/*.spec.ts): which copy of each photo Chromium
 * picks at 390 and 1280 px, what the first screen weighs, and that nothing shifts as photos
 * arrive. Serves the photo site's build (`npm run build:photos`, tests/support/photo-site.mjs).
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium";

const PORT = Number(process.env.PHOTOS_E2E_PORT ?? 8797);

export default defineConfig({
  testDir: "tests/photos",
  testMatch: "*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: `node tests/support/worker.mjs ${PORT} .cache/photo-site`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
