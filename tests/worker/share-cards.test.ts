// Share cards as a network reads them: every page's og:image answers with a
// PNG of the right size, cached for a year, and its tags describe that page's own card.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { SHARE_CARD } from "../fixtures/share-cards";
import { PAY_WORDS } from "../fixtures/site-pages";
import { HTTP_POLICY, SPEC_POSTS, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { CHECKED_PAGES } from "../support/pages";
import { get } from "./support";

const meta = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute("content") ??
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute("content");

type Tags = { image: string; alt: string; heading: string };
const seen = new Map<string, Tags>();

describe("every page's share card", () => {
  it.each(CHECKED_PAGES.map((p) => [p]))("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const doc = parse(await response.text());
    const image = meta(doc, "og:image")!;
    const alt = meta(doc, "og:image:alt")!;
    expect(image).toMatch(/^https:\/\/.+\/og\/[a-z0-9-]+-[0-9a-f]{12}\.png$/);
    expect(meta(doc, "twitter:image")).toBe(image);
    expect(meta(doc, "og:image:type")).toBe(SHARE_CARD.type);
    expect(meta(doc, "og:image:width")).toBe(String(SHARE_CARD.width));
    expect(meta(doc, "og:image:height")).toBe(String(SHARE_CARD.height));
    expect(alt.length).toBeGreaterThan(20);
    expect(meta(doc, "twitter:image:alt")).toBe(alt);

    const picture = await get(new URL(image).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe(SHARE_CARD.type);
    expect(picture.headers.get("cache-control")).toBe(SHARE_CARD.cacheControl);
    expect(picture.headers.get("x-content-type-options")).toBe(HTTP_POLICY.security["x-content-type-options"]);
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(SHARE_CARD.maxBytes);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([SHARE_CARD.width, SHARE_CARD.height]);
    seen.set(path, { image, alt, heading: doc.querySelector("h1")!.textContent.trim() });
  });

  it("each page's card and words are its own: a trade's SPEC figures, a post's title and date", () => {
    expect(seen.size).toBe(CHECKED_PAGES.length);
    const tags = [...seen.values()];
    expect(new Set(tags.map((t) => t.image)).size).toBe(tags.length);
    expect(new Set(tags.map((t) => t.alt)).size).toBe(tags.length);
    SPEC_TRADE_PATHS.forEach((path, i) => {
      const spec = Object.values(SPEC_TRADES)[i]!;
      const { alt, heading } = seen.get(path)!;
      expect(alt.startsWith(`${heading}: ${spec.demand.toLowerCase()} demand`), alt).toBe(true);
      expect(alt).toContain(`${spec.pagePay ?? spec.listingPay} ${PAY_WORDS.qualified}`);
      expect(alt).toContain(`${spec.years} years`);
    });
    for (const post of SPEC_POSTS) {
      const { alt, heading } = seen.get(`/blog/${post.slug}`)!;
      expect(alt).toContain(heading);
      expect(alt).toContain(post.long);
    }
  });
});
