// Every static file carries headers of its own: Workers Static Assets answer
// them from public/_headers, the worker never sees them. Opened on its own, a file runs nothing
// (an SVG with a script in it stays a picture), nobody frames it, no other site loads it, and
// no browser guesses its type. Expected values are the issue's, not read from public/_headers.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { get } from "./support";

const directives = (csp: string) =>
  new Map(csp.split(/;\s*/).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const));

const script = () => `/build/${readdirSync("public/build").find((f) => f.endsWith(".js"))!}`;

describe("static files", () => {
  it.each([
    ["a script of the client build", script],
    ["an SVG picture", () => "/images/logo.svg"],
    ["a PNG share picture", () => "/images/og-default.png"],
    ["the editor's bundle", () => "/admin/decap/decap-cms.js"],
    ["the editor's config", () => "/admin/config.yml"],
  ])("%s: no script, no framing, this site's own, no sniffing", async (_what, path) => {
    const response = await get(path());
    expect(response.status, path()).toBe(200);
    await response.arrayBuffer();
    const csp = directives(response.headers.get("content-security-policy") ?? "");
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.has("script-src")).toBe(false);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("sandbox")).toBe(true);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains; preload$/);
  });
});
