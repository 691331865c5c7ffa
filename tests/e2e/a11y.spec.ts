import AxeBuilder from "@axe-core/playwright";
import { PAGE_PATHS } from "../../content/routes";
import { APPLICATION_FORM_URL } from "../../content/site";
import { expect, hydrated, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every route at a phone and a desktop width: zero axe violations (WCAG 2.2 A/AA, plus
// heading order), and not one Content-Security-Policy violation while the page runs.
for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...PAGE_PATHS, "/no-such-page"]) {
      test(`${path}`, async ({ page }) => {
        const violations: string[] = [];
        await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
        await page.addInitScript(() =>
          document.addEventListener("securitypolicyviolation", (e) =>
            (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
          ),
        );
        await page.goto(path);
        await hydrated(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG).withRules(["heading-order"]).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
        expect(summary).toEqual([]);
        expect(violations).toEqual([]);
      });
    }
  });
}

test.describe("keyboard only", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("skip link → Trades → a trade page → Apply Now", async ({ page, context, thirdParty }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    // Back to the menu: Shift+Tab from the top of main reaches the header's last control.
    const trades = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Trades", exact: true });
    await trades.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab"); // All Trades, Carpenter, Electrician
    await expect(page.getByRole("link", { name: "Electrician" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/trades\/electrician$/);

    const apply = page.locator("main").getByRole("link", { name: /Apply Now/ }).first();
    let steps = 0;
    while (!(await apply.evaluate((el) => el === document.activeElement)) && steps++ < 40) await page.keyboard.press("Tab");
    await expect(apply).toBeFocused();
    const popup = context.waitForEvent("page");
    await page.keyboard.press("Enter");
    await popup;
    await expect.poll(() => thirdParty).toContain(APPLICATION_FORM_URL);
  });

  test("focus is always visible", async ({ page }) => {
    await page.goto("/trades");
    await hydrated(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
      expect(outline.style, outline.tag).not.toBe("none");
      expect(outline.width, outline.tag).toBeGreaterThanOrEqual(2);
    }
  });
});
