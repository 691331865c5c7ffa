/**
 * A failed build shows on the page in `npm run dev`: the page the dev loop serves carries the
 * reload script (scripts/dev/worker.mjs), which shows the failure's lines over the last good
 * build; a page opened while the build is still failing shows them too (the reload stream,
 * scripts/dev/reload-server.mjs, says it again to each page that connects); a build that
 * succeeds clears it. A real browser, the real stream, a page under the site's kind of CSP.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReloadServer } from "../../scripts/dev/reload-server.mjs";
import { FAILED_BANNER_HEADING, FAILED_BANNER_ID, reloadScript } from "../../scripts/dev/reload-script.mjs";
import { CHROMIUM_ARGS, findChromium } from "../support/chromium";
import { eventStream } from "./event-stream";

// What content:check says of a post with a broken date, as staff read it.
const PROBLEM =
  "content/posts/tayla-story.md, line 3: News › Tayla's story › Publish date: not a date. Write it as 2026-12-01.";

let build = 1;
const reloads = createReloadServer(() => build);
let page: Server;
let browser: Browser;
let pageUrl = "";
let origin = "";

beforeAll(async () => {
  origin = await reloads.listen(0, "127.0.0.1");
  page = createServer((_req, res) => {
    // Rendered by the build now up, as the dev loop's worker does.
    const script = reloadScript(origin, String(build));
    const hash = createHash("sha256").update(script).digest("base64");
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      // As the worker's pages: scripts by hash only, no inline style, the stream's origin allowed.
      "Content-Security-Policy": `default-src 'self'; script-src 'sha256-${hash}'; style-src 'self'; connect-src ${origin}`,
    });
    res.end(
      `<!doctype html><html lang="en"><title>About</title><body><main><h1>About us</h1></main><script>${script}</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/about`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  reloads.close();
  page?.close();
});

/** A page opened, once its stream has answered. */
async function opened(): Promise<Page> {
  const tab = await browser.newPage();
  const stream = tab.waitForResponse((r) => r.url().endsWith("/__dev/events"));
  await tab.goto(pageUrl);
  await stream;
  return tab;
}

describe("npm run dev: a build that failed", () => {
  it("shows on the open page, and on a page opened while it still fails, over the page", async () => {
    const first = await opened();
    const banner = (tab: Page) => tab.locator(`#${FAILED_BANNER_ID}`);
    expect(await banner(first).count()).toBe(0);

    reloads.broadcast("failed", PROBLEM);
    await expect.poll(() => banner(first).textContent()).toBe(`${FAILED_BANNER_HEADING}\n\n${PROBLEM}`);
    expect(await banner(first).getAttribute("role")).toBe("alert");
    // Drawn over the page, where it is seen: fixed to the window, with a height.
    const box = await banner(first).boundingBox();
    expect(box && box.height > 0 && box.y < (first.viewportSize()?.height ?? 0)).toBe(true);
    expect(await banner(first).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");

    const later = await opened();
    await expect.poll(() => banner(later).textContent()).toContain(PROBLEM);
  });

  it("is said again to every page that connects until a build succeeds, then no more", async () => {
    reloads.broadcast("failed", PROBLEM);
    const failing = eventStream(`${origin}/__dev/events`);
    try {
      expect((await failing.next(0, 30_000))?.event).toBe("build");
      expect(await failing.next(1, 30_000)).toMatchObject({ event: "failed", data: PROBLEM });
    } finally {
      await failing.close();
    }
    build += 1;
    reloads.broadcast("build", build);
    const mended = eventStream(`${origin}/__dev/events`);
    try {
      expect((await mended.next(0, 30_000))?.event).toBe("build");
      // A second build event: had the failure been said on connecting, it would have come before this.
      reloads.broadcast("build", build);
      expect((await mended.next(1, 30_000))?.event).toBe("build");
    } finally {
      await mended.close();
    }
  });
});
