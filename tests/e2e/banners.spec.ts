/**
 * On a wide screen every page content/data/banners.yaml lists shows its picture
 * in the right half of its intro, loaded and drawn at its shape; on a phone the picture is not
 * displayed and never downloaded (a lazy image that is not displayed is not fetched). Which
 * pages and which pictures come from the YAML file as staff wrote it.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, networkIdle, test } from "./fixtures";

type Entry = { page: string; picture: { src: string; alt: string } };
const { banners } = parse(readFileSync("tests/fixtures/content/data/banners.yaml", "utf8")) as { banners: Entry[] };

/** The page's intro (the band with its h1) and, in it, the picture the file names. */
const introOf = (page: Page) => page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
const pictureOf = (page: Page, { alt }: Entry["picture"]) =>
  introOf(page)
    .locator("img")
    .and(page.getByAltText(alt, { exact: true }));

/** Runs in the page: the lines of text in the intro (h1, lead, figures, buttons) the picture covers. */
function textUnder(img: HTMLImageElement): string[] {
  const box = img.getBoundingClientRect();
  const covered: string[] = [];
  const walker = document.createTreeWalker(img.closest("header")!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects())
      if (line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom)
        covered.push(node.textContent!.trim());
  }
  return covered;
}

// 1024 is where the two columns start (the theme's lg), 1280 a common laptop.
for (const width of [1024, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every banner picture is loaded, drawn at 4:3 in the right half of its intro, beside the words", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const { page: path, picture } of banners) {
        await page.goto(path);
        const img = pictureOf(page, picture);
        await expect(img, path).toBeVisible();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { message: path })
          .toBeGreaterThan(0);
        const band = (await introOf(page).boundingBox())!;
        const box = (await img.boundingBox())!;
        expect(box.x, `${path}: starts in the right half`).toBeGreaterThanOrEqual(band.x + band.width / 2);
        expect(box.x + box.width, `${path}: ends inside the band`).toBeLessThanOrEqual(band.x + band.width);
        expect(box.y, `${path}: inside the band`).toBeGreaterThanOrEqual(band.y);
        expect(box.y + box.height, `${path}: inside the band`).toBeLessThanOrEqual(band.y + band.height);
        expect(await img.evaluate(textUnder), `${path}: beside the words, over none of them`).toEqual([]);
        // Neither stretched nor squashed: the slot's 4:3, at a size worth showing.
        expect(box.width / box.height, path).toBeCloseTo(4 / 3, 2);
        expect(box.width, path).toBeGreaterThanOrEqual(320);
      }
    });
  });
}

test.describe("at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no banner picture is displayed, and none is ever requested", async ({ page }) => {
    test.setTimeout(90_000);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    let unique = 0;
    for (const { page: path, picture } of banners) {
      requested.length = 0;
      const html = await (await page.goto(path))!.text();
      // Scrolled through: lazy pictures further down are fetched meanwhile, the banner's never.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await networkIdle(page);
      const img = pictureOf(page, picture);
      await expect(img, `${path}: in the HTML`).toHaveCount(1);
      await expect(img, path).toBeHidden();
      expect(requested, `${path}: the page's own requests were recorded`).toContain(path);
      // Where the same file is shown elsewhere on the page (a carousel), a request is not the
      // banner's, and the banner may show the copy the carousel fetched: only the others count.
      if (html.split(`src="${picture.src}"`).length === 2) {
        unique++;
        expect(requested, `${path}: ${picture.src}`).not.toContain(picture.src);
        expect(await img.evaluate((el: HTMLImageElement) => [el.currentSrc, el.naturalWidth]), path).toEqual(["", 0]);
      }
    }
    expect(unique).toBeGreaterThan(banners.length / 2);
  });
});
