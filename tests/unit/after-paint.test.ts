import { describe, expect, it } from "vitest";
import { AFTER_PAINT_SCRIPT_TYPE, deferScriptsUntilFirstPaint } from "~/lib/after-paint";
import { inlineScripts } from "~/lib/http";

// The shape Remix 2's <Scripts /> renders.
const remixHtml = [
  '<html><head></head><body><main>Hello</main>',
  '<link rel="modulepreload" href="/build/manifest-1.js"/><link rel="modulepreload" href="/build/entry.client-2.js"/>',
  '<script>window.__remixContext = {"state":{"loaderData":{}}};__remixContext.p = function(){};</script>',
  '<script type="module" async="">import "/build/manifest-1.js";\nimport("/build/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("scripts wait for the first paint", () => {
  const html = deferScriptsUntilFirstPaint(remixHtml);

  it("leaves no module preload or module script live in the HTML", () => {
    expect(html).not.toMatch(/<link rel="modulepreload" href=/);
    expect(html).not.toContain('<script type="module"');
    // Held back as valid HTML: a modulepreload whose media matches nothing is not fetched.
    expect(html.match(/<link rel="modulepreload" media="not all" data-after-paint="" href=/g)).toHaveLength(2);
    expect(html).toContain(`<script type="${AFTER_PAINT_SCRIPT_TYPE}">import "/build/manifest-1.js";`);
  });

  it("starts them from Remix's own inline script, after a frame", () => {
    const context = /<script>(window\.__remixContext[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(context).toMatch(/^window\.__remixContext = \{"state"/);
    expect(context).toContain("requestAnimationFrame(");
    expect(context).toContain('e.removeAttribute("media")');
    expect(context).toContain('e.rel="modulepreload"');
    expect(context).toContain('m.type="module"');
  });

  it("keeps the held-back script in the CSP's hashed scripts", () => {
    expect(inlineScripts(html)).toContain('import "/build/manifest-1.js";\nimport("/build/entry.client-2.js");');
  });

  it("changes nothing when Remix's markup is not what it expects", () => {
    const other = '<html><body><script type="module">import "/x.js";</script></body></html>';
    expect(deferScriptsUntilFirstPaint(other)).toBe(other);
  });
});
