// redirects:check's parts (scripts/redirects/): the three list forms, and the verdict on a chain,
// with a site made up here (a fetch that answers from a table).
import { describe, expect, it } from "vitest";
import { readAddresses } from "../../scripts/redirects/addresses";
import { exitCode, follow } from "../../scripts/redirects/follow";

const site =
  (table: Record<string, [number, string?]>) =>
  (path: string): Promise<Response> => {
    const [status, location] = table[path] ?? [404];
    return Promise.resolve(new Response(null, { status, headers: location ? { location } : {} }));
  };

describe("redirects:check", () => {
  it("reads plain lines with their marks, comments and full addresses", () => {
    expect(readAddresses("# a comment\nkeep /a/\ngone https://old.example/b?x=1\n\n/c # note\n")).toEqual([
      { path: "/a/", expect: "keep" },
      { path: "/b?x=1", expect: "gone" },
      { path: "/c", expect: "any" },
    ]);
  });

  it("a must-keep address two hops from its page fails, and any two-hop address is named", async () => {
    const chain = site({ "/old": [301, "/older"], "/older": [301, "/new"], "/new": [200] });
    const kept = await follow({ path: "/old", expect: "keep" }, chain);
    expect(kept).toMatchObject({ status: 200, hops: 2, target: "/new", problem: "must take one hop at most, takes 2" });
    const any = await follow({ path: "/old", expect: "any" }, chain);
    expect(any.problem).toBe("takes 2 hops: add a rule straight to /new");
    expect(exitCode([any])).toBe(1);
  });

  it("a loop stops after five hops", async () => {
    const loop = site({ "/a": [301, "/b"], "/b": [301, "/a"] });
    expect(await follow({ path: "/a", expect: "keep" }, loop)).toMatchObject({ status: 301, hops: 5 });
  });
});
