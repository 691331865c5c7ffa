/**
 * Printing: on paper a page is its words and pictures. Navigation, footer link
 * lists, players, carousels and controls are left out; every FAQ answer is printed, whether
 * the accordion has taken over or not; a trade page fits on two A4 pages.
 */
import type { Page } from "@playwright/test";
import { SPEC_COUNTS, SPEC_FAQ_ELIGIBILITY } from "../fixtures/spec";
import { expect, hydrated, test } from "./fixtures";

/** Pages in a PDF: Chromium writes one `/Type /Page` object per page (and one `/Pages`). */
async function a4Pages(page: Page) {
  const pdf = await page.pdf({ format: "A4" });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Every FAQ answer is on the printed page with words of its own, SPEC's eligibility terms too. */
async function expectAnswersPrinted(page: Page) {
  const answers = page.locator("main [id^='item-'] [role='region']");
  await expect(answers).toHaveCount(SPEC_COUNTS.faqItems);
  for (const answer of await answers.all()) {
    await expect(answer).toBeVisible();
    expect((await answer.innerText()).trim().length).toBeGreaterThan(20);
  }
  const all = (await answers.allInnerTexts()).join(" ").toLowerCase();
  for (const term of SPEC_FAQ_ELIGIBILITY) expect(all).toContain(term.toLowerCase());
}

test("the FAQ prints every answer, with the accordion up and without JavaScript", async ({ page, browser }) => {
  await page.goto("/apprenticeship-faq");
  await hydrated(page);
  // The accordion takes over when the browser is idle: its questions become buttons.
  await expect(page.locator("main [data-reach-accordion-button]")).toHaveCount(SPEC_COUNTS.faqItems);
  await page.emulateMedia({ media: "print" });
  await expectAnswersPrinted(page);
  await expect(page.locator("main [data-reach-accordion-button]").first()).toBeVisible(); // the questions stay
  expect(await a4Pages(page)).toBeLessThanOrEqual(6);

  // Without JavaScript the questions are closed <details>: printing opens them all.
  const still = await browser.newPage({ javaScriptEnabled: false });
  await still.goto(page.url());
  await still.emulateMedia({ media: "print" });
  await expectAnswersPrinted(still);
  await still.close();
});

test("a trade page prints on two A4 pages, without menus, players, buttons or footer lists", async ({ page }) => {
  await page.goto("/trades/electrician");
  await hydrated(page);
  await page.mouse.move(10, 10); // a first interaction: the video player is added
  await expect(page.locator("main iframe")).toHaveCount(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Electrician" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /home$/ })).toBeVisible(); // the logo
  for (const gone of [
    page.getByRole("banner").getByRole("navigation"),
    page.getByRole("banner").getByText("Menu", { exact: true }),
    page.getByRole("contentinfo").getByRole("navigation"),
    page.getByRole("contentinfo").getByRole("link", { name: "Facebook" }),
    page.locator("main").getByRole("link", { name: /^Apply Now/ }),
    page.locator("main iframe"),
    page.locator("button:not([data-reach-accordion-button])"),
  ]) {
    for (const el of await gone.all()) await expect(el).toBeHidden();
  }
  // The contact details are the footer's part of the page worth printing.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /@/ })).toBeVisible();
  expect(await a4Pages(page)).toBeLessThanOrEqual(2);
});

test("a page's banner picture is left off paper, and a trade page with one still prints on two A4 pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/trades/bricklayer");
  const intro = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  const picture = intro.getByRole("img");
  await expect(picture).toBeVisible(); // on screen, beside the words
  await page.emulateMedia({ media: "print" });
  await expect(picture).toBeHidden();
  expect(await a4Pages(page)).toBeLessThanOrEqual(2);
});
