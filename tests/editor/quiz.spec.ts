// Find your trade (issue 27) changed in the web editor, each with the mistake first: a reason
// worth 0 points is refused by the editor, then a question's new words land in questions.yaml,
// pass content:check and show on /find-your-trade once the dev loop has rebuilt. Restored
// afterwards. Expected values: content/find-your-trade/*.yaml as written from the issue, and the
// schema's rule that a reason counts for or against (never 0).
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  contentProblems,
  expectOnSite,
  fieldErrors,
  guardOutside,
  publishNow,
  readScratch,
  restoreAndRebuild,
  scratchPath,
  signIn,
} from "./editor";

const FIRST_QUESTION = "Where would you rather spend your working day?";
const NEW_WORDS = "Where would you like to spend most of your working day?";

test("find your trade: a reason worth 0 points is refused, and nothing is saved", async ({ page }) => {
  const outside = await guardOutside(page);
  const traits = "content/find-your-trade/traits/bricklayer.yaml";
  const before = readScratch(traits);
  try {
    await signIn(page, "/collections/find-your-trade-reasons/entries/bricklayer");
    await page.getByRole("button", { name: "Expand" }).first().click();
    const points = page.getByLabel("Points", { exact: true }).first();
    await expect(points).toHaveValue("3");
    await points.fill("0");
    await publishNow(page);
    await expect(fieldErrors(page)).toContainText(["A whole number from -3 to 3, not 0"]);
    expect(readScratch(traits)).toBe(before);
  } finally {
    // Should the editor save it after all, the next tests still start from the real file.
    // (Only then: a write starts a rebuild.)
    if (readScratch(traits) !== before) await restoreAndRebuild(page, () => writeFileSync(scratchPath(traits), before));
  }
  expect(outside).toEqual([]);
});

test("find your trade: a question's new words land in questions.yaml and on the page", async ({ page }) => {
  const outside = await guardOutside(page);
  const questions = "content/find-your-trade/questions.yaml";
  const before = readScratch(questions);
  try {
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
  } finally {
    await restoreAndRebuild(page, () => writeFileSync(scratchPath(questions), before));
  }
  expect(outside).toEqual([]);
});
