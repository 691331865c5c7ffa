// The smoke check's own expectations (scripts/smoke/), which it keeps apart from app/ so the deploy
// job can run it without a build: they must still be the site's. The header set is the one
// app/lib/http.ts sends; the redirects it checks include every one SPEC lists (tests/fixtures/spec.ts);
// the sitemap's production addresses are fetched at the origin it was given.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BASE_SECURITY_HEADERS, NON_DOCUMENT_CSP, documentCsp } from "~/lib/http";
import {
  SECURITY_HEADERS,
  adminCspProblems,
  pageCspProblems,
  securityHeaderProblems,
} from "../../scripts/smoke/expect.mjs";
import { exactRules, redirectsFile, sitemapPaths } from "../../scripts/smoke/smoke.mjs";
import { SPEC_REDIRECTS } from "../fixtures/spec";

const root = fileURLToPath(new URL("../..", import.meta.url));
const allHeaders = () => new Headers({ ...BASE_SECURITY_HEADERS, "Content-Security-Policy": NON_DOCUMENT_CSP });

describe("the smoke check's security headers", () => {
  it("are every header the worker adds to its answers", () => {
    expect([...SECURITY_HEADERS].sort()).toEqual(
      [...Object.keys(BASE_SECURITY_HEADERS), "Content-Security-Policy"].sort(),
    );
  });
  it("find nothing wrong with the worker's own set", () => {
    expect(securityHeaderProblems(allHeaders())).toEqual([]);
    expect(pageCspProblems(documentCsp(["abc="]))).toEqual([]);
  });
  it.each(SECURITY_HEADERS)("name %s when it is missing", (name) => {
    const headers = allHeaders();
    headers.delete(name);
    expect(securityHeaderProblems(headers)).toEqual([`no ${name} header`]);
  });
  it("name a weaker value, a page that may be framed, and a page policy that runs any inline script", () => {
    const headers = allHeaders();
    headers.set("Strict-Transport-Security", "max-age=300");
    headers.set("X-Frame-Options", "SAMEORIGIN");
    headers.set("Content-Security-Policy", "default-src 'self'");
    expect(securityHeaderProblems(headers)).toEqual([
      'Strict-Transport-Security is "max-age=300"',
      'X-Frame-Options is "SAMEORIGIN", not "DENY"',
      "Content-Security-Policy lets other sites frame it",
    ]);
    expect(pageCspProblems("default-src 'self'; script-src 'self' 'unsafe-inline'")).toEqual([
      "Content-Security-Policy allows 'unsafe-inline' scripts",
    ]);
  });
  it("want the editor's policy on /admin/, with no localhost address in it", () => {
    expect(adminCspProblems("script-src 'self' 'unsafe-eval'; connect-src 'self' http://localhost:8081")).toEqual([
      "Content-Security-Policy names a localhost address",
    ]);
    expect(adminCspProblems(documentCsp([]))).toEqual(["Content-Security-Policy is not the editor's"]);
  });
});

describe("what the smoke check asks for", () => {
  it("the sitemap's pages by path, whatever origin the sitemap names", () => {
    const xml = [
      "<urlset>",
      "<url><loc>https://www.example.com/</loc></url>",
      "<url><loc> https://www.example.com/painter/ </loc></url>",
      "<url><loc>https://www.example.com/blog?a=1&amp;b=2</loc></url>",
      "</urlset>",
    ].join("\n");
    expect(sitemapPaths(xml)).toEqual(["/", "/painter/", "/blog?a=1&b=2"]);
  });
  it("every redirect SPEC lists, from the redirects file the worker was built from, and no rule that depends on what exists", () => {
    const file = redirectsFile({ CONTENT_DIR: "tests/fixtures/content" });
    expect(file).toBe(`${root}tests/fixtures/content/redirects.yaml`);
    expect(redirectsFile({})).toBe(`${root}content/redirects.yaml`);
    const rules = exactRules(file);
    const bare = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
    for (const [from, to, status] of SPEC_REDIRECTS) {
      expect(rules, from).toContainEqual(expect.objectContaining({ from: bare(from), to, status }));
    }
    expect(rules.filter((rule) => /[:*]/.test(rule.from))).toEqual([]);
  });
});
