import { describe, expect, it } from "vitest";
import { resolveRedirect } from "~/lib/redirects";
import { CAMPAIGN_SHORT_LINK, REDIRECTS } from "~content/redirects";
import { PAGE_PATHS, isPagePath } from "~content/routes";

const at = (path: string) => resolveRedirect(new URL(path, "https://site.test"));

describe("legacy redirects (SPEC §2)", () => {
  it("covers every row of SPEC's list", () => {
    const spec: Array<[string, string]> = [
      ["/enquire-", "/"],
      ["/contact-us", "/"],
      ["/latest-news/", "/blog"],
      ["/news", "/blog"],
      ["/construction-manager/", "/trades/construction-manager"],
      ["/electrician/", "/trades/electrician"],
      ["/plumber/", "/trades/plumber"],
      ["/carpenter", "/trades/carpenter"],
      ["/wall-ceiling-liner", "/trades/wall-ceiling-liner"],
      ["/tiler-roof-tiler-wall-and-floor-tiler/", "/trades/wall-floor-tiler"],
      ["/trades/painter", "/painter/"],
      ["/blog/jordan-story", "/blog/meet-jordan"],
      [CAMPAIGN_SHORT_LINK, "/blog/sixers-partnership"],
      ["/meet-the-born-to-build-team", "/about"],
      ["/meet-our-field-coordinators/", "/about"],
      ["/apprenticeship-faqs", "/apprenticeship-faq"],
    ];
    for (const [from, to] of spec) expect(at(from)?.location, from).toBe(to);
    expect(REDIRECTS).toHaveLength(spec.length);
  });

  it.each(REDIRECTS.map((r) => [r.from, r] as const))("%s matches with and without a slash, carrying the query", (from, r) => {
    for (const path of [from, `${from}/`]) {
      expect(at(path)).toEqual({ location: r.to, status: r.status });
      expect(at(`${path}?utm_source=flyer&x=1`)).toEqual({ location: `${r.to}?utm_source=flyer&x=1`, status: r.status });
    }
  });

  it("is one hop: every target is a canonical page", () => {
    for (const r of REDIRECTS) {
      expect(isPagePath(r.to), r.to).toBe(true);
      expect(at(r.to)).toBeNull();
    }
  });

  it("uses 302 only for the contact aliases and the campaign link", () => {
    expect(REDIRECTS.filter((r) => r.status === 302).map((r) => r.from)).toEqual(["/enquire-", "/contact-us", CAMPAIGN_SHORT_LINK]);
  });
});

describe("one canonical URL per page", () => {
  it("leaves every canonical page alone", () => {
    for (const path of PAGE_PATHS) expect(at(path), path).toBeNull();
  });

  it("adds the slash to /painter and removes it everywhere else", () => {
    expect(at("/painter")).toEqual({ location: "/painter/", status: 301 });
    expect(at("/painter?a=b")).toEqual({ location: "/painter/?a=b", status: 301 });
    for (const path of PAGE_PATHS.filter((p) => p !== "/" && p !== "/painter/")) {
      expect(at(`${path}/`), path).toEqual({ location: path, status: 301 });
    }
  });

  it("folds letter case in one hop", () => {
    expect(at("/Trades/Electrician/")).toEqual({ location: "/trades/electrician", status: 301 });
    expect(at("/NEWS")).toEqual({ location: "/blog", status: 301 });
  });

  it("leaves unknown paths to the 404 page and never points off-site", () => {
    for (const path of ["/nope", "/trades/nope", "/blog/nope/", "//evil.example/", "/\\evil.example", "/%2F%2Fevil.example", "/trades//electrician"]) {
      const decision = at(path);
      if (decision) expect(decision.location, path).toMatch(/^\/(?!\/)/);
      else expect(decision).toBeNull();
    }
    expect(at("/nope")).toBeNull();
    expect(at("//evil.example")).toBeNull();
  });
});
