// The news feed's XML (app/lib/feed.server.ts) and the date people read (app/lib/post-date.ts),
// on made-up posts: escaping, order, RFC 822 dates, absolute URLs on the site origin.
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, rfc822, rssFeed } from "~/lib/feed.server";
import { longDate } from "~/lib/post-date";

const ORIGIN = "https://www.borntobuild.example.com";

describe("the feed", () => {
  const posts = [
    { slug: "older", title: "Tools & <tips>", excerpt: `Ann's "best" day`, date: "2024-03-05" },
    { slug: "newer", title: "Newer", excerpt: "A newer post, with words.", date: "2025-01-31" },
  ];
  const xml = rssFeed(posts);
  const channel = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).rss.channel;

  it("escapes every text, so a title with & or < stays one well-formed item", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(xml).toContain("<title>Tools &amp; &lt;tips&gt;</title>");
    // A feed reader gets the words back as written.
    expect(channel.item[1]).toMatchObject({ title: "Tools & <tips>", description: `Ann's "best" day` });
  });

  it("lists the newest first, with absolute links and RFC 822 dates", () => {
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual([`${ORIGIN}/blog/newer`, `${ORIGIN}/blog/older`]);
    expect(channel.item.map((i: { pubDate: string }) => i.pubDate)).toEqual(["Fri, 31 Jan 2025 00:00:00 GMT", "Tue, 05 Mar 2024 00:00:00 GMT"]);
    expect(channel.lastBuildDate).toBe("Fri, 31 Jan 2025 00:00:00 GMT");
    expect(channel["atom:link"]["@_href"]).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(rfc822("2024-11-28")).toBe("Thu, 28 Nov 2024 00:00:00 GMT");
  });
});

describe("a post's date as people read it", () => {
  it("is the full en-AU date, the same day in any time zone", () => {
    expect(longDate("2024-11-28")).toBe("28 November 2024");
    expect(longDate("2024-01-01")).toBe("1 January 2024");
    expect(longDate("2026-12-31")).toBe("31 December 2026");
  });
});
