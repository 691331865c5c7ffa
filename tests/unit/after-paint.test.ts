// Remix's scripts wait for the first paint (app/lib/after-paint.ts). The transformed HTML is
// parsed into a DOM (happy-dom's DOMParser: nothing loads or runs by itself), the starter
// appended to Remix's inline script is run against it with a hand-driven animation frame and
// timer queue, and the test watches which preloads and scripts are live after each step.
import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { AFTER_PAINT_SCRIPT_TYPE, deferScriptsUntilFirstPaint } from "~/lib/after-paint";
import { inlineScripts } from "~/lib/http";

const CONTEXT = 'window.__remixContext = {"state":{"loaderData":{}}};__remixContext.p = function(){};';
const MODULE = 'import "/build/manifest-1.js";\nimport("/build/entry.client-2.js");';
const ISLANDS_MODULE = 'import * as islands from "/build/routes/_islands-1.js";islands.default();';

/** The shape Remix 2's <Scripts /> renders, with `preloads` module preloads. */
const remixHtml = (preloads: number) =>
  [
    "<!DOCTYPE html><html><head></head><body><main>Hello</main>",
    ...Array.from({ length: preloads }, (_, i) => `<link rel="modulepreload" href="/build/chunk-${i}.js"/>`),
    `<script>${CONTEXT}</script>`,
    `<script type="module" async="">${MODULE}</script>`,
    "</body></html>",
  ].join("");

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.happyDOM.close());

/** Parses the page and runs the starter with a frame and a task queue the test steps through. */
function page(html: string) {
  const document = new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const scripts = [...document.querySelectorAll("script")];
  const context = scripts.find((s) => s.textContent?.startsWith("window.__remixContext"));
  // On a page Remix hydrates, the starter follows Remix's own script; on an island page it is a script of its own.
  const own = scripts.find((s) => s.textContent?.startsWith("requestAnimationFrame("));
  let starter = own?.textContent ?? "";
  if (context) {
    const text = context.textContent ?? "";
    expect(text.startsWith(CONTEXT), "Remix's own script is left as it was").toBe(true);
    starter = text.slice(CONTEXT.length);
  }
  expect(starter).toMatch(/^requestAnimationFrame\(/);
  // The starter is a string the page runs inline: the test runs that very string, with its globals stubbed.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function("document", "requestAnimationFrame", "setTimeout", starter)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => {
      expect(delay).toBe(0);
      tasks.push(callback);
    },
  );
  // What a browser would run: scripts without a type, or of a JavaScript or module type.
  const runnable = (s: Element) =>
    ["", "module", "text/javascript"].includes((s.getAttribute("type") ?? "").trim().toLowerCase()) &&
    s !== context &&
    s !== own;
  const live = () => ({
    // A preload a browser fetches: its media (if any) matches. Held-back ones say media="not all".
    preloads: document.querySelectorAll('link[rel="modulepreload"]:not([media="not all"])').length,
    modules: [...document.querySelectorAll("script")].filter(runnable).map((s) => s.textContent),
  });
  return {
    document,
    live,
    frame: () => {
      expect(frames).toHaveLength(1);
      frames.shift()!();
    },
    /** Runs the queued tasks one by one; what was live after each. */
    drain: () => {
      const steps: Array<ReturnType<typeof live>> = [];
      while (tasks.length) {
        tasks.shift()!();
        steps.push(live());
      }
      return steps;
    },
  };
}

describe("scripts wait for the first paint", () => {
  it("nothing is live in the HTML: preloads and the module script are held back", () => {
    const { document, live } = page(deferScriptsUntilFirstPaint(remixHtml(14)));
    expect(live()).toEqual({ preloads: 0, modules: [] });
    expect(document.querySelectorAll('link[rel="modulepreload"][media="not all"]')).toHaveLength(14);
    const held = document.querySelectorAll(`script[type="${AFTER_PAINT_SCRIPT_TYPE}"]`);
    expect([...held].map((s) => s.textContent)).toEqual([MODULE]);
    expect(AFTER_PAINT_SCRIPT_TYPE).toMatch(/^text\/x-/);
  });

  it("after one frame, the timers switch on three preloads per task, then the module script", () => {
    const { frame, drain, live, document } = page(deferScriptsUntilFirstPaint(remixHtml(14)));
    expect(live()).toEqual({ preloads: 0, modules: [] });
    frame();
    expect(live(), "the frame itself only schedules").toEqual({ preloads: 0, modules: [] });
    expect(drain()).toEqual([
      { preloads: 3, modules: [] },
      { preloads: 6, modules: [] },
      { preloads: 9, modules: [] },
      { preloads: 12, modules: [] },
      { preloads: 14, modules: [MODULE] },
    ]);
    expect(document.querySelectorAll('link[rel="modulepreload"][media]')).toHaveLength(0);
    // Each preload keeps its href; the module script is a new, live element at the end of <body>.
    expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"))).toEqual(
      Array.from({ length: 14 }, (_, i) => `/build/chunk-${i}.js`),
    );
    const last = document.body.lastElementChild!;
    expect([last.tagName, last.getAttribute("type"), last.textContent]).toEqual(["SCRIPT", "module", MODULE]);
  });

  it("an exact multiple of three takes no empty task; no preloads at all, one task", () => {
    const twelve = page(deferScriptsUntilFirstPaint(remixHtml(12)));
    twelve.frame();
    expect(twelve.drain()).toEqual([
      { preloads: 3, modules: [] },
      { preloads: 6, modules: [] },
      { preloads: 9, modules: [] },
      { preloads: 12, modules: [MODULE] },
    ]);
    const none = page(deferScriptsUntilFirstPaint(remixHtml(0)));
    none.frame();
    expect(none.drain()).toEqual([{ preloads: 0, modules: [MODULE] }]);
  });

  it("keeps the held-back script in the CSP's hashed scripts", () => {
    expect(inlineScripts(deferScriptsUntilFirstPaint(remixHtml(2)))).toContain(MODULE);
  });

  it("changes nothing on a page without a module script of the shape Remix and the islands write", () => {
    const html = `<html><body><link rel="modulepreload" href="/a.js"/><script>${CONTEXT}</script><script type="module">import "/x.js";</script></body></html>`;
    expect(deferScriptsUntilFirstPaint(html)).toBe(html);
  });

  // Home's islands (app/islands) hydrate without Remix: no context script to carry the starter.
  it("holds an island page's preloads and module script the same way, with a starter of its own", () => {
    const islands = [
      "<!DOCTYPE html><html><head></head><body><main>Hello</main>",
      ...Array.from({ length: 4 }, (_, i) => `<link rel="modulepreload" href="/build/chunk-${i}.js"/>`),
      `<script type="module" async="">${ISLANDS_MODULE}</script>`,
      "</body></html>",
    ].join("");
    const { frame, drain, live } = page(deferScriptsUntilFirstPaint(islands));
    expect(live()).toEqual({ preloads: 0, modules: [] });
    frame();
    expect(drain()).toEqual([
      { preloads: 3, modules: [] },
      { preloads: 4, modules: [ISLANDS_MODULE] },
    ]);
    expect(inlineScripts(deferScriptsUntilFirstPaint(islands))).toContain(ISLANDS_MODULE);
  });
});
