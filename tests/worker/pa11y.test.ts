// pa11y with HTML_CodeSniffer (WCAG 2 AA), an engine nobody on the project wrote, over every
// route and the 404 page at a phone and a desktop width: zero errors. Chromium is ours
// (CHROMIUM_PATH or Debian's) and resolves no host but this machine, so nothing leaves it.
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "~content/routes";
import { EXPLORER_VIEW } from "../fixtures/views";
import { CHROMIUM_ARGS, findChromium } from "../support/chromium";
import { baseUrl } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
});
afterAll(() => browser?.close());


describe.each([390, 1280])("pa11y (HTML_CodeSniffer, WCAG2AA) at %ipx", (width) => {
  it(`every route and the 404 page: 0 errors`, async () => {
    const errors: string[] = [];
    for (const path of [...PAGE_PATHS, "/no-such-page", EXPLORER_VIEW]) {
      const results = await pa11y(`${baseUrl()}${path}`, {
        browser,
        standard: "WCAG2AA",
        runners: ["htmlcs"],
        includeWarnings: false,
        includeNotices: false,
        viewport: { width, height: 900 },
        timeout: 60_000,
      });
      for (const issue of results.issues.filter((i) => i.type === "error")) errors.push(`${path} ${issue.code} ${issue.selector}: ${issue.message.slice(0, 160)}`);
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
