// What the server writes into an island page (app/islands/scripts.server.ts): the islands' words
// as JSON no text can break out of, the module and its chunks preloaded, and the module script
// in the shape the first-paint hold takes (app/lib/after-paint.ts).
import { describe, expect, it } from "vitest";
import { withIslandScripts } from "~/islands/scripts.server";
import type { SiteWords } from "~content/interface";

const SCRIPTS = { module: "/build/routes/_islands-A.js", imports: ["/build/_shared/chunk-B.js"] };
const PAGE = "<!DOCTYPE html><html><body><main>Home</main></body></html>";

describe("an island page's scripts", () => {
  it("go at the end of <body>: the words, the preloads, then the module script", () => {
    const html = withIslandScripts(PAGE, SCRIPTS, { pausePhotos: "Pause photos" } as unknown as SiteWords);
    expect(html).toBe(
      "<!DOCTYPE html><html><body><main>Home</main>" +
        '<script id="island-words" type="application/json">{"pausePhotos":"Pause photos"}</script>' +
        '<link rel="modulepreload" href="/build/routes/_islands-A.js"/>' +
        '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
        '<script type="module" async="">import * as page from "/build/routes/_islands-A.js";page.default();</script>' +
        "</body></html>",
    );
  });

  it("on a page of plain enhancers (app/enhance): no words, which nothing draws; the preloads and the module script", () => {
    const enhance = { module: "/build/routes/_enhance-C.js", imports: [] };
    expect(withIslandScripts(PAGE, enhance, null)).toBe(
      "<!DOCTYPE html><html><body><main>Home</main>" +
        '<link rel="modulepreload" href="/build/routes/_enhance-C.js"/>' +
        '<script type="module" async="">import * as page from "/build/routes/_enhance-C.js";page.default();</script>' +
        "</body></html>",
    );
  });

  it("keep words staff wrote from closing the script, and read back the same", () => {
    const words = { pausePhotos: "Stop </script><script>alert(1)</script> & go" } as unknown as SiteWords;
    const html = withIslandScripts(PAGE, SCRIPTS, words);
    const json = /<script id="island-words" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(words);
  });
});
