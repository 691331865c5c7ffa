// The headers a page is sent with (page-policy.ts): a page's own Expires shortens its policy,
// never a 404's; every cache keeps such a page until then and no longer. The content's next
// change (a scheduled post going live) bounds every page and 404 the same way.
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

describe("the content's next change (a scheduled post going live)", () => {
  // The post goes live at 10:30 UTC; the clock is moved by hand around it.
  const MOMENT = Date.parse("2026-11-23T10:30:00Z");
  async function site(page: () => Response) {
    const now = vi.spyOn(Date, "now");
    let scheduled: number | null = MOMENT;
    const { edge, version } = await isolate({ fresh: true });
    const handle = edge.createEdgeHandler(stubBuild(version), {
      render: async () => page(),
      // What the worker's postsChangeAt says: the moment while it is ahead, then nothing waiting.
      contentChangesAt: (at) => (scheduled !== null && scheduled > at ? scheduled : null),
    });
    const run = async (path = "/blog") => {
      const pending: Promise<unknown>[] = [];
      const response = await handle(new Request(`${ORIGIN}${path}`), {}, { waitUntil: (p) => void pending.push(p) });
      await Promise.all(pending);
      return response;
    };
    return { run, now, publishNothing: () => (scheduled = null) };
  }
  const html = (init: ResponseInit = {}) =>
    new Response("<html>news</html>", { ...init, headers: { "Content-Type": "text/html", ...init.headers } });

  it("a page rendered two minutes before is kept by no cache past it, and never served stale", async () => {
    const { run, now } = await site(() => html());
    now.mockReturnValue(MOMENT - 120_000);
    const first = await run();
    expect(first.headers.get("cache-control")).toBe("public, max-age=120, s-maxage=120");
    expect(first.headers.get("expires")).toBe("Mon, 23 Nov 2026 10:30:00 GMT");
    now.mockReturnValue(MOMENT - 30_000);
    const hit = await run();
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=30, s-maxage=30");
    // At the moment: neither the memory nor the Cache API copy is served; the page is rendered afresh.
    now.mockReturnValue(MOMENT);
    const after = await run();
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(after.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(after.headers.get("expires")).toBeNull();
  });

  it("a page rendered days before keeps a page's usual lifetimes, without stale-while-revalidate", async () => {
    const { run, now } = await site(() => html());
    now.mockReturnValue(MOMENT - 5 * 86_400_000);
    expect((await run()).headers.get("cache-control")).toBe("public, max-age=300, s-maxage=86400");
  });

  it("a 404 (the scheduled post's own address) is kept by the edge until then at most", async () => {
    const { run, now } = await site(() => html({ status: 404 }));
    now.mockReturnValue(MOMENT - 30_000);
    const early = await run("/blog/open-day");
    expect(early.status).toBe(404);
    expect(early.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    now.mockReturnValue(MOMENT - 600_000);
    expect((await run("/blog/open-day")).headers.get("cache-control")).toBe(HTTP_POLICY.cache.notFound);
  });

  it("a page's own earlier end of life stays the earlier", async () => {
    const own = "Mon, 23 Nov 2026 10:20:00 GMT";
    const { run, now } = await site(() => html({ headers: { Expires: own } }));
    now.mockReturnValue(MOMENT - 1_800_000);
    const response = await run("/privacy-policy");
    expect(response.headers.get("expires")).toBe(own);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=1200");
  });

  it("with nothing scheduled, a page keeps the page policy", async () => {
    const { run, now, publishNothing } = await site(() => html());
    publishNothing();
    now.mockReturnValue(MOMENT - 120_000);
    const response = await run();
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(response.headers.get("expires")).toBeNull();
  });
});
