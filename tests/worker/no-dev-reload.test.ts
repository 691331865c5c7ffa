// The live reload of `npm run dev` (scripts/dev/worker.mjs) must never reach a production build:
// no reload script or event stream in any page's HTML, nothing for it in the CSP, no dev
// endpoint, and none of it in the built files. Pages come from the built worker as deployed.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SITE_PAGE_PATHS } from "../fixtures/site-pages";
import { get } from "./support";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** What the dev entry adds: the EventSource snippet and its /__dev/ endpoints. (Not `location.reload`: Remix's own code has it.) */
const DEV_MARKERS = [/EventSource/, /__dev\//];
const directive = (csp: string, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp)?.[1];

describe("a production build carries no live-reload script or socket", () => {
  it("no page's HTML or CSP has the reload script or its event stream", async () => {
    for (const path of [...SITE_PAGE_PATHS, "/no-such-page"]) {
      const response = await get(path);
      const html = await response.text();
      for (const marker of DEV_MARKERS) expect(marker.test(html), `${path} has ${marker}`).toBe(false);
      const csp = response.headers.get("content-security-policy") ?? "";
      // The page may connect to its own origin only: no dev server's address.
      expect(directive(csp, "connect-src"), path).toBe("'self'");
    }
  });

  it("has no dev endpoint", async () => {
    expect((await get("/__dev/build")).status).toBe(404);
    expect((await get("/__dev/events")).status).toBe(404);
  });

  it("the built server bundle and client files hold none of it", () => {
    const clientDir = `${root}/public/build`;
    const files = [
      `${root}/build/index.js`,
      ...readdirSync(clientDir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".js"))
        .map((file) => `${clientDir}/${file}`),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const marker of DEV_MARKERS) expect(marker.test(text), `${file} has ${marker}`).toBe(false);
    }
  });
});
