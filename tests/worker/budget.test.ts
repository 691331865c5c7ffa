// The size budgets, held on every build (figures, not timings: `npm run bench` prints
// the same measurements as a table). Every page the sitemap lists is checked.
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, MIN_HINTED_CHARS } from "../../scripts/build/compile-hints.mjs";
import {
  FIRST_LOAD_JS_BUDGET,
  HOME_JS_BUDGET,
  SITE_JS_BUDGET,
  firstLoad,
  kib,
  type FirstLoad,
} from "../support/first-load.mjs";
import { QUIZ_RESULTS } from "../fixtures/views";

/** The explorer's enhancer (app/enhance): a few hundred lines of DOM code, no library. */
const ENHANCED_JS_BUDGET = 5 * 1024;
import { sitemapPaths } from "../support/pages";
import { baseUrl, get } from "./support";

const pages: FirstLoad[] = [];
beforeAll(async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = sitemapPaths(sitemap);
  expect(paths.length).toBeGreaterThanOrEqual(35);
  // The sitemap lists a page once; the quiz's results are a second page at the same path.
  for (const path of [...paths, QUIZ_RESULTS]) pages.push(await firstLoad(baseUrl(), path));
});

/** Third-party libraries, recognised by a string only their code contains. */
const LIBRARIES = {
  marquee: "rfm-marquee",
  accordion: "data-reach-accordion",
  dialog: "data-reach-dialog",
  remix: "__remixRouter",
  reactDom: "reactjs.org/docs/error-decoder",
};
const loads = (page: FirstLoad, library: keyof typeof LIBRARIES) =>
  page.scripts.some((s) => s.text.includes(LIBRARIES[library]));

/** The sitemap's pages (the quiz's results are the same path as a sitemap page, not counted twice). */
const sitemapPages = () => pages.filter((p) => p.path !== QUIZ_RESULTS);
const withScripts = () => pages.filter((p) => p.scripts.length > 0);

/** A page that loads no script file, nor carries the framework's data or the scripts only hydration uses. */
function expectNoScript(p: FirstLoad) {
  expect(
    p.scripts.map((s) => s.url),
    p.path,
  ).toEqual([]);
  expect(p.htmlText, p.path).not.toContain("window.__remixContext");
  expect(p.htmlText, p.path).not.toMatch(/<script type="module|data-after-paint/);
}

describe("first-load JavaScript", () => {
  it(`is at most ${FIRST_LOAD_JS_BUDGET / 1024} KiB gzip on every page, and ${SITE_JS_BUDGET.toLocaleString("en")} bytes over the sitemap`, () => {
    const total = sitemapPages().reduce((sum, p) => sum + p.js, 0);
    // The figures, every page's: a budget that prints what it holds.
    console.log(
      [
        ...pages.map((p) => `${kib(p.js).padStart(6)} KiB  ${p.path}`),
        `${total} bytes over the sitemap's ${sitemapPages().length} pages`,
      ].join("\n"),
    );
    const over = pages.filter((p) => p.js > FIRST_LOAD_JS_BUDGET).map((p) => `${p.path}: ${kib(p.js)} KiB`);
    expect(over).toEqual([]);
    expect(total).toBeLessThanOrEqual(SITE_JS_BUDGET);
    // The measurement itself: React DOM alone is about 42 KiB, React and Remix about 80, so a page
    // that loads any script but far less than that means the scripts were not found, not that the
    // page is small.
    for (const p of withScripts().filter((p) => loads(p, "reactDom")))
      expect(p.js, p.path).toBeGreaterThan((loads(p, "remix") ? 70 : 40) * 1024);
    expect(withScripts().map((p) => p.path)).toContain("/");
  });

  it(`is at most ${HOME_JS_BUDGET / 1024} KiB on a page whose moving parts hydrate as islands (a video, a photo strip, a frame): React, not Remix`, () => {
    // Home, the news page, about, the handbook and the success stories: their links, menus and
    // GET forms need no script, so only the parts that move carry one.
    const islands = pages.filter((p) => /^\/(|blog|about|career-handbook|success-stories)$/.test(p.path));
    expect(islands.map((p) => p.path).sort()).toEqual(["/", "/about", "/blog", "/career-handbook", "/success-stories"]);
    for (const page of islands) {
      expect(page.js, `${page.path}: ${kib(page.js)} KiB`).toBeLessThanOrEqual(HOME_JS_BUDGET);
      expect(loads(page, "reactDom"), `${page.path}: React DOM`).toBe(true);
      expect(loads(page, "remix"), `${page.path}: Remix`).toBe(false);
      expect(page.htmlText, page.path).not.toContain("window.__remixContext");
    }
  });

  it(`is the explorer's own plain script on /trades/compare, no React, at most ${ENHANCED_JS_BUDGET / 1024} KiB: its links and forms work without it`, () => {
    const enhanced = pages.filter((p) => p.scripts.length > 0 && !loads(p, "reactDom"));
    expect(enhanced.map((p) => p.path)).toEqual(["/trades/compare"]);
    const [explorer] = enhanced;
    expect(explorer!.js, `${kib(explorer!.js)} KiB`).toBeLessThanOrEqual(ENHANCED_JS_BUDGET);
    expect(loads(explorer!, "remix")).toBe(false);
    expect(explorer!.htmlText).not.toContain("window.__remixContext");
    // The measurement itself: the scripts found are the enhancer's (it marks what it has run on).
    expect(explorer!.scripts.some((s) => s.text.includes("data-enhanced"))).toBe(true);
  });

  it("is none on a page whose every control works without it: the legal pages, the tips, every post and trade, the quiz and its results", () => {
    const plain = pages.filter((p) =>
      /^\/(privacy-policy|terms-of-use|tips-for-success|blog\/[^/]+|trades\/(?!compare$)[^/]+|painter\/|find-your-trade(\?.*)?)$/.test(
        p.path,
      ),
    );
    expect(plain.map((p) => p.path)).toEqual(expect.arrayContaining(["/find-your-trade", QUIZ_RESULTS]));
    expect(plain.length).toBeGreaterThan(5);
    for (const p of plain) expectNoScript(p);
  });

  it("is none on the not-found page, an unknown address or a trade or post that is not there: it logs itself to the console inline (SPEC §8)", async () => {
    // Each reached from a page's link as much as typed: old links and typos land here.
    for (const path of ["/no-such-page", "/trades/astronaut", "/blog/no-such-post"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const page = await firstLoad(baseUrl(), path);
      expectNoScript(page);
      // The console line SPEC asks for, without React: an inline script of its own.
      const inline = parse(page.htmlText)
        .querySelectorAll("main script:not([src])")
        .map((s) => s.textContent);
      expect(inline.filter((text) => text.includes("console.error(")).length, path).toBe(1);
    }
  });

  it("loads the marquee, the accordion and the dialog never at first (each is fetched when needed)", () => {
    for (const p of pages) {
      expect(loads(p, "marquee"), `${p.path} marquee`).toBe(false);
      expect(loads(p, "accordion"), `${p.path} accordion`).toBe(false);
      expect(loads(p, "dialog"), `${p.path} dialog`).toBe(false);
    }
    // The pages they would have been on are still checked: carousels and the FAQ's questions are there to load them later.
    expect(pages.filter((p) => p.htmlText.includes('aria-roledescription="carousel"')).length).toBeGreaterThan(0);
    expect(pages.filter((p) => /<details[^>]*id="item-0"/.test(p.htmlText)).map((p) => p.path)).toEqual([
      "/apprenticeship-faq",
    ]);
  });

  it("carries no head-tag or JSON-LD builders: loaders send the tags built on the server", () => {
    for (const p of pages) {
      for (const script of p.scripts) {
        expect(script.text.includes("https://schema.org"), `${p.path} ${script.url}`).toBe(false);
        expect(script.text.includes("og:site_name"), `${p.path} ${script.url}`).toBe(false);
      }
    }
  });

  it("opens with V8's compile hint when it is more than a few KB, so the browser compiles it off the main thread (scripts/build/compile-hints.mjs)", () => {
    for (const p of pages) {
      let hinted = 0;
      for (const script of p.scripts) {
        const big = script.text.length >= MIN_HINTED_CHARS + COMPILE_HINT.length;
        expect(script.text.startsWith(COMPILE_HINT), `${p.path} ${script.url} (${script.text.length} characters)`).toBe(
          big,
        );
        if (big) hinted++;
      }
      // React DOM, React or Remix, and the page's own module at least: not a rule nothing meets.
      if (loads(p, "reactDom")) expect(hinted, `${p.path}: scripts hinted`).toBeGreaterThanOrEqual(3);
    }
    expect(withScripts().length).toBeGreaterThan(0);
  });

  it("comes only from our own origin, and nothing but HTML blocks the first paint", () => {
    for (const p of pages) {
      const doc = parse(p.htmlText);
      for (const script of doc.querySelectorAll("script[src]"))
        expect(script.getAttribute("src"), p.path).toMatch(/^\/build\//);
      // A print-only sheet (the explorer's @page size, which vanilla-extract cannot write) never blocks the first paint.
      expect(
        doc.querySelectorAll('link[rel="stylesheet"]:not([media="print"])'),
        `${p.path} external stylesheet`,
      ).toHaveLength(0);
      // A classic script in <head> would stop the parser; ours are modules, JSON or inline.
      for (const script of doc.querySelectorAll("head script[src]"))
        expect(script.getAttribute("type"), p.path).toBe("module");
    }
  });
});

describe("images", () => {
  it("have their intrinsic size, and all but the one LCP image are lazy", () => {
    for (const p of pages) {
      const images = parse(p.htmlText).querySelectorAll("main img");
      const eager = images.filter((img) => img.getAttribute("fetchpriority") === "high");
      expect(eager.length, `${p.path}: more than one high-priority image`).toBeLessThanOrEqual(1);
      for (const img of images) {
        const where = `${p.path} ${img.getAttribute("src")}`;
        expect(Number(img.getAttribute("width")), where).toBeGreaterThan(0);
        expect(Number(img.getAttribute("height")), where).toBeGreaterThan(0);
        expect(img.getAttribute("src"), where).toMatch(/\.(svg|avif|webp)$/);
        expect(img.getAttribute("loading"), where).toBe(eager.includes(img) ? "eager" : "lazy");
      }
    }
    // The home page's first view is its video poster: that is the LCP image.
    const home = parse(pages.find((p) => p.path === "/")!.htmlText);
    expect(home.querySelector('main header img[fetchpriority="high"]')).toBeTruthy();
    // On /success-stories the first view ends in the first video poster: Lighthouse found it
    // lazy (lcp-lazy-loaded, and a late LCP). It is the page's one eager, high-priority image.
    const stories = parse(pages.find((p) => p.path === "/success-stories")!.htmlText);
    const firstPoster = stories.querySelector('#videos a[href^="https://player.vimeo.com/video/"] img');
    expect(firstPoster?.getAttribute("fetchpriority")).toBe("high");
    expect(firstPoster?.getAttribute("loading")).toBe("eager");
    // A post's own page opens with its cover (the awards post with its captioned photo): on a
    // phone that is the first screen's largest picture, and Lighthouse found it lazy on five posts.
    const posts = pages.filter((p) => /^\/blog\/[^/]+$/.test(p.path));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const first = parse(post.htmlText).querySelector("main article img");
      expect(first?.getAttribute("fetchpriority"), `${post.path}: the article's first picture`).toBe("high");
    }
  });
});

describe("the page icon", () => {
  // An SVG icon costs every page a second document built on its main thread (a long task under
  // Lighthouse's slowdown); a 32 px PNG is decoded off it.
  it("is one small PNG that every page names and the worker serves", async () => {
    for (const p of pages) {
      const icons = parse(p.htmlText).querySelectorAll('link[rel="icon"]');
      expect(
        icons.map((i) => i.getAttribute("href")),
        p.path,
      ).toEqual(["/favicon.png"]);
    }
    const icon = await get("/favicon.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect((await icon.arrayBuffer()).byteLength).toBeLessThan(2048);
  });
});

/** The stylesheet less its `@media print { … }` blocks (rules nest in them: braces are counted). */
function onScreen(css: string): string {
  let kept = "";
  let from = 0;
  for (let at = css.indexOf("@media print", from); at !== -1; at = css.indexOf("@media print", from)) {
    kept += css.slice(from, at);
    let depth = 0;
    let end = css.indexOf("{", at);
    do {
      if (css[end] === "{") depth += 1;
      else if (css[end] === "}") depth -= 1;
      end += 1;
    } while (depth > 0 && end < css.length);
    from = end;
  }
  return kept + css.slice(from);
}

describe("the stylesheet", () => {
  // A :has() asked of <body> is asked again on every change anywhere in the page, and when it
  // may have changed Chrome restyles what the rule styles: the menus' upgrade at hydration
  // restyled every element of the page two or three times over (docs/performance.md).
  it("asks :has() of <body> only on paper", () => {
    const sheets = new Set(pages.map((p) => p.inlineCssText));
    expect(
      [...sheets].filter((css) => css.length < 10_000),
      "a page without the site's stylesheet",
    ).toEqual([]);
    for (const css of sheets) {
      expect(css).toContain("@media print"); // the measurement: print rules are there to leave out
      expect(onScreen(css).match(/body:has\([^{]*/g) ?? []).toEqual([]);
    }
  });
});
