// What a crawler sees: head tags, the sitemap and robots.txt, JSON-LD, and the link graph.
import { parse, type HTMLElement } from "node-html-parser";
import { programName } from "../fixtures/pathways";
import { describe, expect, it } from "vitest";
import { FAQ } from "~content/faq";
import { PAGE_PATHS } from "~content/routes";
import { SITE_ORIGIN, SOCIAL_LINKS } from "~content/site";
import { TRADES, tradePath } from "~content/trades";
import { SPEC_PAGE_PATHS, SPEC_POSTS, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { CHECKED_PAGES } from "../support/pages";
import { get } from "./support";

const pages = new Map<string, HTMLElement>();
const load = async (path: string) => {
  if (!pages.has(path)) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    pages.set(path, parse(await response.text()));
  }
  return pages.get(path)!;
};
const meta = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute("content") ??
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute("content");
const jsonLd = (doc: HTMLElement) =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);

describe("head tags", () => {
  it.each(CHECKED_PAGES.map((p) => [p]))("%s", async (path) => {
    const doc = await load(path);
    const canonical = `${SITE_ORIGIN}${path}`;
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe("en-AU");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(meta(doc, "description")!.length).toBeGreaterThan(50);
    expect(meta(doc, "og:title")).toBe(doc.querySelector("title")?.textContent);
    expect(meta(doc, "og:description")).toBe(meta(doc, "description"));
    expect(meta(doc, "og:url")).toBe(canonical);
    expect(meta(doc, "og:image")).toMatch(/^https:\/\/.+\.png$/);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:image")).toBe(meta(doc, "og:image"));
    // The share image's description goes with it to both networks.
    expect(meta(doc, "og:image:alt")!.length).toBeGreaterThan(20);
    expect(meta(doc, "twitter:image:alt")).toBe(meta(doc, "og:image:alt"));
    expect(meta(doc, "robots")).toBeUndefined();
  });

  it("titles and descriptions are unique", async () => {
    const docs = await Promise.all(PAGE_PATHS.map(load));
    expect(new Set(docs.map((d) => d.querySelector("title")?.textContent)).size).toBe(PAGE_PATHS.length);
    expect(new Set(docs.map((d) => meta(d, "description"))).size).toBe(PAGE_PATHS.length);
  });

  it("the share image exists", async () => {
    const doc = await load("/");
    const response = await get(new URL(meta(doc, "og:image")!).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});

describe("sitemap and robots", () => {
  it("the sitemap lists every canonical page with lastmod, and each answers 200 directly", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(entries.map((m) => m[1])).toEqual(PAGE_PATHS.map((p) => `${SITE_ORIGIN}${p}`));
    // Every page of SPEC's route table: the checkers visit these and whatever else the sitemap
    // lists (tests/support/pages.ts), so together the two lists are every page.
    expect(entries.map((m) => new URL(m[1]!).pathname)).toEqual(expect.arrayContaining([...SPEC_PAGE_PATHS]));
    for (const [, loc] of entries) expect((await get(new URL(loc!).pathname)).status, loc).toBe(200);
  });

  it("robots.txt allows crawling and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});

describe("JSON-LD", () => {
  it("every block on every page parses and has its type's required fields", async () => {
    let count = 0;
    for (const path of PAGE_PATHS) {
      const blocks = jsonLd(await load(path));
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) {
        count++;
        expect(block["@context"]).toBe("https://schema.org");
        switch (block["@type"]) {
          case "EducationalOrganization":
            expect(block).toMatchObject({ name: "Born to Build", url: `${SITE_ORIGIN}/` });
            expect(block.logo).toMatch(/^https:\/\//);
            expect(block.sameAs).toEqual(SOCIAL_LINKS.map((s) => s.href));
            expect(block.contactPoint).toMatchObject({ "@type": "ContactPoint" });
            break;
          case "BreadcrumbList": {
            const items = block.itemListElement as Array<Record<string, unknown>>;
            expect(items[0]).toMatchObject({ position: 1, name: "Home", item: `${SITE_ORIGIN}/` });
            expect(items.at(-1)).toMatchObject({ item: `${SITE_ORIGIN}${path}` });
            items.forEach((item, i) => expect(item).toMatchObject({ "@type": "ListItem", position: i + 1 }));
            break;
          }
          case "BlogPosting":
            expect(block.headline).toBeTruthy();
            // SPEC's posts on SPEC's days; a post staff add on its own, a real calendar day.
            expect(block.datePublished).toBe(
              SPEC_POSTS.find((post) => path === `/blog/${post.slug}`)?.date ?? block.datePublished,
            );
            expect(new Date(`${String(block.datePublished)}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
              block.datePublished,
            );
            expect(block.image).toMatch(/^https:\/\//);
            expect(block.author).toMatchObject({ name: "Born to Build" });
            expect(block.publisher).toMatchObject({ name: "Born to Build" });
            break;
          case "FAQPage": {
            const questions = block.mainEntity as Array<{
              "@type": string;
              name: string;
              acceptedAnswer: { "@type": string; text: string };
            }>;
            expect(questions).toHaveLength(FAQ.length);
            for (const q of questions) {
              expect(q["@type"]).toBe("Question");
              expect(q.name).toMatch(/\?$/);
              expect(q.acceptedAnswer["@type"]).toBe("Answer");
              expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
              expect(q.acceptedAnswer.text).not.toMatch(/\]\(/);
            }
            break;
          }
          case "WorkBasedProgram": {
            const trade = TRADES.find((t) => tradePath(t) === path)!;
            expect(block.name).toBe(programName(trade.slug, trade.name));
            const spec = SPEC_TRADES[Object.keys(SPEC_TRADES)[SPEC_TRADE_PATHS.indexOf(path)]!]!;
            expect(block.timeToComplete).toBe(`P${spec.years}Y`);
            expect(block.provider).toMatchObject({ name: "Born to Build" });
            expect(block.salaryUponCompletion).toMatchObject({
              "@type": "MonetaryAmountDistribution",
              currency: "AUD",
              duration: "P1Y",
              median: Number((spec.pagePay ?? spec.listingPay).replace(/\D/g, "")),
            });
            break;
          }
          case "ItemList": {
            // The trade explorer: every trade's program, in its default order (highest listing pay first).
            expect(path).toBe("/trades/compare");
            const items = block.itemListElement as Array<{
              position: number;
              item: { "@type": string; url: string; timeToComplete: string };
            }>;
            expect(block.numberOfItems).toBe(SPEC_TRADE_PATHS.length);
            expect(items.map((i) => i.position)).toEqual(SPEC_TRADE_PATHS.map((_, i) => i + 1));
            const pays = items.map((i) => {
              expect(i.item["@type"]).toBe("WorkBasedProgram");
              const spec =
                SPEC_TRADES[Object.keys(SPEC_TRADES)[SPEC_TRADE_PATHS.indexOf(new URL(i.item.url).pathname)]!]!;
              expect(i.item.timeToComplete).toBe(`P${spec.years}Y`);
              return Number(spec.listingPay.replace(/\D/g, ""));
            });
            expect(pays).toEqual([...pays].sort((a, b) => b - a));
            break;
          }
          default:
            throw new Error(`unexpected JSON-LD type ${String(block["@type"])} on ${path}`);
        }
      }
    }
    expect(count).toBeGreaterThan(PAGE_PATHS.length);
  });

  it("home describes the organisation; inner pages their breadcrumbs; trades, posts and the FAQ themselves", async () => {
    const types = async (path: string) => jsonLd(await load(path)).map((b) => b["@type"]);
    expect(await types("/")).toEqual(["EducationalOrganization"]);
    expect(await types("/about")).toEqual(["BreadcrumbList"]);
    expect(await types("/apprenticeship-faq")).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(await types("/blog/meet-jordan")).toEqual(["BreadcrumbList", "BlogPosting"]);
    expect(await types("/painter/")).toEqual(["BreadcrumbList", "WorkBasedProgram"]);
  });
});

describe("crawl", () => {
  it("from / every internal link answers 200 directly, and every page of the route table is reachable", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const problems: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const response = await get(path);
      if (response.status !== 200) {
        problems.push(`${path} → ${response.status} ${response.headers.get("location") ?? ""}`);
        continue;
      }
      if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
      const doc = parse(await response.text());
      for (const a of doc.querySelectorAll("a[href^='/']")) {
        const href = new URL(a.getAttribute("href")!, "http://x");
        const target = href.pathname;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(problems).toEqual([]);
    for (const path of PAGE_PATHS) expect(seen.has(path), path).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(PAGE_PATHS.length);
  });
});
