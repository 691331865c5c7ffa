/**
 * The photo site in a browser (tests/photos/*.spec.ts): which copy of each photo Chromium
 * picks at 390 and 1280 px, what the first screen weighs, and that nothing shifts as photos
 * arrive. The main config's settings, serving the photo site's build instead
 * (`npm run build:photos`, tests/support/photo-site.mjs).
 */
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

const PORT = Number(process.env.PHOTOS_E2E_PORT ?? 8797);

export default defineConfig({
  ...base,
  outputDir: "test-results/photos",
  testDir: "tests/photos",
  testMatch: "*.spec.ts",
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node tests/support/worker.mjs ${PORT} .cache/photo-site`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
