// RFC 3986 §2.3 and §6.2.2: unreserved characters (ALPHA / DIGIT / "-" / "." / "_" / "~") mean
// the same percent-encoded or not; every other escape means something else and must stay.
import { describe, expect, it } from "vitest";
import { normalizePath, resolveRedirect } from "~/lib/redirects";

const UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const escape = (c: string, upper: boolean) =>
  `%${c.charCodeAt(0).toString(16).padStart(2, "0")[upper ? "toUpperCase" : "toLowerCase"]()}`;
const at = (path: string) => resolveRedirect(new URL(`https://site.test${path}`));

describe("one spelling per path", () => {
  it("decodes every unreserved character, in either case of hex digit", () => {
    for (const c of UNRESERVED) {
      expect(normalizePath(`/${escape(c, true)}`), c).toBe(`/${c}`);
      expect(normalizePath(`/${escape(c, false)}`), c).toBe(`/${c}`);
    }
  });

  it("leaves every other escape alone", () => {
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      if (UNRESERVED.includes(c)) continue;
      const escaped = `/${escape(c, true)}`;
      expect(normalizePath(escaped), escaped).toBe(escaped);
    }
    expect(normalizePath("/%C3%A9")).toBe("/%C3%A9");
  });

  it("folds runs of slashes anywhere into one", () => {
    expect(normalizePath("///")).toBe("/");
    expect(normalizePath("//trades///electrician//")).toBe("/trades/electrician/");
    expect(normalizePath("/about")).toBe("/about");
  });

  it("sends each variant of a page there in one hop, query kept; anything else is left to the 404", () => {
    expect(at("/%61bout?x=1")).toEqual({ location: "/about?x=1", status: 301 });
    expect(at("//trades//carpenter//")).toEqual({ location: "/trades/carpenter", status: 301 });
    expect(at("/painter//")).toEqual({ location: "/painter/", status: 301 });
    expect(at("/%70ainter")).toEqual({ location: "/painter/", status: 301 });
    expect(at("///")).toEqual({ location: "/", status: 301 });
    expect(at("/contact%2Dus")).toEqual({ location: "/", status: 302 });
    expect(at("//electrician")).toEqual({ location: "/trades/electrician", status: 301 });
    expect(at("//evil.example")).toBeNull();
    expect(at("/%2F%2Fabout")).toBeNull();
    expect(at("/about")).toBeNull();
  });
});
