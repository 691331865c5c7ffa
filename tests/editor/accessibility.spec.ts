// The editor's screens on a phone and for everyone: at 390 px nothing is wider
// than the screen (before public/admin/editor.css, an entry was drawn 800 px wide with Publish
// half off it), and axe finds no critical or serious fault on the collections list, a news post's
// form, the picture library (with a photo in it) and a trade's entry, at 390 and 1280 px, but
// those only Decap can fix (DECAP_ONLY). The counts are printed for the figures.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { makePng } from "../support/png";
import {
  guardOutside,
  removeScratch,
  restoreAndRebuild,
  scratchHas,
  scratchPath,
  test,
  type Editor,
  type Width,
} from "./editor";

/**
 * Critical and serious faults only Decap's own code can mend, each with its issue upstream; any
 * other is a test failure. None at present: every one axe found on these screens (unnamed
 * buttons and switch, a text box without its label, a button inside a button, a picture without
 * alt, low contrast) is mended by public/admin/editor.js or editor.css. A rule added here must
 * name its decaporg/decap-cms issue, or say that none exists.
 */
const DECAP_ONLY: Record<string, string> = {};

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [390, 1280] as const;

/** Two frames: editor.js mends what Decap drew in the frame after it (a MutationObserver). */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * Each screen, opened in the signed-in editor at `width` and drawn (waited for by what Decap
 * itself draws, not by what editor.js adds).
 */
const SCREENS: Record<string, (editor: Editor, width: Width) => Promise<Page>> = {
  "the collections list": async (editor, width) => {
    const page = await editor("/collections/posts", { width });
    await expect(page.getByRole("link", { name: "Create entry of type News post" })).toBeVisible();
    return page;
  },
  "a news post's form": async (editor, width) => {
    const page = await editor("/collections/posts/new", { width });
    await expect(page.locator("[data-slate-editor]")).toBeVisible();
    return page;
  },
  "the picture library": async (editor, width) => {
    const page = await editor("/collections/posts/new", { width });
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await expect(page.getByRole("dialog").getByText(PHOTO)).toBeVisible();
    await expect(page.getByRole("dialog").locator("img")).toHaveJSProperty("complete", true);
    return page;
  },
  "a trade's entry": async (editor, width) => {
    const page = await editor("/collections/trades/entries/carpenter", { width });
    await expect(page.getByLabel("Trade name")).toHaveValue("Carpenter");
    await expect(page.locator("[aria-roledescription=sortable]").first()).toBeVisible();
    return page;
  },
};

// A photo in the library, as an earlier upload leaves it (the name the editor gives it: its
// words, then its bytes' hash), taken out again at the end.
const BYTES = makePng(1600, 900);
const PHOTO = `library-${createHash("sha256").update(BYTES).digest("hex").slice(0, 8)}.png`;
test.beforeAll(async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await restoreAndRebuild(page, () => {
    mkdirSync(scratchPath("content/images/posts"), { recursive: true });
    writeFileSync(scratchPath(`content/images/posts/${PHOTO}`), BYTES);
  });
  await page.close();
});
test.afterAll(async ({ browser }, testInfo) => {
  if (!scratchHas(`content/images/posts/${PHOTO}`)) return;
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await restoreAndRebuild(page, () => removeScratch(`content/images/posts/${PHOTO}`));
  await page.close();
});

for (const [screen, open] of Object.entries(SCREENS)) {
  test(`${screen} fits a 390 px screen: no sideways scrolling`, async ({ editor }) => {
    const page = await open(editor, 390);
    const outside = await guardOutside(page);
    await settled(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    console.log(`${screen} at 390 px: the page is ${widths.page} px wide`);
    expect(widths.page, `${screen}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
    // What staff press to save must be on the screen, not past its edge.
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    if (await publish.count()) {
      const box = await publish.boundingBox();
      expect(box && box.x + box.width, "Publish's right edge").toBeLessThanOrEqual(widths.screen);
    }
    expect(outside).toEqual([]);
  });

  for (const width of WIDTHS) {
    test(`axe: ${screen} at ${width} px has no critical or serious fault we can mend`, async ({ editor }) => {
      const page = await open(editor, width);
      const outside = await guardOutside(page);
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      // The configuration ran what it must (withTags, not withRules, which would replace them).
      const ran = new Set([...results.passes, ...results.violations, ...results.inapplicable].map((r) => r.id));
      expect(["color-contrast", "button-name", "image-alt", "nested-interactive"].filter((id) => !ran.has(id))).toEqual(
        [],
      );
      const counts = results.violations.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}`);
      console.log(`axe, ${screen} at ${width} px: ${counts.join(", ") || "no violations"}`);
      const faults = results.violations
        .filter((v) => (v.impact === "critical" || v.impact === "serious") && !(v.id in DECAP_ONLY))
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(faults).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
}
