// Every URL of the site over real HTTP against the built worker in workerd.
import { describe, expect, it } from "vitest";
import { PAGES } from "~content/pages";
import { POSTS, postPath } from "~content/posts";
import { PAGE_PATHS } from "~content/routes";
import { TRADES, tradePath } from "~content/trades";
import { SITE_PAGE_PATHS } from "../fixtures/site-pages";
import { SPEC_COUNTS, SPEC_REDIRECTS, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { CHECKED_PAGES } from "../support/pages";
import { get } from "./support";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const expected = new Map<string, { title: string; heading: string }>([
  ...Object.values(PAGES).map((p) => [p.path, { title: p.title, heading: p.heading }] as const),
  ...TRADES.map((t) => [tradePath(t), { title: `${t.name} apprenticeship | Born to Build`, heading: t.name }] as const),
  ...POSTS.map((p) => [postPath(p), { title: `${p.title} | Born to Build`, heading: p.title }] as const),
]);

describe("every route answers 200 with its own title and main heading", () => {
  // At least SPEC's pages: staff posts add to them (tests/fixtures/spec.ts, SPEC_AT_LEAST).
  it(`knows SPEC's ${SPEC_COUNTS.pages} pages, every trade page at SPEC's path`, () => {
    expect(PAGE_PATHS).toEqual(expect.arrayContaining([...SITE_PAGE_PATHS]));
    expect(PAGE_PATHS.length).toBeGreaterThanOrEqual(SPEC_COUNTS.pages);
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(SPEC_TRADE_PATHS));
  });

  it.each(CHECKED_PAGES.map((p) => [p]))("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const want = expected.get(path)!;
    expect(decode(titleOf(html))).toBe(want.title);
    expect(decode(h1Of(html))).toBe(want.heading);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<html lang="en-AU">');
  });

  it("titles are unique", async () => {
    const titles = await Promise.all(PAGE_PATHS.map(async (p) => titleOf(await (await get(p)).text())));
    expect(new Set(titles).size).toBe(PAGE_PATHS.length);
  });
});

describe("legacy redirects (SPEC §2): one hop to a page that answers 200", () => {
  // As SPEC writes the source, with and without its trailing slash, in capitals, with a query.
  const bare = (path: string) => (path.endsWith("/") ? path.slice(0, -1) : path);
  const cases = SPEC_REDIRECTS.flatMap(
    ([from, to, status]) =>
      [
        [from, to, status],
        [bare(from), to, status],
        [`${bare(from)}/`, to, status],
        [bare(from).toUpperCase(), to, status],
        [`${bare(from)}/?utm_source=flyer&ref=a%20b`, `${to}?utm_source=flyer&ref=a%20b`, status],
        [`${bare(from)}?q=1`, `${to}?q=1`, status],
      ] as const,
  );

  it.each(cases)("%s → %s (%i)", async (from, to, status) => {
    const response = await get(from);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(to);
    const landing = await get(to);
    expect(landing.status).toBe(200);
  });

  it("answers a client-side data request at an old path in Remix's redirect protocol", async () => {
    const response = await get("/trades/painter?_data=routes%2Ftrades.%24slug");
    expect(response.status).toBe(204);
    expect(response.headers.get("x-remix-redirect")).toBe("/painter/");
    expect(response.headers.get("x-remix-status")).toBe("301");
    const alias = await get("/contact-us?_data=routes%2F%24");
    expect(alias.status).toBe(204);
    expect(alias.headers.get("x-remix-redirect")).toBe("/");
    expect(alias.headers.get("x-remix-status")).toBe("302");
  });
});

describe("one canonical URL per page", () => {
  it.each(PAGE_PATHS.filter((p) => p !== "/" && p !== "/painter/").map((p) => [p]))("%s/ → %s", async (path) => {
    const response = await get(`${path}/?a=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${path}?a=1`);
  });

  it.each([["/sitemap.xml"], ["/robots.txt"], ["/blog/rss.xml"]])(
    "%s: its slash and upper-case spellings → it, as for a page",
    async (path) => {
      expect((await get(path)).status).toBe(200);
      for (const variant of [`${path}/`, path.toUpperCase()]) {
        const response = await get(variant);
        expect(response.status, variant).toBe(301);
        expect(response.headers.get("location"), variant).toBe(path);
      }
    },
  );

  it("/painter → /painter/", async () => {
    const response = await get("/painter");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/painter/");
  });
});

describe("unknown paths are true 404s in the site shell", () => {
  it.each([
    ["/no-such-page"],
    ["/trades/astronaut"],
    ["/blog/no-such-post"],
    ["/painter/extra"],
    ["/blog/meet-jordan/extra"],
  ])("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).toContain('aria-label="Main"'); // the shell's navigation
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("//evil.example: a small 404 before any render, never the page / of another host", async () => {
    const response = await get("//evil.example");
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).not.toContain("<html");
  });
});
