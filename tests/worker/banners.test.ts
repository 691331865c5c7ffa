// Every page content/data/banners.yaml lists shows that picture, with the
// file's description, in its intro (the band with its h1); every other page shows none there
// (home keeps its video, a post its cover under the intro). Expected values are read from the
// YAML file as staff wrote it, not from the module the site is built with. Over HTTP, as a
// crawler reads the page: that the picture is shown only on wide screens and never fetched on a
// phone is the browser's to prove (tests/e2e/banners.spec.ts).
import { readFileSync } from "node:fs";
import { parse, type HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { sitemapPaths, withSitemap } from "../support/pages";
import { get } from "./support";

type Entry = { page: string; picture: { src: string; alt: string } };
const { banners } = parseYaml(readFileSync("tests/fixtures/content/data/banners.yaml", "utf8")) as { banners: Entry[] };

/** The page's intro: the <header> that holds its h1. */
async function intro(path: string): Promise<HTMLElement> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const heading = parse(await response.text()).querySelector("main h1");
  const header = heading?.closest("header");
  expect(header, `${path}: an intro with an h1`).toBeTruthy();
  return header!;
}
/** Pictures in the intro that are not part of a video's figure (home's poster). */
const pictures = (header: HTMLElement) => header.querySelectorAll("img").filter((img) => !img.closest("figure"));

/** A drawing is served as it is; a photo as sized copies named after it (/images/v/…/<name>-<hash>-<width>.<ext>). */
const servedAs = (src: string) => {
  if (src.endsWith(".svg")) return new RegExp(`^${src.replace(/[.]/g, "\\.")}$`);
  const name = /\/([a-z0-9_-]+)\.[a-z]+$/.exec(src)![1]!;
  return new RegExp(`^/images/v/.*/${name}-[0-9a-f]+-\\d+\\.(jpg|png)$`);
};

let pages: string[] = [];
beforeAll(async () => {
  pages = withSitemap(sitemapPaths(await (await get("/sitemap.xml")).text()));
});

describe("page banners (content/data/banners.yaml)", () => {
  it("lists pages, each once", () => {
    expect(banners.length).toBeGreaterThan(0);
    expect(new Set(banners.map((b) => b.page)).size).toBe(banners.length);
  });

  it("every page listed shows its picture in the intro, described as the file says, lazy and sized", async () => {
    for (const { page, picture } of banners) {
      expect(pages, `${page} is a page of the site`).toContain(page);
      const shown = pictures(await intro(page));
      expect(shown.length, `${page}: one picture in the intro`).toBe(1);
      const img = shown[0]!;
      expect(img.getAttribute("alt"), page).toBe(picture.alt);
      expect(img.getAttribute("src"), page).toMatch(servedAs(picture.src));
      // Not the phone's largest paint: it waits, and it never jumps the queue.
      expect(img.getAttribute("loading"), page).toBe("lazy");
      expect(img.getAttribute("fetchpriority"), page).toBeUndefined();
      expect(Number(img.getAttribute("width")), page).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height")), page).toBeGreaterThan(0);
    }
  });

  it("every other page shows none in its intro", async () => {
    const listed = new Set(banners.map((b) => b.page));
    const others = pages.filter((path) => !listed.has(path));
    // Home, the trades with a video, the legal pages and every post at least.
    expect(others).toEqual(
      expect.arrayContaining(["/", "/trades/electrician", "/privacy-policy", "/blog/meet-jordan"]),
    );
    for (const path of others)
      expect(
        pictures(await intro(path)).map((img) => img.getAttribute("src")),
        path,
      ).toEqual([]);
  });
});
