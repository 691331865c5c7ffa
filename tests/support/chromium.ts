/**
 * Which Chromium the browser tests drive. Two builds of it (see docs/testing.md):
 *
 * - the full browser: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 *   download (absent on these machines: `npx playwright install` cannot reach its CDN);
 * - the headless shell, the build Playwright itself runs headless tests in: the same Blink
 *   without the browser's window layers, a third less CPU per page on this suite:
 *   $CHROMIUM_HEADLESS_SHELL_PATH, else Debian's `chromium-headless-shell`, else the full browser.
 *
 * No browser is a clear error, not a skipped suite.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", safe(() => chromium.executablePath())];
  const found = candidates.find(exists);
  if (!found) {
    throw new Error(
      "No Chromium for the browser tests. Install Debian's (`apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}

export function findHeadlessShell(): string {
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"];
  return candidates.find(exists) ?? findChromium();
}

function exists(path: string | undefined): path is string {
  return Boolean(path && existsSync(path));
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export { CHROMIUM_ARGS } from "./chromium-args.mjs";
