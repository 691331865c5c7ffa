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
  // The parsed channel as the assertions read it (two posts, so `item` is a list).
  type Item = { title: string; link: string; pubDate: string; description: string };
  type Channel = { description: string; lastBuildDate?: string; "atom:link": Record<string, string>; item: Item[] };
  // Made inside each test, not when the file is collected, so each run sees the code as it is.
  const feed = () => {
    const xml = rssFeed(posts);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
      rss: { channel: Channel };
    };
    return { xml, channel: parsed.rss.channel };
  };

  it("is RSS 2.0 about the site's news, line by line", () => {
    const { xml, channel } = feed();
    expect(xml.split("\n").slice(0, 4)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      "  <channel>",
      "    <title>Born to Build news</title>",
    ]);
    expect(xml.endsWith("  </channel>\n</rss>\n")).toBe(true);
    // One element a line, as a person reading the source would want it.
    expect(xml).toContain(`    <item>\n      <title>Newer</title>\n      <link>${ORIGIN}/blog/newer</link>\n`);
    expect(channel).toMatchObject({ title: "Born to Build news", link: `${ORIGIN}/blog`, language: "en-AU" });
    expect(channel.description).toMatch(/^News, stories and awards from Born to Build/);
    expect(channel["atom:link"]).toMatchObject({ "@_rel": "self", "@_type": "application/rss+xml" });
    expect(channel.item[0]).toEqual({
      title: "Newer",
      link: `${ORIGIN}/blog/newer`,
      guid: { "#text": `${ORIGIN}/blog/newer`, "@_isPermaLink": "true" },
      pubDate: "Fri, 31 Jan 2025 00:00:00 GMT",
      description: "A newer post, with words.",
    });
  });

  it("without posts is the channel alone: no items, no last build date, nothing else", () => {
    expect(rssFeed([]).split("\n")).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      "  <channel>",
      "    <title>Born to Build news</title>",
      `    <link>${ORIGIN}/blog</link>`,
      "    <description>News, stories and awards from Born to Build, South Australia&apos;s paid building and construction apprenticeship program.</description>",
      "    <language>en-AU</language>",
      `    <atom:link href="${ORIGIN}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
      "  </channel>",
      "</rss>",
      "",
    ]);
  });

  it("escapes every text, so a title with & or < stays one well-formed item", () => {
    const { xml, channel } = feed();
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(xml).toContain("<title>Tools &amp; &lt;tips&gt;</title>");
    // A feed reader gets the words back as written.
    expect(channel.item[1]).toMatchObject({ title: "Tools & <tips>", description: `Ann's "best" day` });
  });

  it("lists the newest first, with absolute links and RFC 822 dates", () => {
    const { channel } = feed();
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual([`${ORIGIN}/blog/newer`, `${ORIGIN}/blog/older`]);
    expect(channel.item.map((i: { pubDate: string }) => i.pubDate)).toEqual([
      "Fri, 31 Jan 2025 00:00:00 GMT",
      "Tue, 05 Mar 2024 00:00:00 GMT",
    ]);
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
