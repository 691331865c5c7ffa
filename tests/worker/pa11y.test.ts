// pa11y with HTML_CodeSniffer (WCAG 2 AA), an engine nobody on the project wrote, over every
// route (SPEC's and whatever else the sitemap lists) and the 404 page at a phone and a desktop width: zero errors. Chromium is ours
// (the headless shell, tests/support/chromium.ts) and resolves no host but this machine, so nothing leaves it.
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooled } from "../../scripts/lib/pooled.mjs";
import { EXPLORER_VIEW, QUIZ_INVALID, QUIZ_RESULTS } from "../fixtures/views";
import { CHROMIUM_ARGS, findHeadlessShell } from "../support/chromium";
import { sitemapPaths, withSitemap } from "../support/pages";
import { baseUrl, get } from "./support";

/**
 * Pages checked at once, each in its own tab of one browser. Most of a pa11y run is waiting
 * (load, then HTML_CodeSniffer's pass), so three tabs keep two cores busy: 74 runs took
 * 143 s one at a time here.
 */
const TABS = 3;

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: findHeadlessShell(),
    headless: true,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
});
afterAll(() => browser?.close());

describe("pa11y (HTML_CodeSniffer, WCAG2AA)", () => {
  it.each([390, 1280])(
    "every route and the 404 page at %ipx: 0 errors",
    async (width) => {
      // SPEC's pages and every page the built site lists (a post staff added too).
      const pages = withSitemap(sitemapPaths(await (await get("/sitemap.xml")).text()));
      const paths = [...pages, "/no-such-page", EXPLORER_VIEW, QUIZ_RESULTS, QUIZ_INVALID];
      const found = await pooled(paths, TABS, async (path) => {
        const results = await pa11y(`${baseUrl()}${path}`, {
          browser,
          standard: "WCAG2AA",
          runners: ["htmlcs"],
          includeWarnings: false,
          includeNotices: false,
          viewport: { width, height: 900 },
          timeout: 60_000,
        });
        return results.issues
          .filter((issue) => issue.type === "error")
          .map((issue) => `${path} ${issue.code} ${issue.selector}: ${issue.message.slice(0, 160)}`);
      });
      expect(found.flat()).toEqual([]);
    },
    300_000,
  );
});
