// The old WordPress site's addresses: resolveRedirect over the rules of the pinned
// content/redirects.yaml, against tests/fixtures/old-site.ts, written by hand from the issue. The
// matcher's own rules (first match wins, exact before patterns, typed placeholders) on rules made
// up here; the probes' shapes.
import { describe, expect, it } from "vitest";
import { isProbe } from "~/lib/edge/probes";
import { resolveRedirect } from "~/lib/redirects";
import { compileRules, matchExact, matchPattern } from "~/lib/redirect-rules";
import type { RedirectRule } from "~content/redirects";
import { NOT_PROBES, OLD_SITE_ADDRESSES, PROBES } from "../fixtures/old-site";
import { SPEC_POSTS } from "../fixtures/spec";

const at = (path: string, now?: number) => resolveRedirect(new URL(path, "https://site.test"), now);

describe("the old site's addresses, one hop each", () => {
  it.each(OLD_SITE_ADDRESSES.map(([path, status, location]) => [path, status, location] as const))(
    "%s → %i %s",
    (path, status, location) => {
      if (status === 404) expect(at(path)).toBeNull();
      else if (status === 410) expect(at(path)).toEqual({ status: 410 });
      else expect(at(path)).toEqual({ location, status });
    },
  );

  it("a redirect's target is never itself redirected (one hop)", () => {
    for (const [, status, location] of OLD_SITE_ADDRESSES)
      if (status === 301) expect(at(location!), location!).toBeNull();
  });

  it("a post not yet live is not a target: its old address is a 404 until its moment", () => {
    const newest = SPEC_POSTS[0]; // apprentice-awards, 28 November 2024
    const before = Date.parse("2024-11-01T00:00:00Z");
    const after = Date.parse("2024-12-01T00:00:00Z");
    expect(at(`/2024/11/28/${newest.slug}/`, before)).toBeNull();
    expect(at(`/${newest.slug}/`, before)).toBeNull();
    expect(at(`/2024/11/28/${newest.slug}/`, after)).toEqual({ location: `/blog/${newest.slug}`, status: 301 });
  });
});

describe("matching staff's rules", () => {
  const rules: RedirectRule[] = [
    ["/:slug", "/blog/:slug", 301],
    ["/old/*", "/new/*", 301],
    ["/docs/*", "/help", 302],
    ["/:year/:month", "/blog", 301],
    ["/exact", "/there", 301],
    ["/files/*", "", 410],
  ];
  const compiled = compileRules(rules);
  const pages = new Set(["/blog/a", "/new/x/y", "/new", "/help", "/blog", "/there"]);
  const match = (path: string) => matchExact(compiled, path) ?? matchPattern(compiled, path, (p) => pages.has(p));

  it("an exact address wins over a pattern earlier in the file", () => {
    expect(match("/exact")).toEqual({ location: "/there", status: 301 });
  });

  it("a pattern carrying a part of the address sends only to a page that exists, else the next rule is tried", () => {
    expect(match("/a")).toEqual({ location: "/blog/a", status: 301 });
    expect(match("/b")).toBeNull();
  });

  it("* takes the rest of the address, or nothing, and carries it", () => {
    expect(match("/old/x/y")).toEqual({ location: "/new/x/y", status: 301 });
    expect(match("/old")).toEqual({ location: "/new", status: 301 });
    expect(match("/old/zzz")).toBeNull();
    expect(match("/docs/a/b/c")).toEqual({ location: "/help", status: 302 });
    expect(match("/files/a.jpg")).toEqual({ status: 410 });
  });

  it(":year is four digits and :month one or two: other addresses of two parts are not archives", () => {
    expect(match("/2024/05")).toEqual({ location: "/blog", status: 301 });
    expect(match("/2024/5")).toEqual({ location: "/blog", status: 301 });
    expect(match("/trades/x")).toBeNull();
    expect(match("/202/05")).toBeNull();
    expect(match("/2024/123")).toBeNull();
  });
});

describe("bots' probes", () => {
  it.each(PROBES.map((p) => [p]))("%s is a probe", (path) => expect(isProbe(path)).toBe(true));
  it.each(NOT_PROBES.map((p) => [p]))("%s is not", (path) => expect(isProbe(path)).toBe(false));
});
