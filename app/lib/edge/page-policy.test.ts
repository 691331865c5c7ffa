// The headers a page is sent with (page-policy.ts): a page's own Expires shortens its policy,
// never a 404's; every cache keeps such a page until then and no longer.
import { describe, expect, it, vi } from "vitest";
import { ORIGIN, cache, isolate, stubBuild, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("a page's own end of life", () => {
  it("a page's own Expires never lengthens the policy of a 404", async () => {
    const { run } = await isolate();
    expect((await run("/not-here-dated")).headers.get("cache-control")).toBe(HTTP_POLICY.cache.notFound);
  });

  it("a page with its own Expires is kept until then and no longer, by every cache, never stale", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-23T10:00:00Z"));
    const expires = new Date(Date.parse("2026-11-23T10:10:00Z")).toUTCString();
    const { edge, version } = await isolate({ fresh: true });
    const render = async () =>
      new Response("<html>dated</html>", { headers: { "Content-Type": "text/html", Expires: expires } });
    const handle = edge.createEdgeHandler(stubBuild(version), { render });
    const run = async () => {
      const pending: Promise<unknown>[] = [];
      const response = await handle(new Request(`${ORIGIN}/dated`), {}, { waitUntil: (p) => void pending.push(p) });
      await Promise.all(pending);
      return response;
    };
    expect((await run()).headers.get("cache-control")).toBe("public, max-age=300, s-maxage=600");
    now.mockReturnValue(Date.parse("2026-11-23T10:08:00Z"));
    const hit = await run();
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    now.mockReturnValue(Date.parse("2026-11-23T10:10:00Z"));
    const stored = cache.puts.length;
    const after = await run();
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(after.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=0");
    // Rendered at the very instant it expires: not kept anywhere.
    expect(cache.puts).toHaveLength(stored);
  });
});
