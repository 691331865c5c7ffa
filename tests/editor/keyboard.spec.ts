// A news post with a photo, written and published with the keyboard alone on a phone-sized
// screen: Tab, Shift+Tab, Enter, Space and typing, never the mouse. The one
// thing no key can do is pick a file in the operating system's dialog: Enter on Upload opens it
// (Playwright's file chooser) and the photo is handed to it. Before the fixes in
// public/admin/editor.js, Tab never reached Upload and no key selected a photo in the library,
// so a keyboard user could not give a post its (required) cover, and could not publish it.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePng } from "../support/png";
import {
  contentProblems,
  fileChoosers,
  guardOutside,
  readScratch,
  removeScratch,
  restoreAndRebuild,
  saveAndRebuild,
  scratchHas,
  scratchPath,
  sitePage,
} from "./editor";

// 10:00 on 20 November 2026 in Adelaide: what "Now" writes in the date field.
const NOW = new Date("2026-11-19T23:30:00Z");
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Australia/Adelaide" });

const TITLE = "Written with the keyboard alone";
const SLUG = "written-with-the-keyboard-alone";
const COVER_WIDTH = 1600;
const COVER = makePng(COVER_WIDTH, 900);
const OTHER = makePng(1920, 1080);
/** The name the editor saves an upload under (docs/editor.md): its words, then its bytes' hash. */
const uploadName = (stem: string, bytes: Buffer) =>
  `${stem}-${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}.png`;

/** Whether `target` (or something inside it) has the keyboard's focus. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** What has focus, in a few words, for a failure message. */
const focusedNow = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing (the page itself)";
    return `<${el.tagName.toLowerCase()}> ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)}`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user would look for
 * it; fails, naming where focus is, if it is not reached in `most` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, most = 80 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= most; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `${most} presses of ${back ? "Shift+Tab" : "Tab"} never reached ${target.toString()}: focus is on ${await focusedNow(page)}`,
  );
}

/** Enter on the picture library's Upload opens the file dialog, which is given `name`. */
async function uploadByKeyboard(
  page: Page,
  choosers: ReturnType<typeof fileChoosers>,
  library: Locator,
  name: string,
  bytes: Buffer,
) {
  await tabTo(page, library.getByRole("button", { name: "Upload" }));
  const seen = choosers.opened.length;
  await page.keyboard.press("Enter");
  await (await choosers.next(seen)).setFiles({ name, mimeType: "image/png", buffer: bytes });
}

/** Publish → Publish now, by keyboard: Shift+Tab back up to the toolbar, Enter, Enter. */
async function publishByKeyboard(page: Page) {
  await tabTo(page, page.getByRole("button", { name: "Publish", exact: true }), { back: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test("a post with a photo, written, given its cover from the picture library and published by keyboard alone, at 390 px", async ({
  page,
}) => {
  const outside = await guardOutside(page);
  const choosers = fileChoosers(page);
  // Every press of a mouse button or a finger on the page is counted: there must be none.
  await page.addInitScript(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    window.addEventListener("pointerdown", () => (w.pointerPresses += 1), true);
  });
  await page.clock.setFixedTime(NOW);
  const cover = uploadName("keyboard-cover", COVER);
  const other = uploadName("keyboard-other", OTHER);
  const post = `content/posts/${SLUG}.md`;
  // A photo already in the library, as an earlier upload leaves it. (Several uploads by keyboard in
  // one visit are photos.spec.ts's six-uploads test.)
  await restoreAndRebuild(page, () => {
    mkdirSync(scratchPath("content/images/posts"), { recursive: true });
    writeFileSync(scratchPath(`content/images/posts/${other}`), OTHER);
  });
  try {
    await page.goto("/admin/");
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible();
    await tabTo(page, login);
    await page.keyboard.press("Enter");
    const newPost = page.getByRole("link", { name: "Create entry of type News post" });
    await tabTo(page, newPost);
    await page.keyboard.press("Enter");

    await tabTo(page, page.getByLabel("Title"));
    await page.keyboard.type(TITLE);
    // The date: typed day first, then replaced by "Now".
    await tabTo(page, page.getByLabel("Date", { exact: true }));
    await page.keyboard.type("21/11/2026 09:00");
    await tabTo(page, page.getByRole("button", { name: "Set date to now" }));
    await page.keyboard.press("Enter");
    // NOW is 10:00 on 20 November in Adelaide (UTC+10:30): the box shows that day and time, day first.
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue("20/11/2026 10:00");
    await tabTo(page, page.getByLabel("Summary"));
    await page.keyboard.type("Every field of this post was filled in, and its photo chosen, with the keyboard.");

    // The cover: two photos uploaded into the library, then the first chosen from it.
    const choose = page.getByRole("button", { name: "Choose an image" }).first();
    await tabTo(page, choose);
    await page.keyboard.press("Enter");
    const library = page.getByRole("dialog");
    await expect(library.getByRole("heading", { name: "Images" })).toBeVisible();
    await uploadByKeyboard(page, choosers, library, "keyboard-cover.png", COVER);
    const coverCard = library.getByRole("button", { name: cover });
    const otherCard = library.getByRole("button", { name: other });
    // A new upload is the one selected; Space selects another photo, then the cover again.
    await expect(coverCard).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, otherCard, { back: true });
    await page.keyboard.press("Space");
    await expect(otherCard).toHaveAttribute("aria-pressed", "true");
    await expect(coverCard).toHaveAttribute("aria-pressed", "false");
    await tabTo(page, coverCard);
    await page.keyboard.press("Space");
    await expect(coverCard).toHaveAttribute("aria-pressed", "true");
    await expect(otherCard).toHaveAttribute("aria-pressed", "false");
    await tabTo(page, library.getByRole("button", { name: "Choose selected" }));
    await page.keyboard.press("Enter");
    await expect(library).toBeHidden();
    // Focus is back in the photo field, not at the top of the page.
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeFocused();
    // The photo is drawn in its field at once (the upload's own copy until the post is saved).
    const thumbnail = page
      .locator("[class*='-ControlContainer']")
      .filter({ has: page.getByRole("button", { name: "Choose different image" }) })
      .locator("img")
      .first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(COVER_WIDTH);

    await tabTo(page, page.getByLabel("Description of the cover photo"));
    await page.keyboard.type("A photo chosen from the picture library with the keyboard");
    await tabTo(page, page.getByRole("textbox", { name: "Text of the post" }));
    await page.keyboard.type("Tab, Enter and Space were all it took.");

    await saveAndRebuild(page, publishByKeyboard);

    const file = readScratch(post);
    expect(file).toMatch(new RegExp(`^---\\ntitle: ${TITLE}\\ndate: 2026-11-20T10:00\\n`));
    expect(file).toContain(`image: /images/posts/${cover}\n`);
    expect(file).toContain("alt: A photo chosen from the picture library with the keyboard\n");
    expect(file).toContain("Tab, Enter and Space were all it took.");
    expect(scratchHas(`content/images/posts/${cover}`)).toBe(true);
    expect(contentProblems()).toEqual([]);
    expect(await sitePage(page, `/blog/${SLUG}`)).toContain(TITLE);
    expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
  } finally {
    const written = [post, `content/images/posts/${cover}`, `content/images/posts/${other}`].filter(scratchHas);
    if (written.length) await restoreAndRebuild(page, () => written.forEach(removeScratch));
  }
  expect(outside).toEqual([]);
});
