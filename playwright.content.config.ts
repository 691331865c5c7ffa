import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The content path's browser check (`npm run test:content`, tests/content-path/): axe on the
 * pages a staff change touches, against the site built from content/ (`npm run build`, not the
 * pinned copy). The e2e suite's settings and server, in Chromium's headless shell only.
 */
export default defineConfig({
  ...base,
  outputDir: "test-results/content",
  testDir: "tests/content-path",
  // Staff's own build, in the working tree: not the pinned site the e2e suite insists on.
  globalSetup: undefined,
  projects: base.projects?.filter((project) => project.name === "shell"),
});
