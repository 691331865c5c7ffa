// Methods, cache policy, the edge cache and security headers over real HTTP.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { get } from "./support";

const SECURITY = ["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy"];

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

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s is 405 with Allow", async (method) => {
    for (const path of ["/", "/trades", "/no-such-page", "/news"]) {
      const response = await get(path, { method, body: method === "POST" || method === "PUT" ? "x=1" : undefined });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("cache policy", () => {
  it("documents: a day or more at the edge, briefly in the browser, stale-while-revalidate", async () => {
    const cacheControl = (await get("/trades")).headers.get("cache-control") ?? "";
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(86400);
    expect(Number(/(?:^|,\s*)max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(600);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
  });

  it("404s are not cached long", async () => {
    const cacheControl = (await get("/no-such-page")).headers.get("cache-control") ?? "";
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0)).toBeLessThanOrEqual(60);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)).toBeLessThanOrEqual(300);
  });

  it("fingerprinted /build/ assets are immutable for a year", async () => {
    const html = await (await get("/")).text();
    // Pages inline the stylesheet; the file stays in /build/ for anything that links it.
    const css = readdirSync("public/build").filter((f) => f.endsWith(".css")).map((f) => `/build/${f}`);
    const assets = [...css, ...[...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]!)];
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options"), asset).toBe("nosniff");
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
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    for (const name of SECURITY) expect(second.headers.get(name), name).toBeTruthy();
  });
});

describe("security headers", () => {
  it.each([["/"], ["/painter/"], ["/no-such-page"], ["/news"], ["/contact-us"]])("%s", async (path) => {
    const response = await get(path);
    for (const name of SECURITY) expect(response.headers.get(name), name).toBeTruthy();
    expect(Number(/max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the page CSP allows the inlined stylesheet by its hash, and no other inline style", async () => {
    const response = await get("/about");
    const html = await response.text();
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(styles[0]!).digest("base64");
    const styleSrc = /style-src [^;]*/.exec(response.headers.get("content-security-policy") ?? "")?.[0] ?? "";
    expect(styleSrc).toContain(`'sha256-${hash}'`);
    expect(styleSrc).not.toContain("unsafe-inline");
  });

  it("the page CSP allows exactly the page's own inline scripts, by hash", async () => {
    const response = await get("/trades/electrician");
    const csp = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    // Executable inline scripts: no src, and not a JSON-LD data block.
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(html).toContain('type="application/ld+json"');
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? "";
    const hashes = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(new Set(inline).size);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/frame-src https:\/\/player\.vimeo\.com https:\/\/forms\.[^ ;]+ https:\/\/flipbook\.[^ ;]+;/);
    expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain("unsafe-inline");
  });
});

describe("malformed requests get a clear 4xx", () => {
  it.each([
    ["/%E0%A4%A", 400],
    ["/trades/%00", 400],
    [`/${"a".repeat(3000)}`, 414],
    [`/?q=${"x".repeat(5000)}`, 414],
  ])("%s", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toMatch(/at \w+ \(|\.ts:\d+|node_modules/);
  });
});
