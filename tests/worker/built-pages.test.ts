// The pages `npm run build` rendered (scripts/build/built-pages.ts, app/lib/edge/built-pages.ts),
// served by the built worker in workerd: each is what a render would send, byte for byte; they
// are no address of their own; a clock outside their window, or assets that fail, means a render.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMiniflare } from "../support/miniflare.mjs";
import { sitemapPaths } from "../support/pages";
import { get } from "./support";

type Worker = Awaited<ReturnType<typeof startMiniflare>>;
/** A stall is told from an answer by this (far above the worker's own 250 ms bounds, on a busy machine). */
const PROMPT_MS = 30_000;

/** The headers two answers for one page must share: all but how it was got and, for a page with its own Expires, how long is left. */
const sameHeaders = (response: Response) =>
  [...response.headers]
    .filter(
      ([name]) =>
        !["x-edge-cache", "date", ...(response.headers.has("expires") ? ["cache-control"] : [])].includes(name),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));

let pages: string[];
let serving: Worker;
let rendering: Worker;
beforeAll(async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  pages = sitemapPaths(sitemap);
  // The same build twice, both asked the same way: as deployed, and rendering every request.
  serving = await startMiniflare({ versionId: "serving" });
  rendering = await startMiniflare({ versionId: "rendering", bindings: { EDGE_CACHE: "off" } });
});
afterAll(async () => {
  await serving.dispose();
  await rendering.dispose();
});

describe("pages the build rendered", () => {
  it("every page the sitemap lists is served from the build, byte for byte and header for header what a render sends", async () => {
    expect(pages.length).toBeGreaterThan(0);
    const differ: string[] = [];
    for (const path of pages) {
      const built = await serving.fetch(path);
      const rendered = await rendering.fetch(path);
      const [builtBody, renderedBody] = [await built.text(), await rendered.text()];
      if (built.headers.get("x-edge-cache") !== "BUILD") differ.push(`${path}: ${built.headers.get("x-edge-cache")}`);
      else if (rendered.headers.get("x-edge-cache") !== "MISS") differ.push(`${path}: not rendered`);
      else if (builtBody !== renderedBody) differ.push(`${path}: body`);
      else
        try {
          expect(sameHeaders(built)).toEqual(sameHeaders(rendered));
        } catch {
          differ.push(`${path}: headers`);
        }
    }
    expect(differ).toEqual([]);
  });

  it("over HTTP carry the headers a render sends, and none of the build's own tools", async () => {
    for (const path of ["/trades", "/privacy-policy"]) {
      const [built, rendered] = await Promise.all([fetch(`${serving.url}${path}`), fetch(`${rendering.url}${path}`)]);
      await Promise.all([built.arrayBuffer(), rendered.arrayBuffer()]);
      expect(built.headers.get("x-edge-cache"), path).toBe("BUILD");
      expect(
        [...built.headers.keys()].filter((name) => name.startsWith("mf-")),
        path,
      ).toEqual([]);
      expect(sameHeaders(built), path).toEqual(sameHeaders(rendered));
    }
  });

  it("are no address of their own: their list and every file answer the site's 404", async () => {
    const files = readdirSync("public/_pages").map((name) => `/_pages/${name}`);
    expect(files).toContain("/_pages/pages.json");
    for (const path of files) {
      const response = await get(path);
      expect([path, response.status, await response.text()]).toEqual([
        path,
        404,
        expect.stringContaining("Oops! Page not found"),
      ]);
    }
  });
});

describe("a page that changes by itself: rendered ahead by the build, rendered by the worker past its horizon", () => {
  const adelaideDay = (at: number) =>
    new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Adelaide", dateStyle: "long" }).format(at);

  it("the privacy policy after the Adelaide midnight it expires at shows that day's date, from the build, byte for byte what a render sends then", async () => {
    const worker = await startMiniflare({ clock: true, versionId: "built-window" });
    const renderer = await startMiniflare({
      clock: true,
      versionId: "built-window-render",
      bindings: { EDGE_CACHE: "off" },
    });
    try {
      const first = await worker.fetch("/privacy-policy");
      expect(first.headers.get("x-edge-cache")).toBe("BUILD");
      const expires = Date.parse(first.headers.get("expires") ?? "");
      const before = await first.text();
      // A minute past that midnight, and a minute before the next.
      for (const at of [expires + 60_000, expires + 24 * 3_600_000 - 60_000]) {
        for (const each of [worker, renderer]) await (await each.fetch(`/__clock?at=${at}`)).text();
        const next = await worker.fetch("/privacy-policy");
        const after = await next.text();
        expect([next.headers.get("x-edge-cache"), after.includes(adelaideDay(at))]).toEqual(["BUILD", true]);
        expect(before).not.toContain(adelaideDay(at));
        expect(Date.parse(next.headers.get("expires") ?? "")).toBeGreaterThan(at);
        const rendered = await renderer.fetch("/privacy-policy");
        expect(rendered.headers.get("x-edge-cache")).toBe("MISS");
        expect(after).toBe(await rendered.text());
        expect(sameHeaders(next)).toEqual(sameHeaders(rendered));
      }
    } finally {
      await worker.dispose();
      await renderer.dispose();
    }
  });

  it("past the build's horizon the worker renders it, with that day's date", async () => {
    const worker = await startMiniflare({ clock: true, versionId: "built-horizon" });
    try {
      const at = Date.now() + 60 * 24 * 3_600_000;
      await (await worker.fetch(`/__clock?at=${at}`)).text();
      const later = await worker.fetch("/privacy-policy");
      expect(later.headers.get("x-edge-cache")).toBe("MISS");
      expect(await later.text()).toContain(adelaideDay(at));
    } finally {
      await worker.dispose();
    }
  });
});

describe("a failing read of the build's pages: rendered instead, read again once it heals", () => {
  // The list is read once per isolate: each case starts a fresh one with the fault on.
  it.each([["hang"], ["500"], ["throw"], ["sync-throw"]])("%s", async (mode) => {
    const worker = await startMiniflare({ faults: true, versionId: `built-${mode}` });
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      return { edge: response.headers.get("x-edge-cache"), status: response.status, ms: performance.now() - started };
    };
    try {
      await (await worker.fetch(`/__faults?built=${mode}`)).arrayBuffer();
      const failed = await timed("/trades/cabinet-maker");
      expect([failed.status, failed.edge]).toEqual([200, "MISS"]);
      expect(failed.ms).toBeLessThan(PROMPT_MS);
      await (await worker.fetch("/__faults?built=none")).arrayBuffer();
      const healed = await timed("/trades/plumber");
      expect([healed.status, healed.edge]).toEqual([200, "BUILD"]);
    } finally {
      await worker.dispose();
    }
  });
});
