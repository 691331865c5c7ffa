/**
 * Each page inlines only the rules its HTML can use (app/lib/used-css.ts), and the whole
 * stylesheet follows once React has hydrated (SiteStyles). Three things must hold: the inlined
 * part styles the page exactly as the whole sheet does; nothing upgrades to its JavaScript form
 * (whose markup may use rules the page left out) before the whole sheet is in; and a page
 * reached by a client-side navigation is styled as if loaded directly.
 */
import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CHECKED_PAGES } from "../support/pages";
import { REMIX_PAGE, expect, holdRequests, hydrated, reactHydrated, test } from "./fixtures";

/** The whole stylesheet the build made (the page links it after hydration). */
const WHOLE_SHEET = `/build/${readdirSync("public/build").find((f) => /^css-bundle-.*\.css$/.test(f)) ?? "css-bundle-missing.css"}`;

/**
 * Every element under `root` (and its ::before and ::after) with all of its computed style, as
 * one line each: "path: property=value; …". Equal lists mean the page looks the same. The
 * lines are long (a page's are megabytes), so the browser sends a hash of each; `detail`
 * asks for the lines themselves at those indexes, for a failure's message.
 */
function computedStyles(page: Page, root: string, detail: number[] = []): Promise<string[]> {
  return page.evaluate(
    ([selector, wanted]) => {
      const top = document.querySelector(selector);
      if (!top) return [`no ${selector}`];
      const path = (el: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== top.parentElement; e = e.parentElement) {
          parts.unshift(
            `${e.tagName.toLowerCase()}:nth-child(${[...(e.parentElement?.children ?? [])].indexOf(e) + 1})`,
          );
        }
        return parts.join(">");
      };
      // Sorted: custom properties come in the order the sheets declared them, which differs.
      const describe = (style: CSSStyleDeclaration) =>
        [...style]
          .sort()
          .map((name) => `${name}=${style.getPropertyValue(name)}`)
          .join("; ");
      const fnv = (text: string) => {
        let h = 0x811c9dc5;
        for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
        return (h >>> 0).toString(36);
      };
      const lines: string[] = [];
      const add = (line: string) =>
        lines.push(
          wanted.length === 0 ? `${line.split(": ")[0]}: ${fnv(line)}` : wanted.includes(lines.length) ? line : "",
        );
      for (const el of [top, ...top.querySelectorAll("*")]) {
        add(`${path(el)}: ${describe(getComputedStyle(el))}`);
        for (const pseudo of ["::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          if (style.content !== "none") add(`${path(el)}${pseudo}: ${describe(style)}`);
        }
      }
      return lines;
    },
    [root, detail] as const,
  );
}

/**
 * Where the page's styles before and after differ: at most five elements, each with the
 * properties that changed, for the failure message (`read` gives the lines at some indexes).
 */
async function differences(
  before: string[],
  after: string[],
  read: (side: "before" | "after", at: number[]) => Promise<string[]>,
): Promise<string[]> {
  const at: number[] = [];
  for (let i = 0; i < Math.max(before.length, after.length) && at.length < 5; i++)
    if (before[i] !== after[i]) at.push(i);
  if (at.length === 0) return [];
  // The page as it is now first: reading the other side may undo what was done to it.
  const now = await read("after", at);
  const was = await read("before", at);
  return at.map((i) => {
    const [where = "(none)", props = ""] = (was[i] ?? "").split(": ");
    const [whereNow = "(none)", propsNow = ""] = (now[i] ?? "").split(": ");
    if (where !== whereNow) return `${where} is ${whereNow} now`;
    const old = new Set(props.split("; "));
    const fresh = new Set(propsNow.split("; "));
    return `${where}: ${[...fresh].filter((p) => !old.has(p)).join("; ")} (was ${[...old].filter((p) => !fresh.has(p)).join("; ")})`;
  });
}

/**
 * The whole sheet added after the page's own styles, as SiteStyles adds it, once it has
 * loaded. (Playwright's addStyleTag waits on a load listener, which needs the page's scripts.)
 */
async function addWholeSheet(page: Page) {
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.wholeSheet = "";
    document.head.appendChild(link);
  }, WHOLE_SHEET);
  await expect
    .poll(() =>
      page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0),
        WHOLE_SHEET,
      ),
    )
    .toBe(true);
}

/**
 * The whole sheet's style rules that can apply to this page but are not among its inlined
 * rules, and whether the inlined rules keep the whole sheet's order. The browser does the
 * matching (querySelector), not the code under test: a rule can apply if its selector, without
 * its states (`:hover`, `[open]`, `::before` and the like, which need no other element), matches
 * an element of the page. Rules are compared by their text as the browser reads it, with the
 * @media or @supports they sit in.
 */
function missingRules(page: Page, wholeCss: string) {
  return page.evaluate((css) => {
    const rulesOf = (sheet: CSSStyleSheet) => {
      const out: Array<{ text: string; selector: string }> = [];
      const walk = (rules: CSSRuleList, context: string) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            out.push({ text: `${context}${rule.cssText}`, selector: rule.selectorText });
          else if (rule instanceof CSSMediaRule) walk(rule.cssRules, `${context}@media ${rule.conditionText} `);
          else if (rule instanceof CSSSupportsRule) walk(rule.cssRules, `${context}@supports ${rule.conditionText} `);
        }
      };
      walk(sheet.cssRules, "");
      return out;
    };
    const read = (text: string) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return rulesOf(sheet);
    };
    const inlined = read(document.getElementById("site-css")?.textContent ?? "");
    const whole = read(css);
    const stateless = (selector: string) =>
      selector
        .replace(/::?(before|after|marker|placeholder|selection|backdrop|-webkit-[\w-]+)\b/g, "")
        .replace(
          /:(hover|focus|focus-visible|focus-within|active|checked|popover-open|target|visited|disabled|open)\b/g,
          "",
        )
        .replace(/\[[^\]]*\]/g, "");
    const applies = (selector: string) => {
      try {
        return document.querySelector(stateless(selector) || "*") !== null;
      } catch {
        return true; // a selector this check cannot read is counted as applying: it must be inlined
      }
    };
    const inlinedTexts = new Set(inlined.map((r) => r.text));
    const missing = whole.filter((r) => applies(r.selector) && !inlinedTexts.has(r.text)).map((r) => r.text);
    // In the whole sheet's order: each inlined rule found after the one before it.
    let at = -1;
    const outOfOrder = inlined
      .filter((r) => {
        const next = whole.findIndex((w, i) => i > at && w.text === r.text);
        if (next === -1) return true;
        at = next;
        return false;
      })
      .map((r) => r.text);
    return {
      missing: missing.slice(0, 10),
      outOfOrder: outOfOrder.slice(0, 10),
      inlined: inlined.length,
      whole: whole.length,
    };
  }, wholeCss);
}

// Every page, without JavaScript (its inlined rules only): every rule of the whole sheet that
// can apply to it is inlined, in the whole sheet's order.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of CHECKED_PAGES) {
    test(`${path}: every rule that can apply is inlined, in order`, async ({ page, request }) => {
      const wholeCss = await (await request.get(WHOLE_SHEET)).text();
      await page.goto(path);
      const { missing, outOfOrder, inlined, whole } = await missingRules(page, wholeCss);
      expect(inlined, "the page inlines rules").toBeGreaterThan(50);
      expect(inlined, "and fewer than the whole sheet's").toBeLessThan(whole);
      expect(missing, "rules that can apply, left out").toEqual([]);
      expect(outOfOrder, "inlined rules out of the whole sheet's order").toEqual([]);
    });
  }
});

// What the page looks like: adding the whole sheet changes nothing, at either width (a rule
// left out of an @media block shows only at its width). Every element's whole computed style
// is read twice, which is slow (decision 049), so this takes the templates, not every page of each.
const LOOKS = [
  "/",
  "/trades/compare",
  "/trades/carpenter",
  "/blog",
  "/blog/apprentice-awards",
  "/about",
  "/no-such-page",
];
for (const width of [390, 1280]) {
  test.describe(`at ${width}px, without JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    for (const path of LOOKS) {
      test(`${path}: the inlined rules style the page as the whole sheet does`, async ({ page }) => {
        await page.goto(path);
        // Every element's styles are read two or more times: the test's time grows with the page's size.
        test.setTimeout(test.info().timeout + (await page.locator("body *").count()) * 40);
        // (A route may link a stylesheet for paper only: the comparison's print layout.)
        await expect(page.locator('link[rel="stylesheet"]:not([media="print"])')).toHaveCount(0);
        const inlined = await computedStyles(page, "body");
        await addWholeSheet(page);
        const whole = await computedStyles(page, "body");
        expect(inlined.length).toBeGreaterThan(100);
        const changed = await differences(inlined, whole, async (side, at) => {
          if (side === "before") await page.evaluate(() => document.querySelector("link[data-whole-sheet]")?.remove());
          return computedStyles(page, "body", at);
        });
        expect(changed, "what the whole sheet changed").toEqual([]);
      });
    }
  });
}

test("the menus keep their no-JavaScript form until the whole sheet is in, then upgrade", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdRequests(page, /\/build\/css-bundle-[^/]*\.css$/);
  const asked = page.waitForRequest(/\/build\/css-bundle-[^/]*\.css$/);
  await page.goto(REMIX_PAGE);
  await reactHydrated(page);
  await asked; // React has hydrated and asked for the sheet: an upgrade not waiting would be under way
  // Two idle periods: the upgrade renders in a transition, which React finishes in idle time.
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.locator("details summary", { hasText: "Trades" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Trades" })).toHaveCount(0);
  release();
  await expect(nav.getByRole("button", { name: "Trades" })).toBeVisible();
  await expect(nav.locator("details")).toHaveCount(0);
});

test("a page reached by a client-side navigation is styled as when loaded on its own", async ({ page, browser }) => {
  // /trades loaded on its own, without JavaScript: its own inlined rules only.
  const direct = await browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  try {
    await direct.goto(new URL("/trades", test.info().project.use.baseURL).toString());
    const heading = await direct.getByRole("heading", { level: 1 }).innerText();
    const loaded = await computedStyles(direct, "main");

    // The privacy policy draws none of the trade cards /trades is made of.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/privacy-policy");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Trades", { exact: true }).click();
    await nav.getByRole("link", { name: "All Trades" }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const navigated = await computedStyles(page, "main");
    expect(navigated.length).toBeGreaterThan(50);
    const changed = await differences(loaded, navigated, (side, at) =>
      computedStyles(side === "before" ? direct : page, "main", at),
    );
    expect(changed, "how the navigated page differs").toEqual([]);
  } finally {
    await direct.close();
  }
});
