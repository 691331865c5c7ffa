/**
 * What the editor tests share: signing in to the local backend, the scratch copy's files, the
 * site as the dev loop serves it, and a guard that no request leaves this machine.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkContent, formatProblem } from "../../scripts/content/check";

/** The scratch copy the dev loop serves (playwright.editor.config.ts). */
export const scratch = () => {
  const folder = process.env.EDITOR_SCRATCH;
  if (!folder) throw new Error("EDITOR_SCRATCH is not set: run these tests with playwright.editor.config.ts");
  return folder;
};
export const scratchPath = (relative: string) => join(scratch(), relative);
export const readScratch = (relative: string) => readFileSync(scratchPath(relative), "utf8");
export const scratchHas = (relative: string) => existsSync(scratchPath(relative));
export const removeScratch = (relative: string) => rmSync(scratchPath(relative), { force: true });

/** content:check on the copy, as CI runs it on a pull request. */
export const contentProblems = () =>
  checkContent({ contentDir: scratchPath("content"), publicDir: scratchPath("public") }).problems.map(formatProblem);

/**
 * Every request the page makes outside this machine is refused and remembered: the editor must
 * need nothing from the internet (no CDN, no fonts, no analytics) while staff work locally.
 */
export async function guardOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol.startsWith("http"),
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
  return outside;
}

/** Opens the editor and signs in to the local backend (no password: decap-server on this machine). */
export async function signIn(page: Page, hash = "") {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "News posts" }).first()).toBeVisible();
  if (hash) await page.goto(`/admin/#${hash}`);
}

/** Publishes the open entry (the local backend publishes at once) and waits for "saved". */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/** The messages the editor shows beside the fields it refuses. */
export const fieldErrors = (page: Page) => page.locator("ul[class*='ControlErrorsList'] li");

/** The site as the dev loop serves it now. */
export async function sitePage(page: Page, path: string): Promise<string> {
  // While workerd restarts on a new build (a fraction of a second) nothing answers: that is
  // "no server yet", which never contains what a test waits for, not an answer.
  const response = await page.request.get(path).catch((error: Error) => {
    if (/ECONNRESET|ECONNREFUSED|socket hang up/.test(error.message)) return null;
    throw error;
  });
  if (!response) return "(no server)";
  return response.status() === 200 ? response.text() : `(${response.status()})`;
}

/**
 * How long the dev loop may take to serve the next build. Each wait for one adds this much to
 * the test's own time, so a test that waits for several builds on a busy machine is not cut
 * short by a limit sized for one.
 */
const REBUILD_MS = 90_000;
const waitingForBuild = () => test.info().setTimeout(test.info().timeout + REBUILD_MS);

/** Waits until the rebuilt site serves `text` at `path` (the dev loop rebuilds after each save). */
export async function expectOnSite(page: Page, path: string, text: string) {
  waitingForBuild();
  await expect.poll(() => sitePage(page, path), { timeout: REBUILD_MS, intervals: [500] }).toContain(text);
}

/** Screenshots for docs/editor.md, taken only when asked: `EDITOR_DOC_SHOTS=1`. */
export async function docShot(page: Page, name: string) {
  if (process.env.EDITOR_DOC_SHOTS !== "1") return;
  await page.screenshot({ path: join("docs", "editor", `${name}.png`) });
}

/** The build the dev loop's worker is serving now ("(no server)" while it restarts). */
export const servedBuild = (page: Page) => sitePage(page, "/__dev/build");

/**
 * Saves the open entry and waits until the dev loop serves the build that follows (one after
 * `since`, the build served before the save). A test that puts the file back right after a save
 * must wait so: a restore written while the save's build is still running can be folded into
 * it, and no build newer than the one the restore waits past ever comes (seen in CI: 90 s).
 * `publish` presses Publish (by default with the mouse).
 */
export async function saveAndRebuild(page: Page, publish: (page: Page) => Promise<void> = publishNow) {
  // The build served now (waited for, should the worker be restarting for an earlier one).
  let since = "";
  waitingForBuild();
  await expect
    .poll(async () => /^\d+$/.test((since = await servedBuild(page))), { timeout: REBUILD_MS, intervals: [250] })
    .toBe(true);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  waitingForBuild();
  await expect
    .poll(
      async () => {
        const now = await servedBuild(page);
        return /^\d+$/.test(now) && Number(now) > Number(since);
      },
      { timeout: REBUILD_MS, intervals: [250] },
    )
    .toBe(true);
}

/**
 * Puts files back (`restore`) and waits until the dev loop serves the build that follows, so
 * the next test never opens the editor while the worker restarts for it (a page loaded in
 * that moment may never start the editor: seen once in CI, the Login button never came).
 */
export async function restoreAndRebuild(page: Page, restore: () => void) {
  const before = await servedBuild(page);
  restore();
  const newer = async () => {
    const now = await servedBuild(page);
    return /^\d+$/.test(now) && now !== before;
  };
  waitingForBuild();
  await expect.poll(newer, { timeout: REBUILD_MS, intervals: [250] }).toBe(true);
}

/**
 * A test that edits `file` in the editor: `edit` gets the file as it was; afterwards the file is
 * put back if it changed (the rebuild awaited, see restoreAndRebuild), and no request may have
 * left this machine.
 */
export async function editingFile(page: Page, file: string, edit: (before: string) => Promise<void>) {
  const outside = await guardOutside(page);
  const before = readScratch(file);
  try {
    await edit(before);
  } finally {
    if (readScratch(file) !== before) await restoreAndRebuild(page, () => writeFileSync(scratchPath(file), before));
  }
  expect(outside).toEqual([]);
}
