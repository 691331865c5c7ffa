// The whole pipeline (pipeline.ts): what a rendered page, an error page and a refusal carry,
// whatever step answered. Expected values from tests/fixtures/spec.ts.
import { describe, expect, it, vi } from "vitest";
import {
  cache,
  DATA_ROUTE,
  expectSecurityHeaders,
  isolate,
  installEdgeSandbox,
} from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("rendered pages", () => {
  it("carry the page cache policy and every security header, keeping the page's own CSP", async () => {
    const { run, version } = await isolate();
    const response = await run("/trades/electrician");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectSecurityHeaders(response, "page");
    expect(await response.text()).toBe(`<html>/trades/electrician of build ${version} #1</html>`);
  });

  it.each([
    ["/not-here", 404, HTTP_POLICY.cache.notFound],
    ["/server-error", 503, HTTP_POLICY.cache.noStore],
  ] as const)("%s: status %i with its cache policy and security headers", async (path, status, cacheControl) => {
    const { run } = await isolate();
    const response = await run(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expectSecurityHeaders(response, "page");
  });

  it("loader data of a route that does not serve the path: Remix's 403 becomes a 400 that says so; a 403 of no data request is left as it is", async () => {
    const { run } = await isolate();
    const data = await run(`/other-route?_data=${encodeURIComponent(DATA_ROUTE)}`);
    expect([data.status, await data.text()]).toEqual([
      400,
      "Bad Request: this _data route does not serve this address\n",
    ]);
    expect(data.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(data, "non-document");
    expect((await run("/other-route")).status).toBe(403);
  });

  it("a renderer that throws gives a bare 500: no stack, no path, no-store", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { run } = await isolate();
    const response = await run("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe("Internal Server Error\n");
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(response, "non-document");
    expect(logged).toHaveBeenCalledOnce();
    expect(cache.puts).toEqual([]);
  });
});

describe("every answer", () => {
  it("says Vary: Accept-Encoding on pages, 404s and refusals alike", async () => {
    const { run } = await isolate();
    for (const [path, init] of [
      ["/v", {}],
      ["/not-here", {}],
      ["/v", { method: "POST" }],
      ["/%E0%A4%A", {}],
    ] as const) {
      expect((await run(path, init)).headers.get("vary"), path).toBe("Accept-Encoding");
    }
  });
});
