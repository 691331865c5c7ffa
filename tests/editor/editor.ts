/**
 * What the editor tests share: signing in to the local backend, the scratch copy's files, the
 * site as the dev loop serves it, and a guard that no request leaves this machine.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test as base, type FileChooser, type Page } from "@playwright/test";
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

/** What each guarded page has asked of the outside since it was guarded (see guardOutside). */
const asked = new WeakMap<Page, string[]>();

/**
 * Every request the page makes outside this machine is refused and remembered: the editor must
 * need nothing from the internet (no CDN, no fonts, no analytics) while staff work locally.
 * Guarded once: on the signed-in page tests share (the `editor` fixture), guarded before its
 * first load, the list holds everything asked since, so its load is checked by every test.
 */
export async function guardOutside(page: Page): Promise<string[]> {
  const guarded = asked.get(page);
  if (guarded) return guarded;
  const outside: string[] = [];
  asked.set(page, outside);
  // A pattern, not a function: Playwright matches a pattern itself, where a function needs each
  // of the editor's requests sent to the test's process to ask it.
  await page.route(/^https?:\/\/(?!(?:localhost|127\.0\.0\.1)(?::\d+)?\/)/, async (route) => {
    outside.push(route.request().url());
    await route.abort();
  });
  return outside;
}

/** The policy refusals each watched page has had since it was first watched (see policyRefusals). */
const refused = new WeakMap<Page, string[]>();

/**
 * The admin page's policy (CSP) refusals, as Chromium reports them in the console, from now on;
 * on the shared signed-in page, since before its first load, so its load is checked too.
 */
export function policyRefusals(page: Page): string[] {
  const watched = refused.get(page);
  if (watched) return watched;
  const refusals: string[] = [];
  refused.set(page, refusals);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** Opens the editor and signs in to the local backend (no password: decap-server on this machine). */
export async function signIn(page: Page, hash = "") {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "News posts" }).first()).toBeVisible();
  if (hash) await page.goto(`/admin/#${hash}`);
}

/** The screens a shared editor page is kept at: a phone's, and the project's desktop. */
const SCREENS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;
export type Width = keyof typeof SCREENS;

/**
 * Opens an entry (an editor address, like "/collections/posts/new") in a page already signed
 * in, as a click in the editor's lists does: by way of its collections page, so the entry's form
 * is unmounted and drawn anew from the file. Leaving an entry with unsaved changes asks first
 * (accepted by the shared page); a picture library left open is closed as Escape closes it.
 */
async function openInEditor(page: Page, hash: string) {
  const library = page.getByRole("dialog");
  if (await library.count()) {
    await page.keyboard.press("Escape");
    await expect(library).toHaveCount(0);
  }
  const publish = page.getByRole("button", { name: /^Publish(ed)?$/ });
  await page.evaluate(() => (location.hash = "#/"));
  await expect(publish).toHaveCount(0);
  await expect(page.getByRole("link", { name: "News posts" }).first()).toBeVisible();
  await page.evaluate((to) => (location.hash = `#${to}`), hash);
  // An entry's screen is there once its Publish is (what a test then finds absent is absent).
  if (/\/(new|entries\/[^/]+)$/.test(hash)) await expect(publish).toBeVisible();
}

/** Opens `hash` in the editor, signed in, at a screen `width` wide (1280 unless said). */
export type Editor = (hash: string, options?: { width?: Width }) => Promise<Page>;

/**
 * The editor tests' `test`: with `editor`, a page signed in to the editor that the tests which
 * never save share, one per screen width and worker, so each does not pay a fresh load of
 * Decap and a sign-in. Each test opens its entry through the loaded editor (openInEditor),
 * from a clean form; the page's outside requests and policy refusals are watched from before
 * its load (guardOutside, policyRefusals). A test that saves,
 * changes the editor's configuration or needs its own browser settings (a locale, a clock)
 * takes Playwright's own `page` and signIn instead. `editorTimezone` is the shared pages' clock
 * zone (a file that sets it gets a worker of its own).
 */
export const test = base.extend<
  { editor: Editor },
  { editorTimezone: string | undefined; sharedEditor: (width: Width) => Promise<Page> }
>({
  editorTimezone: [undefined, { scope: "worker", option: true }],
  sharedEditor: [
    async ({ browser, editorTimezone }, use, workerInfo) => {
      const pages = new Map<Width, Promise<Page>>();
      const start = async (width: Width) => {
        const context = await browser.newContext({
          ...(editorTimezone ? { timezoneId: editorTimezone } : {}),
          baseURL: workerInfo.project.use.baseURL,
          viewport: SCREENS[width],
        });
        const page = await context.newPage();
        // Leaving an unsaved form is accepted (these tests never save); a backup Decap kept of
        // an earlier test's typing is refused, so every test starts from the file.
        page.on("dialog", (dialog) => {
          dialogsSaid.get(page)?.push(dialog.message());
          void (/local backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept());
        });
        await guardOutside(page);
        policyRefusals(page);
        await signIn(page);
        return page;
      };
      await use((width) => {
        if (!pages.has(width)) pages.set(width, start(width));
        return pages.get(width)!;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  editor: async ({ sharedEditor }, use) => {
    await use(async (hash, { width = 1280 } = {}) => {
      const page = await sharedEditor(width);
      await openInEditor(page, hash);
      dialogsSaid.set(page, []);
      return page;
    });
  },
});

/** What the shared pages' dialog boxes said since their test opened them (see dialogMessages). */
const dialogsSaid = new WeakMap<Page, string[]>();

/** What the dialog boxes (alerts, questions) of a page from `editor` said since the test opened it. */
export const dialogMessages = (page: Page): string[] => {
  const said = dialogsSaid.get(page);
  if (!said) throw new Error("dialogMessages is for a page from the editor fixture");
  return said;
};

/** Publishes the open entry (the local backend publishes at once) and waits for "saved". */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/**
 * Every file chooser `page` opens from now on, caught by one listener put on before anything is
 * pressed. Playwright catches a chooser only once a listener has reached the browser, which a
 * waitForEvent started just before the key that opens one may not have: the chooser then never
 * came and the test waited out its whole time (seen in CI). `stop` takes the listener off (a
 * shared page outlives the test).
 */
export function fileChoosers(page: Page) {
  const opened: FileChooser[] = [];
  const keep = (chooser: FileChooser) => opened.push(chooser);
  page.on("filechooser", keep);
  return {
    opened,
    /** The chooser opened after the first `seen`, waited for (15 s at most, then a failure saying so). */
    async next(seen: number): Promise<FileChooser> {
      await expect
        .poll(() => opened.length, { message: "a file chooser opened", timeout: 15_000 })
        .toBeGreaterThan(seen);
      return opened[seen]!;
    },
    stop: () => page.off("filechooser", keep),
  };
}

/** The messages the editor shows beside the fields it refuses. */
export const fieldErrors = (page: Page) => page.locator("ul[class*='ControlErrorsList'] li");

/** The site as the dev loop serves it now. */
export async function sitePage(page: Page, path: string): Promise<string> {
  // While workerd restarts on a new build (a fraction of a second) nothing answers, or a request
  // caught in the restart is never answered: that is "no server yet", which never contains what
  // a test waits for, not an answer, and the next poll asks again.
  const response = await page.request.get(path, { timeout: 15_000 }).catch((error: Error) => {
    if (/ECONNRESET|ECONNREFUSED|socket hang up|Timeout \d+ms exceeded/.test(error.message)) return null;
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
 * it, and no build newer than the one the restore waits past ever comes (seen in CI).
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
  waitingForBuild();
  const before = await servedBuild(page);
  restore();
  const newer = async () => {
    const now = await servedBuild(page);
    return /^\d+$/.test(now) && now !== before;
  };
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
