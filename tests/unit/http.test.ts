import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  BASE_SECURITY_HEADERS,
  CACHE_CONTROL,
  LIBRARY_STYLE_HASHES,
  NON_DOCUMENT_CSP,
  applySecurityHeaders,
  cacheControlFor,
  documentCsp,
  documentCspFor,
  INLINE_HASHES_KEPT,
  inlineScripts,
  inlineStyles,
  styleAttributes,
} from "~/lib/http";
import { AFTER_PAINT_SCRIPT_TYPE } from "~/lib/after-paint";
import { sha256Base64 } from "~/lib/hash";
import { FRAME_ORIGINS } from "~content/site";
import { HTTP_POLICY } from "../fixtures/spec";

// Expected values are docs/http.md's ("Caching", "Security headers and CSP"), from tests/fixtures/spec.ts.
describe("cache policy", () => {
  it.each([
    [200, HTTP_POLICY.cache.page],
    [301, HTTP_POLICY.cache.permanentRedirect],
    [308, HTTP_POLICY.cache.permanentRedirect],
    [302, HTTP_POLICY.cache.noStore],
    [303, HTTP_POLICY.cache.noStore],
    [307, HTTP_POLICY.cache.noStore],
    [404, HTTP_POLICY.cache.notFound],
    [201, HTTP_POLICY.cache.noStore],
    [204, HTTP_POLICY.cache.noStore],
    [206, HTTP_POLICY.cache.noStore],
    [300, HTTP_POLICY.cache.noStore],
    [304, HTTP_POLICY.cache.noStore],
    [400, HTTP_POLICY.cache.noStore],
    [403, HTTP_POLICY.cache.noStore],
    [405, HTTP_POLICY.cache.noStore],
    [410, HTTP_POLICY.cache.noStore],
    [414, HTTP_POLICY.cache.noStore],
    [431, HTTP_POLICY.cache.noStore],
    [500, HTTP_POLICY.cache.noStore],
    [503, HTTP_POLICY.cache.noStore],
  ])("%i: %s", (status, policy) => expect(cacheControlFor(status)).toBe(policy));

  it("names /build/* files' policy as docs/http.md does", () =>
    expect(CACHE_CONTROL.asset).toBe(HTTP_POLICY.cache.asset));
});

describe("security headers", () => {
  it("every one docs/http.md names, with its exact value", () => {
    const headers = new Headers();
    applySecurityHeaders(headers);
    for (const [name, value] of Object.entries(HTTP_POLICY.security)) expect(headers.get(name), name).toBe(value);
    expect(headers.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
    expect(NON_DOCUMENT_CSP.split("; ")).toEqual(
      expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'"]),
    );
  });

  it("Permissions-Policy denies the sensors and devices, and lets only the video player autoplay and go fullscreen", () => {
    const policy = BASE_SECURITY_HEADERS["Permissions-Policy"]!.split(", ");
    for (const feature of [
      "accelerometer",
      "camera",
      "geolocation",
      "gyroscope",
      "magnetometer",
      "microphone",
      "payment",
      "usb",
    ]) {
      expect(policy, feature).toContain(`${feature}=()`);
    }
    expect(policy).toContain(`autoplay=(self "${FRAME_ORIGINS[0]}")`);
    expect(policy).toContain(`fullscreen=(self "${FRAME_ORIGINS[0]}")`);
    expect(policy).toHaveLength(10);
  });

  it("adds only what a response does not carry already", () => {
    const headers = new Headers({ "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "SAMEORIGIN" });
    applySecurityHeaders(headers);
    expect(headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("strict-transport-security")).toBe(HTTP_POLICY.security["strict-transport-security"]);
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

  it("hashes an inline Speculation Rules block, which Chromium admits only by script-src", async () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const html = `<script type="speculationrules">${rules}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScripts(html)).toEqual([rules]);
    expect(await documentCspFor(html)).toContain(`'sha256-${await sha256Base64(rules)}'`);
  });

  it("hashes the held-back module script and JavaScript of any type spelling, and skips data blocks", () => {
    const html = [
      `<script type="${AFTER_PAINT_SCRIPT_TYPE}">c()</script>`,
      `<script type="text/javascript">d()</script>`,
      `<script type='MODULE'>e()</script>`,
      `<script type=module>f()</script>`,
      `<script type="importmap">{}</script>`,
      `<script type="text/x-other">g()</script>`,
      `<script async src=/y.js></script>`,
      `<script defer SRC = "/z.js"></script>`,
      `<SCRIPT>h()\n</SCRIPT>`,
      `<script></script>`,
      `<scripts>i()</scripts>`,
      `<script type = "application/ld+json">{}</script>`,
      `<script type=text/template>j()</script>`,
    ].join("\n");
    expect(inlineScripts(html)).toEqual(["c()", "d()", "e()", "f()", "h()\n", ""]);
  });

  it("hashes each inline stylesheet, once per distinct text", async () => {
    const html = `<style>a{}</style><STYLE media="all">b{}\n</STYLE><style>a{}</style><link rel="stylesheet" href="/c.css">`;
    expect(inlineStyles(html)).toEqual(["a{}", "b{}\n", "a{}"]);
    const styleSrc = /style-src [^;]*/.exec(await documentCspFor(html))?.[0];
    expect(styleSrc).toBe(
      `style-src 'self' 'sha256-${await sha256Base64("a{}")}' 'sha256-${await sha256Base64("b{}\n")}' 'sha256-${LIBRARY_STYLE_HASHES[0]}'`,
    );
    const scriptSrc = /script-src [^;]*/.exec(await documentCspFor("<script>x()</script><script>x()</script>"))?.[0];
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${await sha256Base64("x()")}'`);
  });

  it("allows a photo's placeholder, a style attribute, by its hash beside 'unsafe-hashes'; a page without one keeps its policy", async () => {
    // React writes the attribute with & as &amp;: the hash is of the text the browser reads.
    const value = "background-image:url(data:image/webp;base64,UklGRg==);a:'b'&c";
    const html = `<img src="/a.jpg" style="background-image:url(data:image/webp;base64,UklGRg==);a:&#x27;b&#x27;&amp;c"><p data-style="x">style="y"</p><script>var s='<i style="z">'</script>`;
    expect(styleAttributes(html)).toEqual([value]);
    const styleSrc = /style-src [^;]*/.exec(await documentCspFor(html))?.[0];
    expect(styleSrc).toBe(
      `style-src 'self' 'unsafe-hashes' 'sha256-${LIBRARY_STYLE_HASHES[0]}' 'sha256-${await sha256Base64(value)}'`,
    );
    expect(await documentCspFor("<img src=/a.svg alt=''><style>a{}</style>")).toBe(
      documentCsp([], [await sha256Base64("a{}")]),
    );
    expect(documentCsp([], [])).not.toContain("unsafe-hashes");
  });

  it("matches the browser's hash of a known string", async () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(await sha256Base64("alert(1)")).toBe("bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("locks down everything SPEC's embeds do not need, directive by directive", () => {
    const csp = documentCsp(["s1", "s2"], ["t1"]);
    expect(csp.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-s1' 'sha256-s2'",
      `style-src 'self' 'sha256-t1' 'sha256-${LIBRARY_STYLE_HASHES[0]}'`,
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "media-src 'self'",
      `frame-src ${FRAME_ORIGINS.join(" ")}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
      "worker-src 'none'",
    ]);
    expect(FRAME_ORIGINS.length).toBeGreaterThanOrEqual(3);
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

describe("the inline parts' hashes", () => {
  // Node's own crypto is the reference, not the module under test.
  const reference = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are worked out once per isolate for a part seen before, and again once it has been forgotten", async () => {
    const digest = vi.spyOn(crypto.subtle, "digest");
    try {
      const html = `<script>seen.once()</script><style>.seen-once{}</style><p style="color:red">x</p>`;
      const first = await documentCspFor(html);
      expect(digest).toHaveBeenCalledTimes(3);
      expect(first).toContain(reference("seen.once()"));
      expect(first).toContain(reference(".seen-once{}"));
      expect(first).toContain(reference("color:red"));
      digest.mockClear();
      expect(await documentCspFor(html)).toBe(first);
      expect(digest).not.toHaveBeenCalled();
      // So many other parts that the first are forgotten: they are hashed again, and right.
      for (let i = 0; i <= INLINE_HASHES_KEPT; i += 1) await documentCspFor(`<script>other(${i})</script>`);
      digest.mockClear();
      expect(await documentCspFor(html)).toBe(first);
      expect(digest).toHaveBeenCalledTimes(3);
    } finally {
      digest.mockRestore();
    }
  });

  it("are not kept when working one out failed: the next page asks again", async () => {
    const digest = vi.spyOn(crypto.subtle, "digest").mockRejectedValueOnce(new Error("injected: digest failed"));
    try {
      await expect(documentCspFor("<script>fails.first()</script>")).rejects.toThrow("injected");
      expect(await documentCspFor("<script>fails.first()</script>")).toContain(reference("fails.first()"));
    } finally {
      digest.mockRestore();
    }
  });
});
