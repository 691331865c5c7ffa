// The staff's editor at /admin/, as the built worker serves it: a page of its
// own with a policy scoped to it, never indexed or cached, its sign-in pop-up able to report back;
// its files (config.yml, Decap's bundle) served from the assets; and none of it on a public page.
// Expected values are the and Decap's needs (docs/decisions/017), not read from the module.
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { get } from "./support";

const directives = (csp: string) =>
  new Map(csp.split(/;\s*/).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const));

describe("/admin/, the editor's page", () => {
  it("/admin sends the editor's address, with its slash", async () => {
    const response = await get("/admin", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/admin/");
  });

  it("is the editor's shell: Decap's bundle from this site, its config, and words for a browser without JavaScript", async () => {
    const response = await get("/admin/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<script src="/admin/decap/decap-cms.js"></script>');
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<noscript>.*needs JavaScript.*<\/noscript>/s);
    // Self-hosted: no script from anywhere else.
    expect([...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/admin/editor.js",
      "/admin/decap/decap-cms.js",
      "/admin/preview.js",
    ]);
  });

  it("tells the preview the site's own stylesheet, which the assets serve as CSS (decision 028)", async () => {
    const html = await (await get("/admin/")).text();
    const href = /<script src="\/admin\/preview\.js" data-stylesheet="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(href).toMatch(/^\/build\/css-bundle-[A-Z0-9]+\.css$/);
    const css = await get(href!);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    const preview = await get("/admin/preview.js");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
    // A class of the site's stylesheet is one the preview's components use.
    const script = await preview.text();
    const classes = [...(await css.text()).matchAll(/\.(_[a-z0-9]{6,9})\b/g)].map((m) => m[1]!);
    expect(classes.filter((c) => script.includes(`"${c}"`)).length).toBeGreaterThan(20);
  });

  it("has headers of its own: not indexed, not cached, a pop-up that can report back, never framed", async () => {
    const { headers } = await get("/admin/");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(headers.get("cache-control")).toBe("no-store");
    // The GitHub sign-in window reports to this page through window.opener.
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains; preload$/);
    const csp = directives(headers.get("content-security-policy") ?? "");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    // What Decap needs and nothing wider: its own scripts (its config check compiles code), its
    // inline styles, GitHub's API and pictures it shows from memory. No localhost in production:
    // the dev loop adds its own backend's address.
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "blob:", "https://api.github.com"]));
    expect(csp.get("connect-src")!.filter((s) => s.startsWith("http"))).toEqual(["https://api.github.com"]);
    // The preview (the site's stylesheet and photos, drawn in Decap's same-origin pane) added nothing:
    // every directive names only this site, data:/blob: and the origins above.
    const allowed = new Set(["'self'", "'none'", "'unsafe-eval'", "'unsafe-inline'", "data:", "blob:"]);
    const origins = [...csp.values()].flat().filter((source) => !allowed.has(source));
    expect(new Set(origins)).toEqual(
      new Set(["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com", "https://api.github.com"]),
    );
    expect(csp.get("frame-src")).toEqual(["'self'", "blob:"]);
  });

  it("every other spelling of /admin/ is a 404, never the editor under another policy", async () => {
    for (const path of ["/admin/index.html", "/Admin/", "/ADMIN", "/admin//", "/%61dmin/", "//admin/", "/admin/x"]) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("decap-cms.js");
    }
  });

  it("answers HEAD with the headers and no body, and refuses POST like every page", async () => {
    const head = await get("/admin/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await get("/admin/", { method: "POST" })).status).toBe(405);
  });
});

describe("the editor's files, and the public site", () => {
  it("config.yml is YAML naming the GitHub backend with its sign-in here and drafts as pull requests", async () => {
    const response = await get("/admin/config.yml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/yaml/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const config = parse(await response.text()) as Record<string, unknown>;
    expect(config.backend).toMatchObject({ name: "github", auth_endpoint: "admin/auth" });
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("Decap's bundle is served as JavaScript, revalidated, not indexed", async () => {
    const response = await get("/admin/decap/decap-cms.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
  });

  it("is in no sitemap, and a public page keeps its own policy and loads nothing of the editor", async () => {
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/admin");
    const page = await get("/blog");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // Nothing it loads or links to is the editor's: no script, stylesheet, module or link. (Its
    // prefetch rules name /admin/ only to leave it out.)
    const html = await page.text();
    expect(html).not.toMatch(/(?:src|href)="[^"]*(?:decap|\/admin)|import[^;]*(?:decap|\/admin)/i);
    expect(html.replace('{"not":{"href_matches":"/admin/*"}}', "")).not.toMatch(/decap|\/admin/i);
  });
});
