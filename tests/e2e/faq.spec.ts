import type { Page } from "@playwright/test";
import { FAQ } from "../../app/content/faq";
import { SPEC_COUNTS, SPEC_FAQ_ELIGIBILITY } from "../fixtures/spec";
import { expect, holdScripts, hydrated, tabTo, test } from "./fixtures";

const item = (page: Page, i: number) => page.locator(`#item-${i}`);
const header = (page: Page, i: number) => item(page, i).getByRole("button");
/** The answer itself: the item's region (labelled by its question), not the item around it. */
const panel = (page: Page, i: number) => item(page, i).getByRole("region");
/** SPEC's eligibility answers: "Who can apply" and "What do employers look for". */
const ELIGIBILITY = FAQ.flatMap((entry, i) => (/who can apply|employers look for/i.test(entry.question) ? [i] : []));

/** The opened answer is visible, has words of its own, and for eligibility names all of SPEC's list. */
async function expectAnswer(page: Page, i: number) {
  const answer = panel(page, i);
  await expect(answer).toBeVisible();
  await expect(answer).toHaveText(/\w{3,}/);
  expect((await answer.innerText()).trim().length, `answer ${i}`).toBeGreaterThan(20);
  if (ELIGIBILITY.includes(i))
    for (const term of SPEC_FAQ_ELIGIBILITY) await expect(answer).toContainText(term, { ignoreCase: true });
}

test("SPEC's eligibility answers are two of the questions", () => {
  expect(ELIGIBILITY).toHaveLength(2);
});

test.describe("FAQ accordion", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/apprenticeship-faq");
    await hydrated(page);
  });

  test("has SPEC's 18 items, item-0 to item-17, all closed", async ({ page }) => {
    await expect(page.locator('[id^="item-"]')).toHaveCount(SPEC_COUNTS.faqItems);
    for (let i = 0; i < SPEC_COUNTS.faqItems; i++)
      await expect(header(page, i)).toHaveAttribute("aria-expanded", "false");
    await expect(header(page, 17)).toHaveText(FAQ[17]!.question);
  });

  test("one item open at a time; opening another closes the current; the open one closes again", async ({ page }) => {
    await header(page, 0).click();
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "true");
    await expectAnswer(page, 0);
    await header(page, 4).click();
    await expect(header(page, 4)).toHaveAttribute("aria-expanded", "true");
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="item-"] button[aria-expanded="true"]')).toHaveCount(1);
    await header(page, 4).click();
    await expect(header(page, 4)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[id^="item-"] button[aria-expanded="true"]')).toHaveCount(0);
    await expect(panel(page, 4)).toBeHidden();
  });

  test("every answer shows its text when opened, the eligibility ones all of SPEC's list", async ({ page }) => {
    for (let i = 0; i < SPEC_COUNTS.faqItems; i++) {
      await header(page, i).click();
      await expect(header(page, i)).toHaveAttribute("aria-expanded", "true");
      await expectAnswer(page, i);
    }
  });

  test("Home, End and the arrow keys move focus between headers", async ({ page }) => {
    await tabTo(page, header(page, 0));
    await page.keyboard.press("ArrowDown");
    await expect(header(page, 1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(header(page, 17)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(header(page, 16)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(header(page, 0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(header(page, 0)).toHaveAttribute("aria-expanded", "true");
    await expectAnswer(page, 0);
  });
});

test("when the accordion's own code cannot be fetched, each question still opens and closes, with no error", async ({
  page,
  consoleErrors,
}) => {
  // Reach's accordion is fetched once the page is idle (app/components/Accordion): refused here.
  let refused!: () => void;
  const asked = new Promise<void>((resolve) => (refused = resolve));
  await page.route("**/UpgradedAccordion-*.js", async (route) => {
    refused();
    await route.abort();
  });
  await page.goto("/apprenticeship-faq");
  await hydrated(page);
  await asked;
  const first = item(page, 0);
  await first.locator("summary").click();
  await expect(first).toHaveJSProperty("open", true);
  await expect(panel(page, 0)).toBeVisible();
  await first.locator("summary").click();
  await expect(first).toHaveJSProperty("open", false);
  // The refused file is the browser's own report; nothing the page's script threw.
  expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
});

test("an answer opened before the page hydrates stays open when the accordion takes over", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/apprenticeship-faq", { waitUntil: "domcontentloaded" });
  const question = FAQ[ELIGIBILITY[0]!]!.question;
  await item(page, ELIGIBILITY[0]!).getByText(question).click();
  await expectAnswer(page, ELIGIBILITY[0]!);
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  release();
  await hydrated(page);
  // The accordion upgrades once the browser is idle: its button says the item is open.
  await expect(header(page, ELIGIBILITY[0]!)).toHaveAttribute("aria-expanded", "true");
  await expectAnswer(page, ELIGIBILITY[0]!);
  await expect(page.locator('[id^="item-"] button[aria-expanded="true"]')).toHaveCount(1);
});

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer is still readable", async ({ page }) => {
    await page.goto("/apprenticeship-faq");
    await expect(page.locator('[id^="item-"]')).toHaveCount(SPEC_COUNTS.faqItems);
    for (let i = 0; i < SPEC_COUNTS.faqItems; i++) {
      await expect(panel(page, i)).toBeHidden();
      await item(page, i).getByText(FAQ[i]!.question).click();
      await expectAnswer(page, i);
    }
  });
});

/**
 * CI lost one press in 50 (the hurried visitor): the press landed while React was
 * hydrating, React drops a toggle event on a tree it has not committed yet, and the upgrade
 * then drew the item shut from what it had tracked. Here the toggle event is kept from the
 * page's scripts outright, so the upgrade has only the page itself to go by; the idle
 * callback that starts the upgrade is held until the press has landed.
 */
test("an answer opened while the accordion could not hear it still opens when it takes over", async ({ page }) => {
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    window.requestIdleCallback = (run) => held.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => {};
    Object.assign(window, { releaseIdle: () => held.splice(0).forEach((run) => run()) });
  });
  await page.goto("/apprenticeship-faq");
  await hydrated(page);
  const i = ELIGIBILITY[1]!;
  await page.evaluate(() =>
    window.addEventListener("toggle", (event) => event.stopImmediatePropagation(), { capture: true }),
  );
  await item(page, i).getByText(FAQ[i]!.question).click();
  await expectAnswer(page, i);
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  await expect(header(page, i)).toHaveAttribute("aria-expanded", "true");
  await expectAnswer(page, i);
});
