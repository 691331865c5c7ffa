// Conditional requests (conditional.ts): a strong ETag on every rendered 200, 304 on a match.
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
import { etagOf } from "./conditional";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("ETag and If-None-Match", () => {
  const sha256 = async (text: string) =>
    `"${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))
      .toString("base64")
      .replace(/=+$/, "")}"`;

  it("every 200 carries a strong ETag, the SHA-256 of its bytes; If-None-Match answers 304 for GET and HEAD", async () => {
    const { run } = await isolate();
    const page = await run("/tagged");
    const body = await page.text();
    const etag = page.headers.get("etag")!;
    expect(etag).toBe(await sha256(body));
    for (const [method, condition] of [
      ["GET", etag],
      ["HEAD", etag],
      ["GET", `W/${etag}`],
      ["GET", `"x", ${etag}`],
      ["GET", " * "],
    ] as const) {
      const response = await run("/tagged", { method, headers: { "If-None-Match": condition } });
      expect(response.status, `${method} ${condition}`).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("content-type")).toBeNull();
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    }
    expect((await run("/tagged", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
    const missing = await run("/not-here", { headers: { "If-None-Match": "*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });

  it("an ETag is the quoted base64 SHA-256 of the bytes, 43 characters without the padding", async () => {
    const bytes = new TextEncoder().encode("<html>é</html>");
    const expected = createHash("sha256").update(bytes).digest("base64");
    expect(expected).toHaveLength(44);
    expect(await etagOf(bytes.buffer)).toBe(`"${expected.slice(0, 43)}"`);
  });
});
