// The news as a reader and a feed reader see it: /blog/rss.xml parsed with a feed parser
// nobody here wrote (fast-xml-parser), item by item against SPEC's posts and against each
// post's own page; full en-AU dates in <time datetime> on the listing, posts and recent posts.
// SPEC's slugs, dates and order come from tests/fixtures/spec.ts, never from content; a post
// staff add is listed among them by its date and must match its own page like the rest.
import { XMLParser } from "fast-xml-parser";
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { HTTP_POLICY, SPEC_POSTS, specPostsIn } from "../fixtures/spec";
import { sitemapPaths } from "../support/pages";
import { get } from "./support";

const ORIGIN = "https://www.borntobuild.example.com";
const FEED_URL = `${ORIGIN}/blog/rss.xml`;
const SPEC_SLUGS = SPEC_POSTS.map((post) => post.slug);
const bySlug = new Map<string, (typeof SPEC_POSTS)[number]>(SPEC_POSTS.map((post) => [post.slug, post]));
const slugOf = (link: string) => /\/blog\/([^/?#]+)$/.exec(link)?.[1] ?? link;
const newestFirst = (dates: readonly string[]) => [...dates].sort().reverse();
/** Every post the sitemap lists, by slug: the posts the feed and the listing must hold. */
const sitemapPosts = async () =>
  sitemapPaths(await (await get("/sitemap.xml")).text())
    .filter((path) => /^\/blog\/[^/]+$/.test(path))
    .map(slugOf);

const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const text = (el: HTMLElement | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const feedLinks = (doc: HTMLElement) =>
  doc
    .querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')
    .map((link) => link.getAttribute("href"));

type Item = {
  title: string;
  link: string;
  guid: string | { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  description: string;
};

describe("news feed", () => {
  it("is RSS 2.0, cached like a page, and lists SPEC's six posts (and any added) newest first, each matching its page", async () => {
    const response = await get("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const xml = await response.text();

    const feed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
      rss: {
        "@_version": string;
        channel: {
          title: string;
          link: string;
          description: string;
          "atom:link": Record<string, string>;
          item: Item[];
        };
      };
    };
    expect(feed.rss["@_version"]).toBe("2.0");
    const { channel } = feed.rss;
    expect(channel.title).toBe("Born to Build news");
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    expect(channel.description.length).toBeGreaterThan(20);
    expect(channel["atom:link"]).toMatchObject({
      "@_href": FEED_URL,
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });

    // SPEC's six, in SPEC's order, on SPEC's dates; any post staff add among them by its date;
    // every post the sitemap lists, and nothing else.
    const items = channel.item;
    const slugs = items.map((item) => slugOf(item.link));
    expect(specPostsIn(slugs)).toEqual(SPEC_SLUGS);
    expect([...slugs].sort()).toEqual((await sitemapPosts()).sort());
    const dates = items.map((item) => new Date(item.pubDate).toISOString().slice(0, 10));
    expect(dates).toEqual(newestFirst(dates));
    const dateOf = new Map(slugs.map((slug, i) => [slug, dates[i]!]));
    for (const spec of SPEC_POSTS) expect(dateOf.get(spec.slug), spec.slug).toBe(spec.date);
    for (const [i, item] of items.entries()) {
      const slug = slugs[i]!;
      expect(item.link).toBe(`${ORIGIN}/blog/${slug}`);
      expect(item.guid).toEqual({ "#text": item.link, "@_isPermaLink": "true" });
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
      // The item is the post: its title is the page's h1, its summary the page's lead, its date the page's.
      const doc = await html(`/blog/${slug}`);
      const intro = doc.querySelector("main header")!;
      expect(item.title).toBe(text(intro.querySelector("h1")));
      expect(item.description.length, item.link).toBeGreaterThan(20);
      expect(intro.querySelectorAll("p").map(text)).toContain(item.description);
      const time = intro.querySelector("time")!;
      expect(time.getAttribute("datetime")).toBe(dates[i]);
      const long = bySlug.get(slug)?.long;
      if (long) expect(text(time)).toBe(long);
      else expect(text(time)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(text(time.parentNode)).toBe(`News · ${text(time)}`);
      // Feed readers find the feed from every post.
      expect(feedLinks(doc)).toEqual([FEED_URL]);
      // The sidebar's recent posts (SPEC: 4 items, exactly): the four newest other than this
      // one, newest first, each with the full, machine-readable date of the post it links to.
      const recent = doc.querySelectorAll("#recent-posts + ul li a");
      expect(recent.map((link) => link.getAttribute("href"))).toEqual(
        slugs
          .filter((other) => other !== slug)
          .slice(0, 4)
          .map((other) => `/blog/${other}`),
      );
      for (const link of recent) {
        const linked = slugOf(link.getAttribute("href")!);
        expect(link.querySelector("time")?.getAttribute("datetime")).toBe(dateOf.get(linked));
        const linkedLong = bySlug.get(linked)?.long;
        if (linkedLong) expect(text(link.querySelector("time"))).toBe(linkedLong);
      }
    }
    // Escaped, never raw: an apostrophe or ampersand in a title cannot break the XML.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it("the news listing links the feed and shows each post's full date, newest first", async () => {
    const doc = await html("/blog");
    expect(feedLinks(doc)).toEqual([FEED_URL]);
    const cards = doc.querySelectorAll("main article");
    const slugs = cards.map((card) => slugOf(card.querySelector('a[href^="/blog/"]')?.getAttribute("href") ?? ""));
    // SPEC's six in SPEC's order, with any post staff add among them; every post the sitemap lists.
    expect(specPostsIn(slugs)).toEqual(SPEC_SLUGS);
    expect([...slugs].sort()).toEqual((await sitemapPosts()).sort());
    const dates = cards.map((card) => card.querySelector("time")?.getAttribute("datetime") ?? "");
    expect(dates).toEqual(newestFirst(dates));
    const shown = new Map(
      slugs.map((slug, i) => [slug, { date: dates[i], long: text(cards[i]!.querySelector("time")) }]),
    );
    expect(SPEC_POSTS.map((p) => shown.get(p.slug))).toEqual(SPEC_POSTS.map((p) => ({ date: p.date, long: p.long })));
    // Pages that are not news do not advertise it.
    expect(feedLinks(await html("/about"))).toEqual([]);
  });
});
