// The old WordPress site's addresses against the built worker: each ends where a
// careful migration would (tests/fixtures/old-site.ts, written from the issue), in one hop to an
// address that answers 200; 410 and bots' probes answered before any render, small and cacheable.
import { describe, expect, it } from "vitest";
import { NOT_PROBES, OLD_SITE_ADDRESSES, PROBES } from "../fixtures/old-site";
import { HTTP_POLICY } from "../fixtures/spec";
import { get } from "./support";

/** Far below the 404 page's render (41,755 bytes in the issue): a line of text. */
const SMALL = 200;

describe("the old site's addresses: one hop to a page, or gone", () => {
  it.each(OLD_SITE_ADDRESSES.map(([path, status, location]) => [path, status, location] as const))(
    "%s → %i %s",
    async (path, status, location) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      if (status === 301) {
        expect(response.headers.get("location")).toBe(location);
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.permanentRedirect);
        const landed = await get(location!);
        expect(landed.status, `${location} answers`).toBe(200);
      } else if (status === 410) {
        expect(response.headers.get("location")).toBeNull();
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.gone);
        expect(response.headers.get("x-frame-options")).toBe(HTTP_POLICY.security["x-frame-options"]);
        expect((await response.text()).length).toBeLessThan(SMALL);
      } else {
        // An unknown post is the site's own 404 page, never a blanket redirect.
        expect(await response.text()).toContain("Oops! Page not found");
      }
    },
  );

  it("HEAD of a 410 has its headers and no body", async () => {
    const response = await get("/wp-content/uploads/2023/03/site-visit.jpg", { method: "HEAD" });
    expect(response.status).toBe(410);
    expect(await response.text()).toBe("");
  });
});

describe("bots' probes: a small cached 404 before any render", () => {
  it.each(PROBES.map((p) => [p]))("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.probe);
    expect(response.headers.get("strict-transport-security")).toBe(HTTP_POLICY.security["strict-transport-security"]);
    expect((await response.text()).length).toBeLessThan(SMALL);
  });

  it("an address that only looks like one is answered as before", async () => {
    for (const path of NOT_PROBES) {
      const response = await get(path);
      expect(response.headers.get("cache-control"), path).not.toBe(HTTP_POLICY.cache.probe);
      await response.arrayBuffer();
    }
  });
});
