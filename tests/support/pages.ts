/**
 * The pages the checkers visit (axe, pa11y, vnu, reflow, the head-tag and route tests): SPEC's
 * route table, then every further page the site has, such as a post staff published, so a new
 * page is checked like the launch ones instead of being skipped or failing a count.
 *
 * A test that runs in a test's body reads the built site's sitemap (`withSitemap`); one that
 * names its tests when the file is collected, before any server answers, takes the site's
 * page list from app/content/routes.ts (`CHECKED_PAGES`), which is the list the sitemap is made of:
 * tests/worker/seo.test.ts holds the sitemap to exactly that list, and to every SPEC page.
 */
import { PAGE_PATHS } from "../../app/content/routes";
import { SITE_PAGE_PATHS } from "../fixtures/site-pages";

export { REMIX_PAGE } from "./remix-page";

/** SPEC's pages and those issues added first, in that order, then the others in the order given; no repeats. */
export const withSitemap = (paths: readonly string[]): string[] => [...new Set([...SITE_PAGE_PATHS, ...paths])];

/** The sitemap's page paths, in its order, from its XML: the smoke check's reader, tested in tests/unit/smoke.test.ts. */
export { sitemapPaths } from "../../scripts/smoke/smoke.mjs";

export const CHECKED_PAGES: readonly string[] = withSitemap(PAGE_PATHS);

/**
 * The pages made from one template filled with different content: the fifteen trade pages and
 * the posts (SPEC's six and any staff add). What content can get wrong (alt text, headings, link
 * names) does not depend on the screen and is checked on every page at 390px by axe; what the
 * screen or the device changes (layout, contrast on the bands, target sizes) is the template's,
 * so where a check is about that alone, `TEMPLATE_SAMPLE` stands for the rest.
 */
const isFromRepeatedTemplate = (path: string): boolean =>
  /^\/(trades|blog)\/[^/]+$/.test(path) && path !== "/trades/compare";

/**
 * Three of each repeated template: a trade with a video, one without, the degree pathway; the
 * awards list, a story with its sidebar extras, a plain post. (The painter's page, at its own
 * path, is not from the repeated path and stays too.)
 */
const TEMPLATE_SAMPLE: readonly string[] = [
  "/trades/carpenter",
  "/trades/bricklayer",
  "/trades/civil-engineer",
  "/blog/apprentice-awards",
  "/blog/tayla-story",
  "/blog/sixers-partnership",
];

/** `pages` with the repeated templates cut to TEMPLATE_SAMPLE. */
export const sampledPages = (pages: readonly string[]): string[] =>
  pages.filter((path) => !isFromRepeatedTemplate(path) || TEMPLATE_SAMPLE.includes(path));
