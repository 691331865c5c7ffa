// HTML_CodeSniffer (WCAG 2 AA), an engine nobody on the project wrote, run as pa11y ran it
// (tests/support/htmlcs.ts), over every route (SPEC's and whatever else the sitemap lists) and
// the 404 page at a phone and a desktop width: zero errors. Chromium is ours (the headless
// shell, tests/support/chromium.ts) and resolves no host but this machine, so nothing leaves it.
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooled } from "../../scripts/lib/pooled.mjs";
import { EXPLORER_VIEW, QUIZ_INVALID, QUIZ_RESULTS } from "../fixtures/views";
import { CHROMIUM_ARGS, findHeadlessShell } from "../support/chromium";
import { htmlcs, withHtmlcs } from "../support/htmlcs";
import { sitemapPaths, withSitemap } from "../support/pages";
import { baseUrl, get } from "./support";

/**
 * Pages checked at once, each in its own tab of one browser. Most of a run is waiting (load,
 * then HTML_CodeSniffer's pass), so three tabs keep two cores busy where one left them idle
 * (decision 049).
 */
const TABS = 3;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
});
afterAll(() => browser?.close());

describe("HTML_CodeSniffer (WCAG2AA, pa11y's engine and defaults)", () => {
  it.each([390, 1280])(
    "every route and the 404 page at %ipx: 0 errors",
    async (width) => {
      // SPEC's pages and every page the built site lists (a post staff added too).
      const pages = withSitemap(sitemapPaths(await (await get("/sitemap.xml")).text()));
      const paths = [...pages, "/no-such-page", EXPLORER_VIEW, QUIZ_RESULTS, QUIZ_INVALID];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await withHtmlcs(context);
      try {
        const found = await pooled(paths, TABS, async (path) => {
          const page = await context.newPage();
          try {
            // pa11y's wait: the load event and a quiet network.
            await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle", timeout: 60_000 });
            const issues = await htmlcs(page);
            return issues
              .filter((issue) => issue.type === "error")
              .map((issue) => `${path} ${issue.code} ${issue.selector}: ${issue.message.slice(0, 160)}`);
          } finally {
            await page.close();
          }
        });
        expect(found.flat()).toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
