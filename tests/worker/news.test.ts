// The news as a reader and a feed reader see it: /blog/rss.xml parsed with a feed parser
// nobody here wrote (fast-xml-parser), item by item against SPEC's posts and against each
// post's own page; full en-AU dates in <time datetime> on the listing, posts and recent posts.
// Expected slugs, dates and order come from tests/fixtures/spec.ts, never from content.
import { XMLParser } from "fast-xml-parser";
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { HTTP_POLICY, SPEC_POSTS } from "../fixtures/spec";
import { get } from "./support";

const ORIGIN = "https://www.borntobuild.example.com";
const FEED_URL = `${ORIGIN}/blog/rss.xml`;
const byPath = new Map<string, (typeof SPEC_POSTS)[number]>(SPEC_POSTS.map((post) => [`/blog/${post.slug}`, post]));

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
  it("is RSS 2.0, cached like a page, and lists SPEC's six posts newest first, each matching its page", async () => {
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

    expect(channel.item.map((item) => item.link)).toEqual(SPEC_POSTS.map((post) => `${ORIGIN}/blog/${post.slug}`));
    for (const [i, item] of channel.item.entries()) {
      const spec = SPEC_POSTS[i]!;
      expect(item.guid).toEqual({ "#text": item.link, "@_isPermaLink": "true" });
      expect(new Date(item.pubDate).toISOString().slice(0, 10), item.link).toBe(spec.date);
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} 2024 00:00:00 GMT$/);
      // The item is the post: its title is the page's h1, its summary the page's lead, its date the page's.
      const doc = await html(`/blog/${spec.slug}`);
      const intro = doc.querySelector("main header")!;
      expect(item.title).toBe(text(intro.querySelector("h1")));
      expect(item.description.length, item.link).toBeGreaterThan(20);
      expect(intro.querySelectorAll("p").map(text)).toContain(item.description);
      const time = intro.querySelector("time")!;
      expect(time.getAttribute("datetime")).toBe(spec.date);
      expect(text(time)).toBe(spec.long);
      expect(text(time.parentNode)).toBe(`News · ${spec.long}`);
      // Feed readers find the feed from every post.
      expect(feedLinks(doc)).toEqual([FEED_URL]);
      // The sidebar's recent posts: full dates, machine-readable, each the date of the post it links to.
      const recent = doc.querySelectorAll("#recent-posts + ul li a");
      expect(recent).toHaveLength(4);
      for (const link of recent) {
        const linked = byPath.get(link.getAttribute("href")!)!;
        expect(link.querySelector("time")?.getAttribute("datetime")).toBe(linked.date);
        expect(text(link.querySelector("time"))).toBe(linked.long);
      }
    }
    // Escaped, never raw: an apostrophe or ampersand in a title cannot break the XML.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it("the news listing links the feed and shows each post's full date, newest first", async () => {
    const doc = await html("/blog");
    expect(feedLinks(doc)).toEqual([FEED_URL]);
    const cards = doc.querySelectorAll("main article");
    expect(cards.map((card) => card.querySelector('a[href^="/blog/"]')?.getAttribute("href"))).toEqual(
      SPEC_POSTS.map((p) => `/blog/${p.slug}`),
    );
    expect(cards.map((card) => card.querySelector("time")?.getAttribute("datetime"))).toEqual(
      SPEC_POSTS.map((p) => p.date),
    );
    expect(cards.map((card) => text(card.querySelector("time")))).toEqual(SPEC_POSTS.map((p) => p.long));
    // Pages that are not news do not advertise it.
    expect(feedLinks(await html("/about"))).toEqual([]);
  });
});
