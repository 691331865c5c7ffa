// A redirect rule added in the web editor (Redirects): saved into content/redirects.yaml,
// built, and answered by the site in one hop; then a chain and a loop, which the editor saves (it
// checks only the addresses' form) and content:check refuses, naming the rule, as CI would on the
// pull request. Restored afterwards. Expected values: what the test typed, and pages of the site.
import { expect, test, type Page } from "@playwright/test";
import { contentProblems, editingFile, publishNow, readScratch, signIn } from "./editor";

const FILE = "content/redirects.yaml";
/** The 1-based line of `text` that reads `line`, spaces around it aside. */
const lineOf = (text: string, line: string) => text.split("\n").findIndex((l) => l.trim() === line) + 1;
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

test("a rule added in the editor answers in one hop; a chain and a loop are named by content:check", async ({
  page,
}) => {
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

    // A chain (to another old address) and a loop (two rules that point at each other).
    await addRule(page, "/open-day", "/open-day-2019", "A shorter address for the open day");
    await addRule(page, "/loop-one", "/loop-two", "A loop");
    await addRule(page, "/loop-two", "/loop-one", "A loop");
    await publishNow(page);
    await expect.poll(() => readScratch(FILE), { timeout: 15_000 }).toContain("- from: /loop-two\n");
    const broken = readScratch(FILE);
    const at = (from: string) => lineOf(broken, `- from: ${from}`);
    const n = before + 2;
    expect(contentProblems()).toEqual([
      `${FILE}, line ${at("/open-day") + 1}: Redirects › Redirect rules › Rules › rule ${n} › Goes to /open-day-2019 is itself an old address (rule ${n - 1} at line ${at("/open-day-2019")}) that goes on to /blog/apprentice-awards: write /blog/apprentice-awards here, so visitors arrive in one step`,
      `${FILE}, line ${at("/loop-one") + 1}: Redirects › Redirect rules › Rules › rule ${n + 1} › Goes to /loop-two is an old address that leads back here (rule ${n + 2} at line ${at("/loop-two")}): a loop that never arrives; send it to a page, like /blog`,
      `${FILE}, line ${at("/loop-two") + 1}: Redirects › Redirect rules › Rules › rule ${n + 2} › Goes to /loop-one is an old address that leads back here (rule ${n + 1} at line ${at("/loop-one")}): a loop that never arrives; send it to a page, like /blog`,
    ]);
  });
});
