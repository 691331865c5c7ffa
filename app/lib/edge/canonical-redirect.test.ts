// Redirects (canonical-redirect.ts over redirects.ts): legacy paths, other spellings, and Remix's
// data requests answered in its own protocol. Expected values from tests/fixtures/spec.ts.
import { describe, expect, it, vi } from "vitest";
import { DATA_ROUTE, expectSecurityHeaders, isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { HTTP_POLICY, SPEC_REDIRECTS } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("redirects", () => {
  it.each(SPEC_REDIRECTS.map(([from, to, status]) => [from, to, status] as const))(
    "%s → %s (%i), query kept",
    async (from, to, status) => {
      const { run, calls } = await isolate();
      for (const [path, location] of [
        [from, to],
        [`${from}?utm_source=flyer&x=1`, `${to}?utm_source=flyer&x=1`],
      ] as const) {
        const response = await run(path);
        expect(response.status, path).toBe(status);
        expect(response.headers.get("location"), path).toBe(location);
        expect(response.headers.get("cache-control"), path).toBe(
          status === 301 ? HTTP_POLICY.cache.permanentRedirect : HTTP_POLICY.cache.noStore,
        );
        expect(await response.text()).toBe("");
        expectSecurityHeaders(response, "non-document");
      }
      expect(calls).toHaveLength(0);
    },
  );

  it("sends the other form of a page's URL to the canonical one", async () => {
    const { run } = await isolate();
    const painter = await run("/painter?a=b");
    expect([painter.status, painter.headers.get("location")]).toEqual([301, "/painter/?a=b"]);
    const slash = await run("/trades/electrician/");
    expect([slash.status, slash.headers.get("location"), slash.headers.get("cache-control")]).toEqual([
      301,
      "/trades/electrician",
      HTTP_POLICY.cache.permanentRedirect,
    ]);
  });

  it.each([
    ["/news", "/blog", 301],
    ["/contact-us", "/", 302],
    ["/painter", "/painter/", 301],
  ] as const)("answers Remix's data request for %s with 204 and X-Remix-Redirect", async (from, to, status) => {
    const { run, calls } = await isolate();
    const response = await run(`${from}?x=1&_data=${DATA_ROUTE}&y=2`);
    expect(response.status).toBe(204);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-remix-redirect")).toBe(`${to}?x=1&y=2`);
    expect(response.headers.get("x-remix-status")).toBe(String(status));
    expect(response.headers.get("cache-control")).toBe(
      status === 301 ? HTTP_POLICY.cache.permanentRedirect : HTTP_POLICY.cache.noStore,
    );
    expectSecurityHeaders(response, "non-document");
    expect(await response.text()).toBe("");
    const bare = await run(`${from}?_data=${DATA_ROUTE}`);
    expect(bare.headers.get("x-remix-redirect")).toBe(to);
    expect(calls).toHaveLength(0);
  });
});
