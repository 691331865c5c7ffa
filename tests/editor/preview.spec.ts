// The preview is the page (decision 028): a news post, a trade and home opened in
// the editor at 1280 px, a new title or heading typed, and the preview pane shows it inside the
// site's own markup (the page's h1 with the class the served page gives it) and the site's own
// stylesheet (the heading's font as on the page), with no request the admin page's policy
// refuses. At 390 px the pane is not shown and nothing scrolls sideways.
import { createHash } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { makePng } from "../support/png";
import { guardOutside, policyRefusals, scratchHas, sitePage, test } from "./editor";

/** Decap's preview pane: an iframe of the editor's own page. */
const previewPane = (page: Page) => page.frameLocator("#preview-pane");

/** The h1 of the page the dev loop serves at `path`: its class and its font, as a visitor's browser draws it. */
async function siteHeading(page: Page, path: string) {
  const site = await page.context().newPage();
  await site.goto(path);
  const h1 = site.locator("h1");
  const heading = {
    className: await h1.getAttribute("class"),
    fontFamily: await h1.evaluate((el) => getComputedStyle(el).fontFamily),
    color: await h1.evaluate((el) => getComputedStyle(el).color),
  };
  await site.close();
  return heading;
}

async function expectSiteHeading(page: Page, path: string, text: string) {
  const site = await siteHeading(page, path);
  expect(site.className, `the h1 of ${path} has the site's class`).toBeTruthy();
  const h1 = previewPane(page).locator("h1");
  await expect(h1).toHaveText(text);
  await expect(h1).toHaveAttribute("class", site.className!);
  // The site's stylesheet is in the pane: the heading is drawn in the page's font and colour.
  await expect.poll(() => h1.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(site.fontFamily);
  expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe(site.color);
}

test.describe("at 1280 px", () => {
  test("a photo just uploaded as an unsaved post's cover shows in its field and in the preview at once", async ({
    editor,
  }) => {
    const page = await editor("/collections/posts/new");
    const outside = await guardOutside(page);
    const refusals = policyRefusals(page);
    // A photo of a size no other test uploads: its name (its bytes' hash) is new to the site.
    const photo = makePng(1664, 936);
    const name = `new-cover-${createHash("sha256").update(photo).digest("hex").slice(0, 8)}.png`;
    await page.getByLabel("Description of the cover photo").fill("A cover photo uploaded a moment ago");
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "New cover.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("dialog").getByText(name)).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    // Nothing is saved: the site has no such photo, and nothing is written.
    expect(await sitePage(page, `/images/posts/${name}`)).toBe("(404)");
    expect(scratchHas(`content/images/posts/${name}`)).toBe(false);
    // The field's thumbnail, beside its "Choose different image", and the preview's cover: drawn.
    const field = page
      .locator("[class*='-ControlContainer']")
      .filter({ has: page.getByRole("button", { name: "Choose different image" }) });
    const drawnWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth);
    await expect.poll(() => drawnWidth(field.locator("img").first())).toBe(1664);
    const cover = previewPane(page).getByRole("img", { name: "A cover photo uploaded a moment ago" });
    await expect.poll(() => drawnWidth(cover)).toBe(1664);
    expect(scratchHas(`content/images/posts/${name}`)).toBe(false);
    expect(refusals).toEqual([]);
    expect(outside).toEqual([]);
  });

  test("a news post: the new title in the post page's heading, its Markdown and call-out as the site draws them", async ({
    editor,
  }) => {
    const page = await editor("/collections/posts/entries/sixers-partnership");
    const outside = await guardOutside(page);
    const refusals = policyRefusals(page);
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue("Born to Build teams up with the Sixers");
    await title.fill("The Sixers and Born to Build, a season on");
    await expectSiteHeading(page, "/blog/sixers-partnership", "The Sixers and Born to Build, a season on");
    const pane = previewPane(page);
    // The body through the site's Markdown rules, the call-out and its button, the cover.
    await expect(pane.getByRole("heading", { level: 2, name: "Why a sports club?" })).toBeVisible();
    await expect(pane.getByRole("heading", { name: "Ready to find out more?" })).toBeVisible();
    await expect(pane.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/info-for-students");
    await expect(pane.locator("article img").first()).toHaveAttribute("alt", /Young players in club jerseys/);
    await expect(pane.locator("time").first()).toHaveText("15 October 2024");
    await page.screenshot({ path: "/tmp/preview-shots/post-1280.png" });
    expect(refusals).toEqual([]);
    expect(outside).toEqual([]);
  });

  test("a trade: the new name in the trade page's heading, with its At a glance figures", async ({ editor }) => {
    const page = await editor("/collections/trades/entries/carpenter");
    const refusals = policyRefusals(page);
    const name = page.getByLabel("Trade name", { exact: true });
    await expect(name).toHaveValue("Carpenter");
    await name.fill("Carpenter and joiner");
    await expectSiteHeading(page, "/trades/carpenter", "Carpenter and joiner");
    const pane = previewPane(page);
    // At a glance: the figures the build makes from the trade's file, made again as it is edited.
    const glance = pane
      .locator("section, div")
      .filter({ has: pane.getByText("At a glance") })
      .last();
    await expect(glance).toContainText("4 years");
    await page.getByLabel("Yearly pay once qualified (listing)").fill("$88,000");
    await expect(glance).toContainText("$88,000");
    await expect(pane.getByRole("heading", { name: "Daily Tasks" })).toBeVisible();
    await page.screenshot({ path: "/tmp/preview-shots/trade-1280.png" });
    expect(refusals).toEqual([]);
  });

  test("home's words: the new heading in home's hero", async ({ editor }) => {
    const page = await editor("/collections/words/entries/home");
    const refusals = policyRefusals(page);
    const heading = page.getByLabel("Heading at the top of the page", { exact: true });
    await heading.fill("Build your future with a paid trade");
    await expectSiteHeading(page, "/", "Build your future with a paid trade");
    await page.screenshot({ path: "/tmp/preview-shots/home-1280.png" });
    expect(refusals).toEqual([]);
  });
});

test("at 390 px the preview pane is not shown and nothing scrolls sideways", async ({ editor }) => {
  const page = await editor("/collections/posts/entries/sixers-partnership", { width: 390 });
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
  await expect(page.locator("#preview-pane")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/preview-shots/post-390.png" });
});
