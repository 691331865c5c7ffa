// Which checks a change gets (scripts/ci/changed-pages.mjs): staff's files only (the
// Markdown, YAML and photos under the parts of content/ the editor writes, docs/content.md)
// take the content path; a file of code anywhere, content/'s TypeScript included, the whole
// suite. The pages are written here from the site's addresses (SPEC §2, docs/http.md).
import { describe, expect, it } from "vitest";
import { ALWAYS, isStaffFile, pagesFor } from "../../scripts/ci/changed-pages.mjs";

const HOME_AND_LISTINGS = ["/", "/blog", "/trades", "/success-stories", "/about"];

describe("staff's files, and code", () => {
  it.each([
    "content/posts/top-5-tips-for-2026.md",
    "content/data/trades/plumber.yaml",
    "content/data/staff.yaml",
    "content/faq.md",
    "content/legal/terms-of-use.md",
    "content/find-your-trade/traits/plumber.yaml",
    "content/images/posts/camera-3f9a1c2b.jpg",
  ])("%s is staff's", (file) => expect(isStaffFile(file)).toBe(true));

  it.each([
    "app/content/posts.ts",
    "app/content/site.ts",
    "app/content/schema/trades.ts",
    "content/data/trades/plumber.ts",
    "app/root.tsx",
    "package.json",
    ".github/workflows/ci.yml",
    "tests/fixtures/content/data/trades/plumber.yaml",
    "scripts/content/check.ts",
  ])("%s is code", (file) => expect(isStaffFile(file)).toBe(false));
});

describe("the pages a change touches", () => {
  it("home and the listings always", () => expect(ALWAYS).toEqual(HOME_AND_LISTINGS));

  it("a post's own page, a trade's page and the explorer, the FAQ, the legal pages, the quiz", () => {
    expect(
      pagesFor([
        "content/posts/top-5-tips-for-2026.md",
        "content/data/trades/plumber.yaml",
        "content/data/trades/painter.yaml",
        "content/faq.md",
        "content/legal/privacy-policy.md",
        "content/find-your-trade/questions.yaml",
      ]),
    ).toEqual([
      ...HOME_AND_LISTINGS,
      "/blog/top-5-tips-for-2026",
      "/trades/plumber",
      "/trades/compare",
      "/painter/",
      "/apprenticeship-faq",
      "/privacy-policy",
      "/find-your-trade",
    ]);
  });

  it("none when any file is code, or nothing changed: the whole suite runs", () => {
    expect(pagesFor(["content/faq.md", "app/root.tsx"])).toBeNull();
    expect(pagesFor([])).toBeNull();
  });
});
