// Which URL moves where (app/lib/redirects.ts). Every expected path and status is written by
// hand in tests/fixtures/spec.ts from SPEC §2 and docs/http.md's policy, never read from
// app/content/redirects.ts or app/content/trades.ts: a wrong target or status there must fail here.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveRedirect } from "~/lib/redirects";
import { SPEC_COUNTS, SPEC_PAGE_PATHS, SPEC_REDIRECTS } from "../fixtures/spec";

const at = (path: string) => resolveRedirect(new URL(path, "https://site.test"));
const bare = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

describe("legacy redirects (SPEC §2; statuses per docs/http.md)", () => {
  it("the fixture is SPEC's list", () => {
    expect(SPEC_REDIRECTS).toHaveLength(16);
    expect(SPEC_PAGE_PATHS).toHaveLength(SPEC_COUNTS.pages);
  });

  it.each(SPEC_REDIRECTS.map(([from, to, status]) => [from, to, status] as const))(
    "%s → %s, %i",
    (from, to, status) => {
      expect(at(from)).toEqual({ location: to, status });
    },
  );

  it.each(SPEC_REDIRECTS.map(([from, to, status]) => [from, to, status] as const))(
    "%s matches with and without its slash, in any case, carrying the query",
    (from, to, status) => {
      for (const path of [bare(from), `${bare(from)}/`, bare(from).toUpperCase(), `${bare(from).toUpperCase()}/`]) {
        expect(at(path), path).toEqual({ location: to, status });
        expect(at(`${path}?utm_source=flyer&x=1`), path).toEqual({ location: `${to}?utm_source=flyer&x=1`, status });
      }
    },
  );

  it("is one hop: every target is a canonical page that redirects nowhere", () => {
    for (const [, to] of SPEC_REDIRECTS) {
      expect(SPEC_PAGE_PATHS, to).toContain(to);
      expect(at(to), to).toBeNull();
    }
  });

  it("uses 302 only for the contact aliases and the campaign link", () => {
    expect(SPEC_REDIRECTS.filter(([, , status]) => status === 302).map(([from]) => from)).toEqual([
      "/enquire-",
      "/contact-us",
      "/7f3k9q",
    ]);
    expect(at("/7f3k9q")?.status).toBe(302);
    expect(at("/enquire-")?.status).toBe(302);
    expect(at("/contact-us")?.status).toBe(302);
  });
});

describe("one canonical URL per page", () => {
  it("leaves every canonical page alone", () => {
    for (const path of SPEC_PAGE_PATHS) expect(at(path), path).toBeNull();
    for (const path of SPEC_PAGE_PATHS) expect(at(`${path}?a=1`), path).toBeNull();
  });

  it("adds the slash to /painter and removes it everywhere else, keeping the query", () => {
    expect(at("/painter")).toEqual({ location: "/painter/", status: 301 });
    expect(at("/painter?a=b")).toEqual({ location: "/painter/?a=b", status: 301 });
    for (const path of SPEC_PAGE_PATHS.filter((p) => p !== "/" && p !== "/painter/")) {
      expect(at(`${path}/`), path).toEqual({ location: path, status: 301 });
      expect(at(`${path}/?a=b&c`), path).toEqual({ location: `${path}?a=b&c`, status: 301 });
    }
  });

  it("folds letter case in one hop", () => {
    expect(at("/Trades/Electrician/")).toEqual({ location: "/trades/electrician", status: 301 });
    expect(at("/ABOUT")).toEqual({ location: "/about", status: 301 });
    expect(at("/Painter")).toEqual({ location: "/painter/", status: 301 });
    expect(at("/PAINTER/")).toEqual({ location: "/painter/", status: 301 });
    expect(at("/NEWS")).toEqual({ location: "/blog", status: 301 });
  });

  it("leaves unknown paths to the 404 page and never points off-site", () => {
    for (const path of [
      "/nope",
      "/trades/nope",
      "/blog/nope/",
      "//evil.example/",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/blog/jordan-story-x",
      "/7f3k9q9",
    ]) {
      expect(at(path), path).toBeNull();
    }
    // A doubled slash inside a page's path is another spelling of it: one hop there, on site.
    expect(at("/trades//electrician")).toEqual({ location: "/trades/electrician", status: 301 });
  });
});

describe("one canonical URL per file a route serves (the CSV, the feed, the sitemap, robots.txt)", () => {
  // By hand: the files the site serves from resource routes, as linked and listed.
  const FILES = ["/trades/compare.csv", "/blog/rss.xml", "/sitemap.xml", "/robots.txt", "/.well-known/security.txt"];

  it("every resource route is one of them", () => {
    // A route file with an escaped dot in its name serves a file; a new one must join the list in redirects.ts.
    const files = readdirSync(new URL("../../app/routes", import.meta.url)).filter((name) => name.includes("[.]"));
    const paths = files.map(
      (name) =>
        `/${name
          .replace(/\.tsx?$/, "")
          .replaceAll("[.]", "\0")
          .replace(/\./g, "/")
          .replaceAll("\0", ".")}`,
    );
    expect(paths.sort()).toEqual([...FILES].sort());
  });

  it("leaves each alone, with or without a query", () => {
    for (const path of FILES) {
      expect(at(path), path).toBeNull();
      expect(at(`${path}?demand=high`), path).toBeNull();
    }
  });

  it.each(FILES.map((path) => [path]))(
    "%s: a slash, letter case or an encoded dot is one 301 to it, query kept",
    (path) => {
      const dot = path.lastIndexOf(".");
      const variants = [
        `${path}/`,
        path.toUpperCase(),
        `${path.slice(0, dot)}%2E${path.slice(dot + 1)}`,
        `${path.slice(0, dot)}%2e${path.slice(dot + 1).toUpperCase()}/`,
        `${path}//`,
      ];
      for (const variant of variants) {
        expect(at(variant), variant).toEqual({ location: path, status: 301 });
        expect(at(`${variant}?years=4&demand=high`), variant).toEqual({
          location: `${path}?years=4&demand=high`,
          status: 301,
        });
      }
    },
  );
});
