// Find your trade changed in the web editor, each with the mistake first: a reason
// worth 0 points is refused by the editor, then a question's new words land in questions.yaml,
// pass content:check and show on /find-your-trade once the dev loop has rebuilt. Restored
// afterwards. Expected values: content/find-your-trade/*.yaml as written from the issue, and the
// schema's rule that a reason counts for or against (never 0).
import { expect } from "@playwright/test";
import {
  contentProblems,
  editingFile,
  expectOnSite,
  fieldErrors,
  publishNow,
  readScratch,
  signIn,
  test,
} from "./editor";

// The first question is what a student likes to work with: editable like the others.
const FIRST_QUESTION = "What would you most like to work with?";
const NEW_WORDS = "What would you most like to work with, day to day?";

test("find your trade: a reason worth 0 points is refused, and nothing is saved", async ({ editor }) => {
  const traits = "content/find-your-trade/traits/bricklayer.yaml";
  const page = await editor("/collections/find-your-trade-reasons/entries/bricklayer");
  await editingFile(page, traits, async (before) => {
    await page.getByRole("button", { name: "Expand" }).first().click();
    const points = page.getByLabel("Points", { exact: true }).first();
    await expect(points).toHaveValue("3");
    await points.fill("0");
    await publishNow(page);
    await expect(fieldErrors(page)).toContainText(["A whole number from -3 to 3, not 0"]);
    expect(readScratch(traits)).toBe(before);
  });
});

test("find your trade: a question's new words land in questions.yaml and on the page", async ({ page }) => {
  const questions = "content/find-your-trade/questions.yaml";
  await editingFile(page, questions, async () => {
    await signIn(page, "/collections/find-your-trade/entries/questions");
    await page.getByRole("button", { name: "Expand" }).first().click();
    const question = page.getByLabel("The question", { exact: true }).first();
    await expect(question).toHaveValue(FIRST_QUESTION);
    await question.fill(NEW_WORDS);
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(readScratch(questions)).toContain(`question: ${NEW_WORDS}\n`);
    expect(readScratch(questions)).not.toContain(FIRST_QUESTION);
    expect(contentProblems()).toEqual([]);
    await expectOnSite(page, "/find-your-trade", NEW_WORDS);
  });
});
