/**
 * Find your trade in Chromium, at 390 and 1280 px, with and without JavaScript: a
 * student answers by mouse or keyboard, gets the ranked trades at an address that holds the
 * answers (back, change, start again, compare), is told which required question they missed
 * with focus on the list of problems, and can print the results on A4. axe checks the questions,
 * the results and the problems. The page ships no script (decision 053): "JavaScript on" is the
 * same page in a browser that runs script, and the hurried visitor's presses are hurried.spec.ts's.
 */
import type { Page } from "@playwright/test";
import { QUIZ_INVALID, QUIZ_RESULTS } from "../fixtures/views";
import { axeViolations } from "./axe";
import { expect, hydrated, tabTo, test } from "./fixtures";
import { escapeRegExp } from "../support/regexp";

const PATH = "/find-your-trade";
/** The persona: outdoors, no heights, wants to earn soon, Year 10 (its ranking: tests/unit). */
const PERSONA: Record<string, string> = {
  "Where would you rather spend your working day?": "Outdoors, on open building sites",
  "How do you feel about working up high, on ladders, scaffolds or roofs?": "I'd rather keep my feet on the ground",
  "How soon do you want to start earning?": "As soon as I can, paid while I learn",
  "Which year of school will you finish, or have you finished?": "Year 10",
};
const PERSONA_QUERY = "place=outdoors&heights=avoid&earn=now&school=year-10&done=yes";
const TOP_THREE = ["Concreter", "Bricklayer", "Stonemason"];

const group = (page: Page, question: string) =>
  page.getByRole("group", { name: new RegExp(`^\\d+\\. ${escapeRegExp(question)}`) });
const topThree = (page: Page) => page.locator("#top-three h3 a").allInnerTexts();

/**
 * The question's whole box (its number and words, the error under them) is below the
 * sticky header and inside the window, measured by the boxes the browser drew.
 */
async function expectInSight(page: Page, id: string) {
  const question = page.locator(`li:has(> #question-${id})`);
  const error = page.locator(`#${id}-error`);
  // The page has come to rest: two reads of the box in a row agree.
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = (await question.boundingBox())!.y;
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await question.boundingBox())!;
  const message = (await error.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${id}: the question's top against the header's bottom`).toBeGreaterThanOrEqual(
    header.y + header.height,
  );
  expect(message.y + message.height, `${id}: the error's bottom against the window's`).toBeLessThanOrEqual(height);
  console.log(
    `${page.viewportSize()!.width}px #${id}: header ends ${Math.round(header.y + header.height)}, question starts ${Math.round(box.y)}, error ends ${Math.round(message.y + message.height)} of ${height}`,
  );
}

async function answerPersona(page: Page) {
  for (const [question, answer] of Object.entries(PERSONA))
    await group(page, question).getByRole("radio", { name: answer }).check();
}

for (const width of [390, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled });

      test("answer, see the ranked trades at an address of the answers, go back, change, start again", async ({
        page,
      }) => {
        await page.goto(PATH);
        if (javaScriptEnabled) await hydrated(page);
        await answerPersona(page);
        await page.getByRole("button", { name: "Show my matches" }).click();
        await expect(page).toHaveURL(`${PATH}?${PERSONA_QUERY}`);
        // Focus on the results' heading as they arrive, and their own title naming the first trade.
        await expect(page.getByRole("heading", { level: 1, name: "Your matches" })).toBeFocused();
        await expect(page).toHaveTitle("Your matches, Concreter first: Find your trade | Born to Build");
        expect(await topThree(page)).toEqual(TOP_THREE);
        await expect(page.locator("#top-three li[aria-labelledby], #other-trades li[aria-labelledby]")).toHaveCount(15);
        await expect(page.getByText("This is a starting point, not advice", { exact: false })).toBeVisible();

        // Back: the questions, with the answers still chosen (the browser keeps a form's state).
        await page.goBack();
        await expect(page).toHaveURL(PATH);
        await expect(group(page, "Which year of school").getByRole("radio", { name: "Year 10" })).toBeChecked();
        await page.goForward();
        await expect(page).toHaveURL(`${PATH}?${PERSONA_QUERY}`);

        // Change my answers: the questions with the answers ticked; a changed answer, new results.
        await page.getByRole("link", { name: "Change my answers" }).click();
        await expect(group(page, "Where would you rather").getByRole("radio", { name: /^Outdoors/ })).toBeChecked();
        await group(page, "Where would you rather")
          .getByRole("radio", { name: /^Indoors/ })
          .check();
        await page.getByRole("button", { name: "Show my matches" }).click();
        await expect(page).toHaveURL(/place=indoors/);
        expect(await topThree(page)).not.toEqual(TOP_THREE);

        await page.getByRole("link", { name: "Start again" }).click();
        await expect(page).toHaveURL(PATH);
        await expect(page.locator("main input:checked")).toHaveCount(0);
      });

      test("Compare my top 3 opens the explorer with them side by side; each result links to its page", async ({
        page,
      }) => {
        await page.goto(`${PATH}?${PERSONA_QUERY}`);
        if (javaScriptEnabled) await hydrated(page);
        const first = page.locator("#top-three li").first();
        await expect(first.getByRole("link", { name: "Concreter", exact: true })).toHaveAttribute(
          "href",
          "/trades/concreter",
        );
        await expect(first.getByRole("link", { name: /^Apply Now for Concreter/ })).toHaveAttribute(
          "href",
          "https://apply.borntobuild.example.com/apprenticeship-application",
        );
        await page.getByRole("link", { name: "Compare my top 3" }).click();
        await expect(page).toHaveURL(/\/trades\/compare\?pick=bricklayer&pick=concreter&pick=stonemason#side-by-side$/);
        await expect(page.locator("#side-by-side li")).toHaveCount(3);
      });

      test("a required question left out: the problems listed and focused, each a link to its question", async ({
        page,
      }) => {
        await page.goto(PATH);
        if (javaScriptEnabled) await hydrated(page);
        await group(page, "Where would you rather")
          .getByRole("radio", { name: /^Outdoors/ })
          .check();
        await page.getByRole("button", { name: "Show my matches" }).click();
        const summary = page.getByRole("alert");
        await expect(summary).toBeFocused();
        await expect(summary.getByRole("link")).toHaveText([
          /^Choose an answer to “How do you feel about working up high/,
          /^Choose an answer to “How soon/,
          /^Choose an answer to “Which year of school/,
        ]);
        // The answer given is kept; following a link lands on its question's group.
        await expect(group(page, "Where would you rather").getByRole("radio", { name: /^Outdoors/ })).toBeChecked();
        await expect(group(page, "How do you feel about working up high")).toHaveAccessibleDescription(
          /Error: Choose an answer/,
        );
        for (const [i, id] of ["heights", "earn", "school"].entries()) {
          await summary.getByRole("link").nth(i).click();
          // The browser follows the link, script or none: the page loads none (decision 053).
          await expect(page).toHaveURL(new RegExp(`#question-${id}$`));
          await expect(page.locator(`#question-${id}`)).toBeFocused();
          await expectInSight(page, id);
        }
        // From the group, Tab goes to its answers.
        await page.keyboard.press("Tab");
        await expect(page.locator("#school-year-10")).toBeFocused();
      });
    });
  }
}

test.describe("keyboard", () => {
  test.use({ viewport: { width: 390, height: 900 } });
  test("Tab into each group, arrows choose, Enter sends the form", async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const first = group(page, "Where would you rather").getByRole("radio", { name: /^Outdoors/ });
    await tabTo(page, first);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await page.keyboard.press("Tab"); // the next group's first answer
    await expect(page.locator("#heights-fine")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#heights-avoid")).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("alert").getByRole("link")).toHaveCount(2);
  });
});

// The questions, the page as it loads, are analysed with every page (a11y.spec.ts); these are
// the states only a query shows.
test.describe("axe (WCAG 2.2 A/AA and heading order)", () => {
  for (const width of [390, 1280]) {
    for (const [state, path] of [
      ["the results", QUIZ_RESULTS],
      [
        "the results with two trades ruled out",
        `${PATH}?material=wiring&place=mix&heights=fine&maths=yes&fixing=yes&earn=now&school=year-12&colour=no&done=yes`,
      ],
      ["the problems", QUIZ_INVALID],
    ] as const) {
      test(`${state} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test("the results print on at most three A4 pages, with the day, the answers and their address; no menus or buttons", async ({
  page,
}) => {
  // A4 is 210 mm: 794 CSS px, less Chromium's default 0.4 in margins on each side.
  await page.setViewportSize({ width: 718, height: 1000 });
  // The longest results: every question answered, two trades ruled out with their requirement.
  const everything =
    "material=timber&place=indoors&heights=avoid&physical=very&maths=yes&finish=yes&people=own&fixing=yes&earn=now&school=year-10&colour=no&done=yes";
  for (const path of [QUIZ_RESULTS, `${PATH}?${everything}`]) {
    await page.emulateMedia({ media: "screen" });
    await page.goto(path);
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(718);
    await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
    await expect(page.getByRole("link", { name: "Compare my top 3" })).toBeHidden();
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /^Apply Now/ })
        .first(),
    ).toBeHidden();
    await expect(page.locator("#top-three li").first()).toHaveCSS("break-inside", "avoid");
    // What makes a printout worth keeping: the day, the answers, the address.
    const kept = page.locator("#your-answers");
    await expect(kept.getByRole("heading", { name: "Your answers" })).toBeVisible();
    await expect(kept.locator("dt").first()).toBeVisible();
    const today = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Adelaide", dateStyle: "long" }).format();
    await expect(kept).toContainText(`Your results on ${today}.`);
    const query = new URL(path, "https://x").search;
    await expect(kept.getByRole("link")).toHaveText(`https://www.borntobuild.example.com/find-your-trade${query}`);
    await expect(page.getByRole("heading", { name: "Talk to a person" })).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    console.log(`find-your-trade results (${path.length} characters of address): ${pages} A4 pages`);
    expect(pages).toBeLessThanOrEqual(3);
  }
});

// The answer first. On a phone the results' first screen names the top match (its
// card starts there), with focus on the heading as before; what the results are follows them.
for (const [width, height] of [
  [390, 844],
  [320, 568],
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width}×${height}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: { width, height }, javaScriptEnabled });

      test("the top match is on the first screen, the explanation after it", async ({ page }) => {
        await page.goto(QUIZ_RESULTS);
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: "Your matches" })).toBeFocused();
        const top = page.locator("#top-three li").first();
        const name = (await top.getByRole("heading", { level: 3 }).boundingBox())!;
        const card = (await top.boundingBox())!;
        const header = (await page.getByRole("banner").boundingBox())!;
        console.log(
          `${width}×${height}: the top match's name at ${Math.round(name.y)} to ${Math.round(name.y + name.height)}`,
        );
        expect(name.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(name.y + name.height).toBeLessThanOrEqual(height);
        expect(card.y).toBeLessThan(height);
        // The explanation and the ways on come after the top match.
        const change = (await page.getByRole("link", { name: "Change my answers" }).boundingBox())!;
        expect(change.y).toBeGreaterThan(name.y + name.height);
      });
    });
  }
}
