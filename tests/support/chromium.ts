/**
 * Which Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download (absent on these machines: `npx playwright install`
 * cannot reach its CDN). No browser is a clear error, not a skipped suite.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", safe(() => chromium.executablePath())];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium for the browser tests. Install Debian's (`apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export { CHROMIUM_ARGS } from "./chromium-args.mjs";
