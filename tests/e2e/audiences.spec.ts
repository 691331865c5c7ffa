/**
 * Each audience one tap from the header, at 390 (the menu,
 * before hydration too) and 1280 (the bar), and from home's first screen at 390. Expected
 * paths: SPEC §1's audiences (tests/fixtures/site-pages.ts), never app/content/navigation.ts.
 */
import { AUDIENCE_PATHS, FAQ_PATH, QUIZ_PATH } from "../fixtures/site-pages";
import { REMIX_PAGE, expect, holdScripts, hydrated, test } from "./fixtures";

const FIRST_SCREEN = 844;

test("home's first screen at 390 px links to every audience and the quiz", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: FIRST_SCREEN });
  await page.goto("/");
  for (const href of [...AUDIENCE_PATHS, QUIZ_PATH]) {
    const link = page.locator(`main a[href="${href}"]`).first();
    await expect(link, href).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, `${href} ends ${Math.round(box.y + box.height)} px down`).toBeLessThanOrEqual(
      FIRST_SCREEN,
    );
  }
});

test("the 1280 bar shows every audience and the FAQ, one tap each", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/trades/electrician");
  const bar = page.getByRole("navigation", { name: "Information for" });
  for (const href of [...AUDIENCE_PATHS, FAQ_PATH, QUIZ_PATH])
    await expect(bar.locator(`a[href="${href}"]`), href).toBeVisible();
  await bar.locator(`a[href="${AUDIENCE_PATHS[4]}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${AUDIENCE_PATHS[4]}$`));
});

test("the menu, opened before hydration at 390, says Close menu and takes a visitor to their page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: FIRST_SCREEN });
  const release = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("banner").getByText("Menu", { exact: true });
  await button.click();
  await expect(page.getByRole("banner").getByText("Close menu", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeHidden();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const href of [...AUDIENCE_PATHS, FAQ_PATH]) await expect(menu.locator(`a[href="${href}"]`), href).toBeVisible();
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  await menu.locator(`a[href="${AUDIENCE_PATHS[3]}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${AUDIENCE_PATHS[3]}$`));
  release();
  // The audience pages need no script: on a page Remix hydrates, the button's name follows its state too.
  await page.goto(REMIX_PAGE);
  await hydrated(page);
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("button", { name: "Close menu", exact: true })).toHaveAttribute("aria-expanded", "true");
});

// The pay tables (parents, career changers) fit a 320 px phone: no column, and no figure, off to the side.
for (const path of [AUDIENCE_PATHS[1], AUDIENCE_PATHS[3]]) {
  test(`${path}: the pay table fits 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: FIRST_SCREEN });
    await page.goto(path);
    const region = page.locator("#pay [role=region]");
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
}
