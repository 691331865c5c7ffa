// Methods, cache policy, the edge cache and security headers over real HTTP, each header
// compared with the value docs/http.md states (tests/fixtures/spec.ts), not with app/lib/http.ts.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HTTP_POLICY } from "../fixtures/spec";
import { get } from "./support";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
const directive = (csp: string, name: string) =>
  new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp)?.[1]?.split(" ") ?? [];
const hashesIn = (sources: string[]) => sources.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(8, -1));

/** Every inline <script> the browser may run, now or later: all but src= scripts and JSON data blocks. */
function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = ""]) =>
        !/\bsrc\s*=/i.test(attributes) && !/type\s*=\s*"application\/(ld\+)?json"/i.test(attributes),
    )
    .map(([, , body = ""]) => body);
}
const inlineStyleBodies = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "");

/** One response of each kind the worker answers (static files aside). */
const KINDS: Array<[kind: string, path: string, init: RequestInit, status: number, cacheControl: string]> = [
  ["page", "/", {}, 200, HTTP_POLICY.cache.page],
  ["page", "/trades/electrician", {}, 200, HTTP_POLICY.cache.page],
  ["page", "/painter/", {}, 200, HTTP_POLICY.cache.page],
  ["page (HEAD)", "/about", { method: "HEAD" }, 200, HTTP_POLICY.cache.page],
  ["loader data", "/trades?_data=routes%2Ftrades._index", {}, 200, HTTP_POLICY.cache.page],
  ["404", "/no-such-page", {}, 404, HTTP_POLICY.cache.notFound],
  ["404 (HEAD)", "/trades/astronaut", { method: "HEAD" }, 404, HTTP_POLICY.cache.notFound],
  ["301 legacy", "/news", {}, 301, HTTP_POLICY.cache.permanentRedirect],
  ["301 canonical", "/trades/", {}, 301, HTTP_POLICY.cache.permanentRedirect],
  ["302 alias", "/contact-us", {}, 302, HTTP_POLICY.cache.noStore],
  ["302 campaign", "/7f3k9q", {}, 302, HTTP_POLICY.cache.noStore],
  ["405", "/", { method: "POST", body: "x=1" }, 405, HTTP_POLICY.cache.noStore],
  ["400", "/%E0%A4%A", {}, 400, HTTP_POLICY.cache.noStore],
  ["400 _data", "/?_data=routes%2Fnope", {}, 400, HTTP_POLICY.cache.noStore],
  ["414", `/${"a".repeat(HTTP_POLICY.maxUrlLength + 10)}`, {}, 414, HTTP_POLICY.cache.noStore],
];

describe("every kind of response carries docs/http.md's cache policy and security headers, value for value", () => {
  it.each(KINDS)("%s %s", async (_kind, path, init, status, cacheControl) => {
    const response = await get(path, init);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    for (const [name, value] of Object.entries(HTTP_POLICY.security))
      expect(response.headers.get(name), name).toBe(value);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("a response served from the edge cache carries the same headers as when it was rendered", async () => {
    // Loader data: the pages themselves are served as the build rendered them (built-pages.test.ts).
    const path = "/career-handbook?_data=routes%2Fcareer-handbook";
    const first = await get(path);
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    await first.arrayBuffer();
    const second = await get(path);
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    for (const [name, value] of Object.entries(HTTP_POLICY.security))
      expect(second.headers.get(name), name).toBe(value);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });
});

describe("methods", () => {
  it("HEAD answers like GET with an empty body", async () => {
    for (const path of ["/", "/trades/electrician", "/no-such-page", "/news"]) {
      const [getResponse, headResponse] = [await get(path), await get(path, { method: "HEAD" })];
      expect(headResponse.status, path).toBe(getResponse.status);
      for (const name of ["content-type", "cache-control", "location", "content-security-policy"]) {
        expect(headResponse.headers.get(name), `${path} ${name}`).toBe(getResponse.headers.get(name));
      }
      expect(await headResponse.text()).toBe("");
    }
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s is 405 with Allow: GET, HEAD", async (method) => {
    for (const path of ["/", "/trades", "/no-such-page", "/news"]) {
      const response = await get(path, { method, body: method === "POST" || method === "PUT" ? "x=1" : undefined });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(HTTP_POLICY.allow);
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    }
  });
});

describe("static files", () => {
  it("fingerprinted /build/ files are immutable for a year and carry the _headers policy", async () => {
    const html = await (await get("/")).text();
    // Pages inline the stylesheet; the file stays in /build/ for anything that links it.
    const css = readdirSync("public/build")
      .filter((f) => f.endsWith(".css"))
      .map((f) => `/build/${f}`);
    const assets = [...css, ...[...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]!)];
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe(HTTP_POLICY.cache.asset);
      expect(response.headers.get("x-content-type-options"), asset).toBe(
        HTTP_POLICY.security["x-content-type-options"],
      );
      expect(response.headers.get("referrer-policy"), asset).toBe(HTTP_POLICY.security["referrer-policy"]);
    }
  });

  it("every client module a page or the route manifest names is served directly, never through a redirect", async () => {
    const urls = new Set<string>();
    // Pages of each kind of script: islands (home), none, and all of Remix (the FAQ, the one that names the route manifest).
    for (const path of ["/", "/trades/electrician", "/painter/", "/blog/meet-jordan", "/apprenticeship-faq"]) {
      const html = await (await get(path)).text();
      for (const [, url] of html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)) urls.add(url!);
      for (const [, url] of html.matchAll(/import\(?\s*"(\/build\/[^"]+)"/g)) urls.add(url!);
    }
    const manifest = [...urls].find((u) => /\/build\/manifest-[^/]+\.js$/.test(u));
    expect(manifest, "the route manifest").toBeTruthy();
    const manifestSource = await (await get(manifest!)).text();
    for (const [, url] of manifestSource.matchAll(/"(\/build\/[^"]+\.js)"/g)) urls.add(url!);
    expect([...urls].some((u) => u.includes("/routes/trades."))).toBe(true);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
  });

  it("other static files get nosniff and the referrer policy too", async () => {
    for (const path of ["/images/og-default.png", "/downloads/born-to-build-parent-guide.pdf"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe(HTTP_POLICY.security["x-content-type-options"]);
      expect(response.headers.get("referrer-policy"), path).toBe(HTTP_POLICY.security["referrer-policy"]);
    }
  });
});

describe("edge cache", () => {
  it("serves the second request for a page from the cache, byte for byte", async () => {
    // Loader data has its own cache key and no other test asks for it, so the first is a miss.
    const path = "/tips-for-success?_data=routes%2Ftips-for-success";
    const first = await get(path);
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await get(path);
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    // Hits after the first reuse the bytes kept in memory: sending them must not consume them.
    for (let i = 0; i < 3; i++) {
      const again = await get(path);
      expect(again.headers.get("x-edge-cache")).toBe("HIT");
      expect(await again.text()).toBe(firstBody);
    }
  });

  it("keys on the path: a query string neither busts nor poisons it, and the CSP travels with the HTML", async () => {
    const first = await get("/about");
    const firstHtml = await first.text();
    const second = await get("/about?utm_source=test&x=<script>");
    // The page as the build rendered it: the one copy every spelling of its query shares.
    expect(second.headers.get("x-edge-cache")).toBe("BUILD");
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("caches only pages: 404s, redirects and errors are never answered from the cache", async () => {
    for (const path of ["/no-such-page-cached", "/news", "/contact-us", "/%E0%A4%A"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        await response.arrayBuffer();
        expect(response.headers.get("x-edge-cache"), path).not.toBe("HIT");
      }
    }
  });
});

describe("the page CSP allows exactly the page's own inline scripts and styles, by hash", () => {
  // Three renders with different scripts, plus a page answered from the cache.
  it.each([["/trades/electrician"], ["/apprenticeship-faq"], ["/no-such-page"], ["/about"]])("%s", async (path) => {
    for (const attempt of ["first", "again"]) {
      const response = await get(path);
      const html = await response.text();
      const csp = response.headers.get("content-security-policy") ?? "";
      const scripts = inlineScriptBodies(html);
      expect(scripts.length, `${attempt}: inline scripts`).toBeGreaterThan(0);
      const scriptSrc = directive(csp, "script-src");
      expect(scriptSrc[0]).toBe("'self'");
      expect(new Set(hashesIn(scriptSrc)), attempt).toEqual(new Set(scripts.map(sha256)));
      expect(scriptSrc.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);

      const styles = inlineStyleBodies(html);
      expect(styles, "the inlined stylesheet").toHaveLength(1);
      const styleHashes = hashesIn(directive(csp, "style-src"));
      expect(styleHashes).toContain(sha256(styles[0]!));
      // The one other style hash is react-fast-marquee's (tests/unit/http.test.ts checks which).
      expect(styleHashes).toHaveLength(2);
    }
  });

  it("locks down everything else", async () => {
    const csp = (await get("/trades/electrician")).headers.get("content-security-policy") ?? "";
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'self'"]);
    expect(directive(csp, "frame-src")).toHaveLength(3);
    expect(csp).toMatch(
      /frame-src https:\/\/player\.vimeo\.com https:\/\/forms\.[^ ;]+ https:\/\/flipbook\.[^ ;]+(;|$)/,
    );
    expect(csp).not.toContain("unsafe-eval");
  });
});
