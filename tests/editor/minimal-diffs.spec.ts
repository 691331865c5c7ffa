// Saving in the web editor changes only what staff changed: staff's files are kept in
// the form the editor writes them (scripts/content/editor-format.ts, `npm run content:format`),
// so a pay rise, a sentence of the FAQ, a quiz trait's points or a post's title are each a diff
// of one line, and the traits file keeps its header comment. Restored afterwards.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { editingFile, readScratch, saveAndRebuild, signIn } from "./editor";

/** The lines `file` lost and gained since `before`, as git shows them. */
function changedLines(file: string, before: string): { removed: string[]; added: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "diff-"));
  writeFileSync(join(dir, "before"), before);
  writeFileSync(join(dir, "after"), readScratch(file));
  let diff = "";
  try {
    execFileSync("git", ["diff", "--no-index", "--unified=0", "before", "after"], { cwd: dir });
  } catch (error) {
    // git diff --no-index exits 1 when the files differ: its output is the answer.
    diff = (error as { stdout: Buffer }).stdout.toString();
  }
  const lines = diff.split("\n").filter((line) => !/^(---|\+\+\+) /.test(line));
  return {
    removed: lines.filter((l) => l.startsWith("-")).map((l) => l.slice(1)),
    added: lines.filter((l) => l.startsWith("+")).map((l) => l.slice(1)),
  };
}

test("a pay rise is one line", async ({ page }) => {
  const file = "content/data/trades/carpenter.yaml";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/trades/entries/carpenter");
    await page.getByLabel("Yearly pay once qualified (listing)").fill("$88,000");
    await saveAndRebuild(page);
    expect(changedLines(file, before)).toEqual({ removed: ["salary: $86,960"], added: ["salary: $88,000"] });
  });
});

test("a sentence of the FAQ, typed in its rich text, is one line", async ({ page }) => {
  const file = "content/faq.md";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/pages/entries/faq");
    await page.getByText("You are paid for your work from the start.").click();
    await page.keyboard.type(" (new words)");
    await saveAndRebuild(page);
    const { removed, added } = changedLines(file, before);
    expect([removed.length, added.length]).toEqual([1, 1]);
    expect(removed[0]).toMatch(/^An apprenticeship is a real job/);
    expect(added[0]).toContain(" (new words)");
  });
});

test("a quiz trait's points are one line, and the file keeps its header comment", async ({ page }) => {
  const file = "content/find-your-trade/traits/plumber.yaml";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/find-your-trade-reasons/entries/plumber");
    await page.getByRole("button", { name: "Expand" }).first().click();
    const points = page.getByLabel("Points").first();
    const was = await points.inputValue();
    const now = was === "2" ? "3" : "2";
    await points.fill(now);
    await saveAndRebuild(page);
    expect(changedLines(file, before)).toEqual({ removed: [`    points: ${was}`], added: [`    points: ${now}`] });
    expect(readScratch(file)).toMatch(/^# Why \/find-your-trade suggests this trade/);
  });
});

test("a post's title is one line", async ({ page }) => {
  const file = "content/posts/meet-jordan.md";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/posts/entries/meet-jordan");
    await page.getByLabel("Title").fill("Meet Jordan, our apprentice electrician");
    await saveAndRebuild(page);
    expect(changedLines(file, before)).toEqual({
      removed: ["title: Meet Jordan, apprentice electrician"],
      added: ["title: Meet Jordan, our apprentice electrician"],
    });
  });
});
