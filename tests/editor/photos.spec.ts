// Photos in the web editor as staff handle them: a phone's photo saved without its GPS position;
// the same photo uploaded again in another post is the same file, chosen with no question, and
// the first post keeps its cover; a photo a post uses cannot be deleted from the library (the
// refusal names the post); an iPhone's HEIC photo and a drawing (SVG) are refused before anything
// is saved, saying what to do; and Upload opens the file chooser every time it is pressed by
// keyboard, the second and later uploads of one visit included.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, type FileChooser, type Locator, type Page } from "@playwright/test";
import { cameraPhoto } from "../support/photos.mjs";
import { makePng } from "../support/png";
import {
  contentProblems,
  dialogMessages,
  fileChoosers,
  guardOutside,
  readScratch,
  removeScratch,
  restoreAndRebuild,
  saveAndRebuild,
  scratchHas,
  scratchPath,
  signIn,
  test,
} from "./editor";

/** The name the editor saves an upload under (docs/editor.md): its words, then its bytes' hash. */
const uploadName = (stem: string, bytes: Buffer, extension: string) =>
  `${stem}-${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}.${extension}`;

/** Every question or message the page put up in a dialog box, each answered OK. */
function dialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** Fills a new post's fields but its cover (`again`: in the same visit, already signed in). */
async function writePost(page: Page, title: string, again = false) {
  if (again) {
    await page.goto("/admin/#/collections/posts/new");
    await page.reload();
  } else await signIn(page, "/collections/posts/new");
  await fillPost(page, title);
}

/** Fills the open new post's fields but its cover. */
async function fillPost(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date", { exact: true }).fill("21/11/2026 09:00");
  await page.getByLabel("Summary").fill("A post written by the photo tests of the web editor.");
  await page.locator("[data-slate-editor=true]").click();
  await page.keyboard.type("Some words about the day.");
  await page.getByLabel("Description of the cover photo").fill("Apprentices at work on a building site");
}

const imagesNow = () => readdirSync(scratchPath("content/images/posts"));

test("the same photo uploaded again in another post is the same file, chosen with no question; a photo in use is never deleted", async ({
  page,
}) => {
  // Two saves and a restore, each followed by the dev loop's rebuild.
  test.setTimeout(480_000);
  const outside = await guardOutside(page);
  const seen = dialogs(page);
  // A phone's photo: EXIF with a GPS position (tests/support/photos.mjs).
  const photo = await cameraPhoto(1600, 900, 54);
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const name = uploadName("site-visit", photo, "jpg");
  const postA = "content/posts/first-post-with-the-site-visit-photo.md";
  const postB = "content/posts/second-post-with-the-site-visit-photo.md";
  try {
    await writePost(page, "First post with the site visit photo");
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "Site visit.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("dialog").getByText(name)).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await saveAndRebuild(page);
    expect(readScratch(postA)).toContain(`image: /images/posts/${name}\n`);
    // Saved without the camera's details: no EXIF (no GPS position) in the repository's copy.
    const saved = readFileSync(scratchPath(`content/images/posts/${name}`));
    expect((await sharp(saved).metadata()).exif).toBeUndefined();

    // Post B, not saved yet: the same photo, uploaded again from the phone.
    await writePost(page, "Second post with the site visit photo", true);
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    const library = page.getByRole("dialog");
    const card = library.getByRole("button", { name });
    await expect(card).toBeVisible();
    const before = imagesNow();
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "Site visit.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(library).toBeHidden();
    await saveAndRebuild(page);
    expect(seen.filter((text) => /exists|replace/i.test(text))).toEqual([]);
    expect(readScratch(postB)).toContain(`image: /images/posts/${name}\n`);
    expect(scratchHas(`content/images/posts/${name}`)).toBe(true);
    expect(imagesNow().sort()).toEqual(before.sort());
    expect(contentProblems()).toEqual([]);

    // Deleting it from the Media screen is refused, naming the posts that use it.
    await page.goto("/admin/#/");
    await page.getByRole("button", { name: "Media" }).click();
    await page.getByRole("dialog").getByRole("button", { name }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete selected" }).click();
    const refusal = page.getByText(/is not deleted/);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(`${postA} ("First post with the site visit photo")`);
    await expect(refusal).toContainText(`${postB} ("Second post with the site visit photo")`);
    expect(scratchHas(`content/images/posts/${name}`)).toBe(true);
    expect(contentProblems()).toEqual([]);
  } finally {
    const written = [postA, postB, `content/images/posts/${name}`].filter(scratchHas);
    if (written.length) await restoreAndRebuild(page, () => written.forEach(removeScratch));
  }
  expect(outside).toEqual([]);
});

test("an iPhone's HEIC photo and a drawing are refused as a post's cover, saying what to do, and nothing is saved", async ({
  editor,
}) => {
  const page = await editor("/collections/posts/new");
  const seen = dialogMessages(page);
  await fillPost(page, "A post whose cover is refused");
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  const before = imagesNow();
  const upload = page.locator("input[type=file]");
  await upload.setInputFiles({ name: "IMG_0003.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic") });
  await expect.poll(() => seen.join("\n")).toContain("Most Compatible");
  expect(seen.join("\n")).toContain("IMG_0003.HEIC");
  await upload.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"/>'),
  });
  await expect.poll(() => seen.join("\n")).toMatch(/logo\.svg: the editor takes photos only/);
  await expect(page.getByRole("dialog").getByText(/\.heic|\.svg/i)).toHaveCount(0);
  expect(imagesNow().sort()).toEqual(before.sort());
});

/** Whether `target` (or something inside it) has the keyboard's focus. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until `target` has focus; fails if it is not reached in 80 presses. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= 80; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`80 presses of Tab never reached ${target.toString()}`);
}

test.describe("by keyboard, at 390 px", () => {
  /** A new post filled in, its picture library opened by keyboard, and every file chooser the page opens from then on. */
  async function libraryByKeyboard(page: Page, title: string) {
    const choosers = fileChoosers(page);
    await fillPost(page, title);
    await tabTo(page, page.getByRole("button", { name: "Choose an image" }).first());
    await page.keyboard.press("Enter");
    return { chosen: choosers.opened, stop: choosers.stop };
  }

  /** `stem`.png given to the file chooser `chooser`, and its card in the library under the name the editor gives it. */
  async function uploadThrough(page: Page, chooser: FileChooser, stem: string, bytes: Buffer) {
    await chooser.setFiles({ name: `${stem}.png`, mimeType: "image/png", buffer: bytes });
    await expect(page.getByRole("dialog").getByRole("button", { name: uploadName(stem, bytes, "png") })).toBeVisible();
  }

  // (A post not saved yet keeps its uploads with it, to be written when it is saved: nothing here
  // reaches the scratch copy.)
  test("Enter and Space on Upload open the file chooser every time, six uploads in one visit", async ({ editor }) => {
    const page = await editor("/collections/posts/new", { width: 390 });
    const { chosen, stop } = await libraryByKeyboard(page, "A post with six photos uploaded by keyboard");
    const library = page.getByRole("dialog");
    const upload = library.getByRole("button", { name: "Upload" });
    for (let round = 0; round < 6; round++) {
      const bytes = makePng(1280 + round * 16, 720 + round * 9);
      const name = uploadName(`keyboard-${round}`, bytes, "png");
      // Straight after the last upload's card appears, while Decap may still be busy with it.
      await tabTo(page, upload);
      const chooser = page.waitForEvent("filechooser", { timeout: 10_000 });
      await page.keyboard.press(round % 2 ? "Space" : "Enter");
      await (await chooser).setFiles({ name: `keyboard-${round}.png`, mimeType: "image/png", buffer: bytes });
      await expect(library.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
    }
    // One chooser for each press, never two.
    expect(chosen).toHaveLength(6);
    stop();
  });

  // Decap draws Upload as a <label> Tab stops at, which Enter and Space do not open; a key pressed
  // there before the repair has taken it out of the tab order (or while Decap draws it again)
  // opened nothing. Here the label is put back as Decap draws it and given focus, as Tab gave it.
  test("Enter and Space on Upload as Decap draws it, a label, still open the file chooser", async ({ editor }) => {
    const page = await editor("/collections/posts/new", { width: 390 });
    const { chosen, stop } = await libraryByKeyboard(
      page,
      "A post whose photo is chosen from Upload as Decap draws it",
    );
    const label = page.locator("[role=dialog] label.nc-fileUploadButton");
    await expect(label).toBeVisible();
    for (const [i, key] of ["Enter", "Space"].entries()) {
      await label.evaluate((element: HTMLElement) => {
        element.setAttribute("tabindex", "0");
        element.focus();
      });
      await expect(label).toBeFocused();
      await page.keyboard.press(key);
      await expect.poll(() => chosen.length, { message: `${key} on the label opens the file chooser` }).toBe(i + 1);
      await uploadThrough(page, chosen[i]!, `decap-label-${i}`, makePng(1296 + i * 16, 729 + i * 9));
    }
    stop();
  });

  // While Decap saves an upload it disables the file input, and focus falls out of it to the page:
  // a key pressed then, on nothing, opened nothing. Here the input is disabled as Decap disables
  // it, and enabled again a moment after the key, as Decap does when the upload is saved.
  test("Enter and Space on Upload while an upload is saved open the file chooser once it is done", async ({
    editor,
  }) => {
    const page = await editor("/collections/posts/new", { width: 390 });
    const { chosen, stop } = await libraryByKeyboard(page, "A post whose photo is chosen while another is saved");
    const upload = page.getByRole("dialog").getByRole("button", { name: "Upload" });
    for (const [i, key] of ["Enter", "Space"].entries()) {
      await tabTo(page, upload);
      await upload.evaluate((input: HTMLInputElement) => (input.disabled = true));
      await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.keyboard.press(key);
      await upload.evaluate((input: HTMLInputElement) => setTimeout(() => (input.disabled = false), 400));
      await expect
        .poll(() => chosen.length, { message: `${key} while the upload is saved opens the file chooser` })
        .toBe(i + 1);
      await uploadThrough(page, chosen[i]!, `while-saving-${i}`, makePng(1312 + i * 16, 738 + i * 9));
    }
    stop();
  });
});
