import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, LIBRARY_STYLE_HASHES, cacheControlFor, documentCsp, documentCspFor, inlineScripts, sha256Base64 } from "~/lib/http";
import { FRAME_ORIGINS } from "~content/site";

describe("cache policy", () => {
  it("gives each kind of response its policy", () => {
    expect(cacheControlFor(200)).toBe(CACHE_CONTROL.page);
    expect(cacheControlFor(200)).toMatch(/s-maxage=(\d{5,})/);
    expect(cacheControlFor(301)).toMatch(/^public/);
    expect(cacheControlFor(302)).toBe("no-store");
    expect(cacheControlFor(404)).not.toMatch(/max-age=[1-9]\d{3,}/);
    expect(cacheControlFor(405)).toBe("no-store");
  });
});

describe("content security policy", () => {
  it("hashes only executable inline scripts", async () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
    const csp = await documentCspFor(html);
    expect(csp).toContain(`'sha256-${await sha256Base64("a()")}'`);
    expect(csp).toContain(`'sha256-${await sha256Base64("b()")}'`);
    expect(/script-src [^;]*/.exec(csp)?.[0].match(/'sha256-/g)).toHaveLength(2);
  });

  it("matches the browser's hash of a known string", async () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(await sha256Base64("alert(1)")).toBe("bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("locks down everything SPEC's embeds do not need", () => {
    const csp = documentCsp([]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`frame-src ${FRAME_ORIGINS.join(" ")}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });
});

describe("the one library <style> the CSP allows", () => {
  it("is the CSS the installed react-fast-marquee injects", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync("node_modules/react-fast-marquee/dist/index.js", "utf8");
    const literal = /___\$insertStyle\(("(?:[^"\\]|\\.)*")\);/.exec(source)?.[1];
    expect(literal, "react-fast-marquee no longer injects its CSS this way").toBeTruthy();
    expect(LIBRARY_STYLE_HASHES).toEqual([await sha256Base64(JSON.parse(literal!) as string)]);
    expect(documentCsp([])).toContain(`style-src 'self' 'sha256-${LIBRARY_STYLE_HASHES[0]}'`);
  });
});
