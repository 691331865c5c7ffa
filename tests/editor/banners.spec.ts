// A page's banner picture changed in the web editor (Page banners): a new description lands in
// content/data/banners.yaml and on the rebuilt page; an address that is no page is saved by the
// editor (it only asks for a leading /) and named by content:check, as CI would on the pull
// request. Restored afterwards. Expected values: what the test typed, and the page's address.
import { expect, test } from "@playwright/test";
import { contentProblems, editingFile, expectOnSite, publishNow, readScratch, signIn } from "./editor";

const FILE = "content/data/banners.yaml";
/** The 1-based line of `text` that reads `line`, spaces around it aside. */
const lineOf = (text: string, line: string) => text.split("\n").findIndex((l) => l.trim() === line) + 1;

test("a page's banner: its new description on the page; an address that is no page named by content:check", async ({
  page,
}) => {
  await editingFile(page, FILE, async () => {
    await signIn(page, "/collections/banners/entries/banners");
    // The list opens folded, one line per page: unfold the first, the students' page.
    await page.getByRole("button", { name: "Expand" }).first().click();
    const address = page.getByLabel("Page address").first();
    await expect(address).toHaveValue("/info-for-students");
    const description = page.getByLabel("Description of the photo").first();
    const alt = "Apprentices in hard hats touring a building site with their mentor";
    await description.clear();
    await description.fill(alt);
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(readScratch(FILE)).toContain(`alt: ${alt}\n`);
    expect(contentProblems()).toEqual([]);
    await expectOnSite(page, "/info-for-students", `alt="${alt}"`);

    await address.clear();
    await address.fill("/info-for-student");
    await publishNow(page);
    // The file, not the toast: the first save's "Entry saved" can still be on screen (CI read
    // the file before this save had reached it, once in two runs).
    await expect.poll(() => readScratch(FILE), { timeout: 15_000 }).toContain("- page: /info-for-student\n");
    const saved = readScratch(FILE);
    expect(contentProblems()).toEqual([
      `${FILE}, line ${lineOf(saved, "- page: /info-for-student")}: Page banners › Banner pictures › Banners › banner 1 › Page address /info-for-student is not a page of this site: write the address as the browser shows it, like /info-for-students or /trades/carpenter (check the spelling)`,
    ]);
  });
});
