// Every entry of every collection opens in the editor without the preview failing: each file of
// each file collection, an existing entry and a new entry of each folder collection. Where the
// editor shows the page in its preview pane (app/preview/names.ts), the pane draws the entry's own
// heading; nowhere does the editor say "The preview cannot show this entry".
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { guardOutside, readScratch, signIn } from "./editor";

type FileEntry = { name: string; label: string; file: string; editor?: { preview?: boolean } };
type Collection = {
  name: string;
  label: string;
  folder?: string;
  extension?: string;
  create?: boolean;
  files?: FileEntry[];
  editor?: { preview?: boolean };
};

/** The collections as the editor is configured now (the build writes config.yml). */
const collections = (): Collection[] =>
  (parse(readScratch("public/admin/config.yml")) as { collections: Collection[] }).collections;

/** A file's fields: YAML, or a Markdown file's front matter. */
function fieldsOf(file: string): Record<string, unknown> {
  const text = readScratch(file);
  const front = /^---\n([\s\S]*?)\n---/.exec(text);
  return (parse(front ? front[1]! : text) ?? {}) as Record<string, unknown>;
}

/** The heading the page shows: a page's heading, a post's title, a trade's name. */
const headingOf = (fields: Record<string, unknown>) => String(fields.heading ?? fields.title ?? fields.name);

const pane = (page: Page) => page.frameLocator("#preview-pane");

/**
 * Opens an entry by the editor's address. The first is a fresh load, as a bookmark or a new tab
 * would (the sign-in is kept); the rest go through the loaded editor, as a click in its lists
 * does, by way of its collections page, so the entry's form is drawn anew (a fresh load of
 * Decap for each entry was most of this file's time).
 */
const loaded = new WeakSet<Page>();
async function open(page: Page, hash: string) {
  const publish = page.getByRole("button", { name: /^Publish(ed)?$/ });
  if (!loaded.has(page)) {
    await page.goto("about:blank");
    await page.goto(`/admin/#${hash}`);
    loaded.add(page);
  } else {
    await page.evaluate(() => (location.hash = "#/"));
    await expect(publish).toHaveCount(0);
    await page.evaluate((to) => (location.hash = `#${to}`), hash);
  }
  await expect(publish).toBeVisible();
}

/** No "cannot show" anywhere: not in the pane (when there is one), not on the page. */
async function expectNoPreviewError(page: Page, where: string) {
  await expect(page.getByText("cannot show this entry"), where).toHaveCount(0);
  if ((await page.locator("#preview-pane").count()) > 0)
    await expect(pane(page).locator("[data-preview-error]"), where).toHaveCount(0);
}

/** With a preview: the pane draws the page with `heading` as its h1 and no error. */
async function expectPreview(page: Page, where: string, heading: string) {
  await expect(pane(page).locator("h1"), where).toHaveText(heading);
  await expectNoPreviewError(page, where);
}

test.beforeEach(async ({ page }) => {
  // Leaving a new entry asks before dropping it: these tests never save.
  page.on("dialog", (dialog) => void dialog.accept());
  await signIn(page);
});

test("every file of every file collection opens, its preview (where it has one) showing its own heading", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const outside = await guardOutside(page);
  const opened: string[] = [];
  for (const collection of collections().filter((c) => c.files)) {
    for (const file of collection.files!) {
      const where = `${collection.label} › ${file.label}`;
      await open(page, `/collections/${collection.name}/entries/${file.name}`);
      if (file.editor?.preview === false || collection.editor?.preview === false) {
        await expect(page.locator("#preview-pane"), where).toHaveCount(0);
        await expectNoPreviewError(page, where);
      } else await expectPreview(page, where, headingOf(fieldsOf(file.file)));
      opened.push(where);
    }
  }
  expect(opened.length).toBeGreaterThan(0);
  expect(outside).toEqual([]);
});

test("an existing entry of each folder collection opens, its preview (where it has one) showing its own heading", async ({
  page,
}) => {
  for (const collection of collections().filter((c) => c.folder)) {
    const extension = collection.extension ?? (collection.folder === "content/posts" ? "md" : "yaml");
    const file = readdirSync(`${process.env.EDITOR_SCRATCH}/${collection.folder}`)
      .filter((f) => f.endsWith(`.${extension}`))
      .sort()[0];
    expect(file, `${collection.label} has an entry`).toBeTruthy();
    const slug = file!.slice(0, -extension.length - 1);
    const where = `${collection.label} › ${slug}`;
    await open(page, `/collections/${collection.name}/entries/${slug}`);
    if (collection.editor?.preview === false) {
      await expect(page.locator("#preview-pane"), where).toHaveCount(0);
      await expectNoPreviewError(page, where);
    } else await expectPreview(page, where, headingOf(fieldsOf(`${collection.folder}/${file}`)));
  }
});

test("a new entry of each folder collection staff can add previews from its first keystroke", async ({ page }) => {
  const creatable = collections().filter((c) => c.folder && c.create);
  expect(creatable.length).toBeGreaterThan(0);
  for (const collection of creatable) {
    const where = `a new entry of ${collection.label}`;
    await open(page, `/collections/${collection.name}/new`);
    // Empty: the page is drawn with what there is, no error.
    await expect(pane(page).locator("h1"), where).toBeAttached();
    await expectNoPreviewError(page, where);
    // The first field the editor shows (a post's title) is the page's heading as it is typed.
    await page.locator("input[type=text]").first().fill("A first try at a new entry");
    await expectPreview(page, where, "A first try at a new entry");
  }
});
