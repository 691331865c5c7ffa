// The request guard (request-guard.ts): malformed input and methods other than GET/HEAD are
// refused before anything renders. Limits and policies from tests/fixtures/spec.ts.
import { describe, expect, it, vi } from "vitest";
import {
  DATA_ROUTE,
  ORIGIN,
  expectSecurityHeaders,
  isolate,
  installEdgeSandbox,
} from "../../../tests/support/edge-harness";
import { HTTP_POLICY } from "../../../tests/fixtures/spec";
import { guardRequest } from "./request-guard";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("malformed input is refused before anything else", () => {
  it("414 for a URL over 2,048 characters, not at 2,048", async () => {
    const { run, calls } = await isolate();
    const atLimit = `${ORIGIN}/${"a".repeat(HTTP_POLICY.maxUrlLength - ORIGIN.length - 1)}`;
    expect(atLimit).toHaveLength(HTTP_POLICY.maxUrlLength);
    expect((await run(atLimit)).status).toBe(200);
    const over = await run(`${atLimit}b`);
    expect(over.status).toBe(414);
    expect(await over.text()).toBe("URI Too Long\n");
    expect(over.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expect(over.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expectSecurityHeaders(over, "non-document");
    expect(calls).toHaveLength(1);
  });

  it("431 for more than 32 KiB of headers (name, value and 4 bytes each), not at 32 KiB", async () => {
    const { run } = await isolate();
    // One header: 5 bytes of name + value + 4 = the limit exactly.
    const atLimit = "v".repeat(HTTP_POLICY.maxHeaderBytes - "x-big".length - 4);
    expect((await run("/", { headers: { "x-big": atLimit } })).status).toBe(200);
    const over = await run("/", { headers: { "x-big": `${atLimit}v` } });
    expect(over.status).toBe(431);
    expect(await over.text()).toBe("Request Header Fields Too Large\n");
    expect(over.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(over, "non-document");
    // Many headers count together, 4 bytes of overhead apiece.
    const many: Record<string, string> = {};
    const count = 64;
    const per = HTTP_POLICY.maxHeaderBytes / count - 4 - "x-h00".length;
    for (let i = 0; i < count; i++) many[`x-h${String(i).padStart(2, "0")}`] = "v".repeat(per);
    expect((await run("/", { headers: many })).status).toBe(200);
    many["x-h00"] += "v";
    expect((await run("/", { headers: many })).status).toBe(431);
  });

  it.each([
    ["broken percent-encoding", "/trades/%E0%A4%A", "Bad Request: malformed percent-encoding in the path"],
    ["a lone percent sign", "/%", "Bad Request: malformed percent-encoding in the path"],
    ["NUL", "/trades%00/electrician", "Bad Request: control characters in the path"],
    ["a first control character", "/a%01b", "Bad Request: control characters in the path"],
    ["a last C0 control character", "/a%1Fb", "Bad Request: control characters in the path"],
    ["DEL", "/a%7Fb", "Bad Request: control characters in the path"],
    ["a newline", "/a%0Ab", "Bad Request: control characters in the path"],
    ["an unknown _data route id", `/?_data=routes/nope`, "Bad Request: unknown _data route"],
    ["two _data ids, even known ones", `/?_data=${DATA_ROUTE}&_data=${DATA_ROUTE}`, "Bad Request: unknown _data route"],
    ["a known and an unknown _data id", `/?_data=${DATA_ROUTE}&_data=root2`, "Bad Request: unknown _data route"],
  ])("400 for %s", async (_name, path, text) => {
    const { run, calls } = await isolate();
    const response = await run(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(`${text}\n`);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
    expectSecurityHeaders(response, "non-document");
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["a space", "/a%20b", 1],
    ["a tilde", "/a%7Eb", 1],
    ["a known _data id", `/?_data=${DATA_ROUTE}`, 1],
    // A layout's data is answered where its page is: the page first (layout-data.ts).
    ["the root route's data", "/?_data=root", 2],
  ])("lets %s through", async (_name, path, renders) => {
    const { run, calls } = await isolate();
    expect((await run(path)).status).toBe(200);
    expect(calls).toHaveLength(renders);
  });

  it("refuses a malformed request before looking at its method", async () => {
    const { run } = await isolate();
    expect((await run("/a%00", { method: "POST" })).status).toBe(400);
  });
});

describe("GET and HEAD only", () => {
  // Node's Request refuses TRACE, TRACK and CONNECT; workerd hands them to the worker.
  const request = (method: string, path = "/") =>
    ({ method, url: `${ORIGIN}${path}`, headers: new Headers() }) as unknown as Request;

  it.each([
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "TRACK",
    "CONNECT",
    "PROPFIND",
    "PROPPATCH",
    "MKCOL",
    "COPY",
    "MOVE",
    "LOCK",
    "UNLOCK",
    "get",
    "head",
    "QUERY",
  ])("405 for %s, with Allow and no-store", async (method) => {
    const { run, calls } = await isolate();
    for (const path of ["/", "/news", "/trades/electrician", "/not-here"]) {
      const response = await run(request(method, path));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(HTTP_POLICY.allow);
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toBe("Method Not Allowed\n");
      expectSecurityHeaders(response, "non-document");
    }
    expect(calls).toHaveLength(0);
  });

  it("lets GET and HEAD through, and refuses a malformed HEAD before its method is looked at", () => {
    const url = new URL(`${ORIGIN}/a`);
    for (const method of ["GET", "HEAD"]) expect(guardRequest(new Request(url, { method }), url, new Set())).toBeNull();
    const bad = new URL(`${ORIGIN}/a%00`);
    expect(guardRequest(new Request(bad, { method: "PUT" }), bad, new Set())?.status).toBe(400);
  });
});
