// The header tells a visitor where they are: each of its navigation links to the page shown, or
// to a section the page is under (a trade page is under /trades), is marked aria-current="page",
// and no other is. The same on pages that load React and pages that ship none, whose links the
// server writes as plain anchors: the rule is WAI-ARIA's, the paths SPEC's (tests/fixtures).
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { SITE_PAGE_PATHS } from "../fixtures/site-pages";
import { get } from "./support";

/** Whether a link to `href` leads to `path` or to a section `path` is under (a link within the page, `#part`, does neither). */
const leadsTo = (href: string, path: string) => {
  const target = href.split(/[?#]/)[0]!;
  if (!target.startsWith("/")) return false;
  return target === path || (target !== "/" && path.startsWith(target.endsWith("/") ? target : `${target}/`));
};

describe.concurrent("the header marks the page the visitor is on", () => {
  for (const path of SITE_PAGE_PATHS) {
    it(path, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const links = parse(await response.text()).querySelectorAll("header nav a[href]");
      expect(links.length).toBeGreaterThan(0);
      const wrong = links
        .map((a) => ({ href: a.getAttribute("href")!, marked: a.getAttribute("aria-current") === "page" }))
        .filter(({ href, marked }) => marked !== leadsTo(href, path))
        .map(({ href, marked }) => `${href} ${marked ? "marked, but is not this page" : "not marked"}`);
      expect(wrong).toEqual([]);
    });
  }
});
