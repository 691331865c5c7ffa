// A redirect rule added in the web editor (Redirects): saved into content/redirects.yaml,
// built, and answered by the site in one hop. A rule to no page of the site, to another rule's
// old address (a chain), to its own old address or round a loop is refused before the save
// (public/admin/editor.js), naming the rule in the words content:check uses for it
// (scripts/content/editor-place.ts), and nothing is written. Restored afterwards.
// Expected values: what the test typed, and pages of the site.
import { expect, test, type Page } from "@playwright/test";
import { contentProblems, editingFile, publishNow, readScratch, signIn } from "./editor";

const FILE = "content/redirects.yaml";
const rulesIn = (text: string) => text.split("\n  - from:").length - 1;

/** Adds a rule at the end of the list and fills it in. */
async function addRule(page: Page, from: string, to: string, why: string) {
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Old address").last().fill(from);
  await page.getByLabel("Goes to").last().fill(to);
  // The status is a list to choose from: typed into it and chosen with Enter, as by keyboard.
  await page.getByLabel("Status").last().focus();
  await page.keyboard.type("301");
  await page.keyboard.press("Enter");
  await page.getByLabel("Why").last().fill(why);
}

/** The site's answer at `path`, not followed. */
const answer = async (page: Page, path: string) => {
  const response = await page.request.get(path, { maxRedirects: 0 }).catch(() => null);
  return response ? `${response.status()} ${response.headers()["location"] ?? ""}` : "(no server)";
};

test("a rule added in the editor answers in one hop", async ({ page }) => {
  await editingFile(page, FILE, async () => {
    const before = rulesIn(readScratch(FILE));
    await signIn(page, "/collections/redirects/entries/redirects");
    await addRule(page, "/open-day-2019", "/blog/apprentice-awards", "The 2019 open day's page");
    await publishNow(page);
    await expect.poll(() => readScratch(FILE), { timeout: 15_000 }).toContain("- from: /open-day-2019\n");
    const saved = readScratch(FILE);
    expect(rulesIn(saved)).toBe(before + 1);
    expect(saved).toContain("  - from: /open-day-2019\n    to: /blog/apprentice-awards\n    status: 301\n");
    expect(contentProblems()).toEqual([]);
    // The dev loop rebuilds after the save: the old address then answers one hop to the post.
    await expect
      .poll(() => answer(page, "/open-day-2019/?utm_source=flyer"), { timeout: 90_000, intervals: [500] })
      .toBe("301 /blog/apprentice-awards?utm_source=flyer");
  });
});

/** Where the editor and content:check both name a rule: the screen, the entry, the list (docs/decisions/044). */
const RULES = "Redirects › Redirect rules › Rules";

/**
 * Rules the editor refuses before the save, each with the message it shows; `n` is the number
 * the first rule added gets in the editor's list (counted from 1), the rules are added in order.
 */
const REFUSED: Array<{ name: string; rules: Array<[from: string, to: string]>; message: (n: number) => string }> = [
  {
    name: "a rule to a page that does not exist",
    rules: [["/old-open-day", "/no-such-page"]],
    message: (n) => `${RULES} › rule ${n} › Goes to /no-such-page is not a page of this site: check the spelling`,
  },
  {
    name: "a rule whose Goes to is its own old address",
    rules: [["/open-day-2019", "/open-day-2019"]],
    message: (n) =>
      `${RULES} › rule ${n} › Goes to /open-day-2019 is the rule's own old address: visitors would go round in a circle. Send it to a page of this site, like /blog`,
  },
  {
    name: "a loop of rules",
    rules: [
      ["/loop-one", "/loop-two"],
      ["/loop-two", "/loop-one"],
    ],
    message: (n) =>
      `${RULES} › rule ${n} › Goes to /loop-two is another rule's old address (rule ${n + 1} (Old address /loop-two)), and the rules lead round in a loop`,
  },
  {
    name: "a rule to another rule's old address",
    rules: [
      ["/open-day-2019", "/blog/apprentice-awards"],
      ["/open-day", "/open-day-2019"],
    ],
    message: (n) =>
      `${RULES} › rule ${n + 1} › Goes to /open-day-2019 is another rule's old address (rule ${n} (Old address /open-day-2019)), which goes on to /blog/apprentice-awards: write /blog/apprentice-awards here`,
  },
];

for (const { name, rules, message } of REFUSED) {
  test(`${name} is refused before save, naming the rule as the editor shows it and what to do`, async ({ page }) => {
    await editingFile(page, FILE, async (before) => {
      const n = rulesIn(before) + 1;
      await signIn(page, "/collections/redirects/entries/redirects");
      for (const [from, to] of rules) await addRule(page, from, to, name);
      await publishNow(page);
      await expect(page.getByText(message(n), { exact: false })).toBeVisible();
      await expect(page.getByText("Entry saved")).toHaveCount(0);
      expect(readScratch(FILE)).toBe(before);
    });
  });
}
