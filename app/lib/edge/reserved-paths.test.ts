// Defence in depth for the addresses the site itself needs (app/content/reserved-paths.ts):
// content:check refuses a redirect rule there, and if one got in anyway (here, rules written
// straight into the worker's table), the pipeline never lets it take the editor, its sign-in,
// the build's files, /.well-known/, the feed, the sitemap or robots.txt, in any spelling.
import { describe, expect, it, vi } from "vitest";
import { isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
vi.mock("~content/redirects", () => ({
  REDIRECT_RULES: [
    ["/admin", "/", 301],
    ["/admin/auth", "/", 302],
    ["/admin/callback", "/", 302],
    ["/.well-known/security.txt", "/", 301],
    ["/robots.txt", "/", 301],
    ["/admin/*", "/", 301],
    ["/build/*", "/", 301],
    ["/images/v/*", "/", 301],
    ["/og/*", "/", 301],
    ["/.well-known/*", "/", 301],
    ["/:first/:second/:third", "/", 302],
    ["/old-page", "/about", 301],
  ],
}));
installEdgeSandbox();

describe("a redirect rule over the site's own addresses", () => {
  it("takes an ordinary old address (the rules above are the worker's)", async () => {
    const { run } = await isolate();
    const response = await run("/Old-Page/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
  });

  it.each([
    "/Admin/",
    "/ADMIN",
    "/admin/callback/",
    "/admin/auth/",
    "/Admin/Callback",
    "/%61dmin/x",
    "/admin/x/y",
    "/build/x/y",
    "/images/v/posts/x",
    "/og/x/y",
    "/.well-known/security.txt/",
    "/.Well-Known/x/y",
  ])("never takes %s", async (path) => {
    const { run } = await isolate();
    const response = await run(path);
    // The site's own one-hop fix of a resource's spelling (a trailing slash) may answer; a rule's target never.
    if (response.status === 301) expect(response.headers.get("location"), path).toBe(path.replace(/\/$/, ""));
    else {
      expect(response.headers.get("location"), path).toBeNull();
      expect([200, 404], path).toContain(response.status);
    }
  });
});
