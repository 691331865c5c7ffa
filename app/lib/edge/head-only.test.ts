// HEAD (head-only.ts): the GET answer's status and headers, no body, from one GET render.
import { describe, expect, it, vi } from "vitest";
import { isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { headOnly } from "./head-only";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("HEAD", () => {
  it("HEAD answers what GET answers, without a body, from a GET render", async () => {
    const { run, calls } = await isolate();
    const head = await run("/trades/electrician", { method: "HEAD" });
    expect(calls).toEqual([expect.objectContaining({ method: "GET" })]);
    expect(head.body).toBeNull();
    expect(await head.text()).toBe("");
    const off = { EDGE_CACHE: "off" };
    const [get, head2] = [
      await run("/trades/electrician", {}, off),
      await run("/trades/electrician", { method: "HEAD" }, off),
    ];
    expect(head2.status).toBe(get.status);
    // The stub renders new bytes each time, so each render has its own ETag; all else is equal.
    const withoutEtag = (headers: Headers) => [...headers].filter(([name]) => name !== "etag");
    expect(withoutEtag(head2.headers)).toEqual(withoutEtag(get.headers));
    expect(head2.headers.get("etag")).toMatch(/^"[A-Za-z0-9+/]+"$/);
    expect(await get.text()).toContain("/trades/electrician");
    for (const path of ["/news", "/not-here"]) {
      const [g, h] = [await run(path), await run(path, { method: "HEAD" })];
      expect(h.status).toBe(g.status);
      expect(h.headers.get("location")).toBe(g.headers.get("location"));
      expect(h.headers.get("cache-control")).toBe(g.headers.get("cache-control"));
      expect(await h.text()).toBe("");
    }
  });

  it("keeps the status, status text and headers of the answer it strips", async () => {
    const page = new Response("body", { status: 404, statusText: "Not Found", headers: { "X-Test": "1" } });
    const head = headOnly(page);
    expect([head.status, head.statusText, head.headers.get("x-test"), await head.text()]).toEqual([
      404,
      "Not Found",
      "1",
      "",
    ]);
  });
});
