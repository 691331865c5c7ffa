// The content path's browser check (`npm run test:content`): axe on the pages a
// staff change touches, built from staff's own content/, at a phone's and a laptop's width,
// after load and scrolled to the bottom. Which pages: CHANGED_PAGES (one path a line, as
// `node scripts/ci/changed-pages.mjs pages BASE HEAD` prints them), else home and the listings.
// A page the built sitemap no longer lists (a removed post) must answer 404 with the site's page.
import { ALWAYS } from "../../scripts/ci/changed-pages.mjs";
import { sitemapPaths } from "../support/pages";
import { axeViolations } from "../e2e/axe";
import { expect, networkIdle, test } from "../e2e/fixtures";

const asked = (process.env.CHANGED_PAGES ?? "")
  .split(/[\n,]/)
  .map((path) => path.trim())
  .filter(Boolean);
const PAGES = asked.length ? asked : ALWAYS;

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const path of PAGES)
      test(`${path}: answers, and axe finds nothing`, async ({ page, request }) => {
        const listed = sitemapPaths(await (await request.get("/sitemap.xml")).text());
        const response = await page.goto(path);
        expect(response?.status()).toBe(listed.includes(path) ? 200 : 404);
        await networkIdle(page);
        expect(await axeViolations(page)).toEqual([]);
      });
  });
}
