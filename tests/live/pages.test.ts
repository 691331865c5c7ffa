// The live suite (`npm run test:live`): the site built from staff's own content/, checked by
// rules only. Nothing here names a post, a figure or a count: staff change those every week, and
// SPEC's exact values are checked on the pinned copy instead (tests/fixtures/content/, decision
// 024). Each rule is what any page must be for a visitor or a crawler, whatever staff wrote:
// answered, titled, described, one heading, every link and picture found, every picture named.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { parse as parseYaml } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { contentSource } from "../../scripts/content/content-dir";
import { get } from "../worker/support";
import { sitemapPaths } from "../support/pages";
import type { InterfaceWords, TradePageWords } from "../../app/content/schema";
import { POST_ADDRESS, TRADE_PAGE, YEARLY_PAY } from "./rules";

/** Each sitemap page's HTML, fetched once. */
const pages = new Map<string, HTMLElement>();
let paths: string[] = [];

beforeAll(async () => {
  const sitemap = await get("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  paths = sitemapPaths(await sitemap.text());
  for (const path of paths) {
    const response = await get(path);
    // A page the sitemap lists that does not answer is the first thing to say.
    expect(response.status, `${path} answered ${response.status}`).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    pages.set(path, parse(await response.text()));
  }
});

/** What failed, one line a page, so one run names every page a rule fails on. */
const failing = (rule: (doc: HTMLElement, path: string) => string | null) =>
  [...pages].flatMap(([path, doc]) => {
    const problem = rule(doc, path);
    return problem ? [`${path}: ${problem}`] : [];
  });

describe("every page the sitemap lists", () => {
  it("lists the home page, the listings and at least one post and trade", () => {
    // The rule checks below are only as good as the pages they see: an empty sitemap passes them all.
    expect(paths).toContain("/");
    expect(paths).toContain("/blog");
    expect(paths).toContain("/trades");
    expect(paths.filter((p) => p.startsWith("/blog/")).length).toBeGreaterThan(0);
  });

  it("has a title, a description and a canonical address of its own", () => {
    expect(
      failing((doc, path) => {
        const title = doc.querySelector("head > title")?.text.trim() ?? "";
        const description = doc.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "";
        const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
        if (!title) return "no title";
        if (!description) return "no meta description";
        if (!canonical || new URL(canonical).pathname !== path) return `canonical is "${canonical}"`;
        return null;
      }),
    ).toEqual([]);
  });

  it("has exactly one h1, with words in it", () => {
    expect(
      failing((doc) => {
        const headings = doc.querySelectorAll("h1");
        if (headings.length !== 1) return `${headings.length} h1 headings`;
        return headings[0]!.text.trim() ? null : "an empty h1";
      }),
    ).toEqual([]);
  });

  it("names every picture: each img has alt text, empty only where a caption or the text around it says it", () => {
    expect(
      failing((doc) => {
        const unnamed = doc
          .querySelectorAll("img")
          .filter((img) => img.getAttribute("alt") === undefined)
          .map((img) => img.getAttribute("src"));
        return unnamed.length ? `img without alt: ${unnamed.join(", ")}` : null;
      }),
    ).toEqual([]);
  });

  it("gives every photo its sized copies, each of which answers", async () => {
    const copies = new Set<string>();
    for (const doc of pages.values())
      for (const element of doc.querySelectorAll("img[srcset], source[srcset]"))
        for (const candidate of element.getAttribute("srcset")!.split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url?.startsWith("/")) copies.add(url);
        }
    const missing: string[] = [];
    for (const url of copies) {
      const response = await get(url);
      if (response.status !== 200) missing.push(`${url} answered ${response.status}`);
      await response.body?.cancel();
    }
    expect(missing).toEqual([]);
  });

  it("links only to addresses that answer, and shows only pictures that answer", async () => {
    const targets = new Map<string, string>();
    for (const [path, doc] of pages) {
      for (const a of doc.querySelectorAll("a[href]")) {
        const href = a.getAttribute("href")!;
        if (href.startsWith("/") && !href.startsWith("//")) targets.set(href.split("#")[0]!, path);
      }
      for (const img of doc.querySelectorAll("img[src]")) {
        const src = img.getAttribute("src")!;
        if (src.startsWith("/")) targets.set(src, path);
      }
    }
    const broken: string[] = [];
    for (const [target, from] of targets) {
      if (!target) continue;
      const response = await get(target);
      await response.body?.cancel();
      // One hop at most: a link to an old address that redirects is still a link that lands.
      let status = response.status;
      if (status === 301 || status === 308) {
        const next = await get(new URL(response.headers.get("location")!, "http://x").pathname);
        await next.body?.cancel();
        status = next.status;
      }
      if (status !== 200) broken.push(`${target} (linked from ${from}) answered ${status}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("every trade", () => {
  it("says its yearly pay and what it is, in the site's one wording (docs/content.md)", () => {
    const trades = paths.filter((p) => TRADE_PAGE.test(p));
    expect(trades.length).toBeGreaterThan(0);
    const unstated = trades.filter((p) => !YEARLY_PAY.test(pages.get(p)!.querySelector("main")?.text ?? ""));
    expect(unstated).toEqual([]);
  });
});

describe("every photo staff put in", () => {
  it("sends its own address on to a copy that answers (the web editor draws its thumbnail from it)", async () => {
    // Read from the Markdown and YAML themselves, not from what the build made of them.
    const content = contentSource();
    const photos = new Set<string>();
    for (const entry of readdirSync(content, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && /\.(?:md|ya?ml)$/.test(entry.name))
        for (const [src] of readFileSync(join(entry.parentPath, entry.name), "utf8").matchAll(
          /\/images\/[a-z0-9-]+\/[A-Za-z0-9._-]+\.(?:jpe?g|png|webp|avif)\b/g,
        ))
          photos.add(src);
    const wrong: string[] = [];
    for (const src of photos) {
      const response = await get(src);
      const location = response.headers.get("location") ?? "";
      if (response.status !== 302 || !location.startsWith("/images/v/")) {
        wrong.push(`${src} answered ${response.status} ${location}`);
        continue;
      }
      const copy = await get(location);
      await copy.body?.cancel();
      if (copy.status !== 200 || !copy.headers.get("content-type")?.startsWith("image/"))
        wrong.push(`${src} → ${location} answered ${copy.status} ${copy.headers.get("content-type")}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("every post", () => {
  it("has an address staff can share: /blog/ and lower-case words or numbers joined by hyphens", () => {
    const posts = paths.filter((p) => p.startsWith("/blog/"));
    expect(posts.filter((p) => !POST_ADDRESS.test(p))).toEqual([]);
  });

  it("is in the feed, by its own address", async () => {
    const feed = await (await get("/blog/rss.xml")).text();
    const inFeed = new Set([...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname));
    expect(paths.filter((p) => p.startsWith("/blog/") && !inFeed.has(p))).toEqual([]);
  });
});

describe("the words staff wrote for the site's controls (Buttons and labels; Every trade's page)", () => {
  const read = (file: string): unknown => parseYaml(readFileSync(join(contentSource(), file), "utf8"));
  const text = (doc: HTMLElement | undefined, selector: string) => doc?.querySelector(selector)?.text.trim() ?? "";

  it("are on every page: the skip link, the menu button and the footer's headings", () => {
    const { header, footer } = read("shared/interface.yaml") as InterfaceWords;
    expect(
      failing((doc) => {
        const shown = [
          text(doc, 'a[href="#main"]'),
          ...doc.querySelectorAll("summary").map((summary) => summary.text.trim()),
          ...doc.querySelectorAll("footer h2").map((h) => h.text.trim()),
        ];
        const missing = [
          header.skipLink,
          header.menuButton,
          footer.linksHeading,
          footer.contactHeading,
          footer.followHeading,
        ].filter((word) => !shown.some((s) => s.includes(word)));
        return missing.length > 0 ? `does not show ${missing.map((w) => `"${w}"`).join(", ")}` : null;
      }),
    ).toEqual([]);
  });

  it("are on every trade page: At a glance, the two lists' headings and How it compares", () => {
    const trade = read("pages/trade-page.yaml") as TradePageWords;
    const trades = [...pages].filter(([path]) => TRADE_PAGE.test(path));
    expect(trades.length).toBeGreaterThan(0);
    const problems = trades.flatMap(([path, doc]) => {
      const headings = doc.querySelectorAll("h2, h3").map((h) => h.text.trim());
      return [trade.glance.heading, trade.entryRequirements, trade.trainingSupport, trade.compare.heading]
        .filter((word) => !headings.includes(word))
        .map((word) => `${path}: no heading "${word}"`);
    });
    expect(problems).toEqual([]);
  });
});
