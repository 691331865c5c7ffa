// The photo site over real HTTP: every picture a page names answers, as what it says it is,
// cached for a year; photos come as <picture> with AVIF and WebP sources and sizes; no page
// names an original, and an original's address answers 302 to a copy; the served copies carry no EXIF;
// the page's CSP allows each placeholder it draws. Expected values are the photo budgets'
// (tests/fixtures/photos.mjs) and docs/http.md's, not the pipeline's.
import { parse } from "node-html-parser";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { sha256Base64 } from "~/lib/hash";
import { styleAttributes } from "~/lib/http";
import { PHOTO_PAGES } from "../fixtures/photos.mjs";

const base = inject("photoSiteUrl");
const MIME: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};
const YEAR = /^public, max-age=31536000, immutable$/;

type Picture = { sources: Array<{ type: string; srcset: string; sizes: string }>; img: Record<string, string> };

const attributesOf = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
  );

/** The page's <picture> elements and its lone <img> elements. */
function picturesOf(html: string): { pictures: Picture[]; imgs: Record<string, string>[] } {
  const pictures = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner = ""]) => ({
    sources: [...inner.matchAll(/<source\b[^>]*>/g)].map(([tag]) => {
      const a = attributesOf(tag);
      return { type: a.type ?? "", srcset: a.srcset ?? "", sizes: a.sizes ?? "" };
    }),
    img: attributesOf(/<img\b[^>]*>/.exec(inner)?.[0] ?? ""),
  }));
  const outside = html.replace(/<picture\b[\s\S]*?<\/picture>/g, "");
  return { pictures, imgs: [...outside.matchAll(/<img\b[^>]*>/g)].map(([tag]) => attributesOf(tag)) };
}

const urlsOf = (srcset: string) => srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!);

const pages = new Map<string, { html: string; csp: string }>();
beforeAll(async () => {
  for (const path of PHOTO_PAGES) {
    const response = await fetch(new URL(path, base));
    expect(response.status, path).toBe(200);
    pages.set(path, { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" });
  }
});

describe.each(PHOTO_PAGES)("%s on the photo site", (path) => {
  it("shows its photos as <picture>: AVIF, then WebP, then the JPEG/PNG, with sizes, width and height", () => {
    const { pictures, imgs } = picturesOf(pages.get(path)!.html);
    expect(pictures.length).toBeGreaterThan(0);
    for (const { sources, img } of pictures) {
      expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of sources) {
        expect(source.sizes).toBe(img.sizes);
        expect(source.srcset.split(",").length).toBeGreaterThanOrEqual(2);
      }
      expect(img.sizes, img.src).toBeTruthy();
      expect(Number(img.width) > 0 && Number(img.height) > 0, img.src).toBe(true);
      expect(img.loading, img.src).toMatch(/^(lazy|eager)$/);
    }
    // Every <img> outside a <picture> is a drawing (.svg).
    for (const img of imgs) expect(img.src).toMatch(/\.svg$/);
  });

  it("every picture it names answers 200 as its type, cached for a year; no original is named", async () => {
    const { pictures, imgs } = picturesOf(pages.get(path)!.html);
    const urls = new Set<string>();
    for (const { sources, img } of pictures) {
      for (const source of sources) urlsOf(source.srcset).forEach((u) => urls.add(u));
      urlsOf(img.srcset ?? "").forEach((u) => urls.add(u));
      urls.add(img.src!);
    }
    for (const img of imgs) urls.add(img.src!);
    for (const url of urls) {
      const extension = /\.([a-z]+)$/.exec(url)?.[1] ?? "";
      expect(url.startsWith("/images/v/") || extension === "svg", `${url}: an original photo named`).toBe(true);
      const response = await fetch(new URL(url, base), { method: "HEAD" });
      expect([url, response.status, response.headers.get("content-type")]).toEqual([url, 200, MIME[extension]]);
      if (extension !== "svg") expect(response.headers.get("cache-control"), url).toMatch(YEAR);
    }
  });

  it("its data for the browser gives a photo's copies by stem and widths, not the srcset lists again", () => {
    // The lists are in the HTML already; spelt out in the hydration data as well, they were two
    // thirds of it on a page of photos (docs/images.md, "How a photo is shown").
    const { html } = pages.get(path)!;
    // Remix's route data, or on a page that hydrates islands (decisions 050, 052) their props.
    const data =
      /<script>window\.__remixContext = ([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      parse(html)
        .querySelectorAll("[data-island]")
        .map((island) => island.getAttribute("data-props") ?? "")
        .join("\n");
    // A page that does not hydrate (a post: decision 042) sends no data at all, so nothing twice.
    if (!data) {
      expect(html).not.toMatch(/__remixContext|data-island/);
      return;
    }
    expect(data.length).toBeGreaterThan(1000);
    const { pictures } = picturesOf(html);
    for (const { sources } of pictures) for (const { srcset } of sources) expect(data).not.toContain(srcset);
    // One copy's address per photo at most: its <img src>, which crawlers read.
    const copiesByStem = new Map<string, Set<string>>();
    for (const [url, stem] of data.matchAll(/(\/images\/v\/[a-z0-9/_-]+)-\d+\.(?:avif|webp|jpg|png)/g))
      copiesByStem.set(stem!, (copiesByStem.get(stem!) ?? new Set()).add(url));
    expect(copiesByStem.size).toBeGreaterThan(0);
    expect([...copiesByStem.values()].filter((urls) => urls.size > 1)).toEqual([]);
  });

  it("its CSP allows each placeholder it draws, by hash, and nothing else new", async () => {
    const { html, csp } = pages.get(path)!;
    const styles = styleAttributes(html);
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(styleSrc).toContain("'unsafe-hashes'");
    for (const style of styles) {
      expect(style).toMatch(/^background-image:url\(data:image\/webp;base64,[A-Za-z0-9+/=]+\)$/);
      expect(styleSrc).toContain(`'sha256-${await sha256Base64(style)}'`);
    }
  });
});

describe("originals and metadata", () => {
  it("a photo's original address sends on to a sized copy: the original is never deployed", async () => {
    for (const original of [
      "/images/posts/apprentice-awards.jpg",
      "/images/posts/apprentice-awards-ceremony.jpg",
      "/images/partners/harwood-example-builders.png",
    ]) {
      const response = await fetch(new URL(original, base), { redirect: "manual" });
      await response.arrayBuffer();
      const location = response.headers.get("location") ?? "";
      expect([original, response.status, location.startsWith("/images/v/")]).toEqual([original, 302, true]);
      // The copy, not the camera's file: no EXIF, and the original's address is nowhere deployed.
      const copy = Buffer.from(await (await fetch(new URL(location, base))).arrayBuffer());
      expect((await sharp(copy).metadata()).exif, location).toBeUndefined();
    }
  });

  it("the served copies of the camera photos carry no EXIF: no GPS position, no camera", async () => {
    const { pictures } = picturesOf(pages.get("/blog/apprentice-awards")!.html);
    const urls = pictures.flatMap(({ sources, img }) => [
      ...sources.flatMap((s) => urlsOf(s.srcset)),
      ...urlsOf(img.srcset ?? ""),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(15);
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp }).toEqual({ url, exif: undefined, xmp: undefined });
      expect(bytes.includes("Test Camera"), url).toBe(false);
    }
  });
});
