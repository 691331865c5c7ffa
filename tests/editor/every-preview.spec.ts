// Every entry of every collection opens in the editor without the preview failing: each file of
// each file collection, an existing entry and a new entry of each folder collection. Where the
// editor shows the page in its preview pane (app/preview/names.ts), the pane draws the entry's own
// heading; nowhere does the editor say "The preview cannot show this entry".
import { readdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { guardOutside, readScratch, test } from "./editor";

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

// Each entry is opened in the signed-in editor through its collections page, as a click in its
// lists would, so its form is drawn anew (the `editor` fixture): a fresh load of Decap for each
// entry was most of this file's time. These tests never save.

test("every file of every file collection opens, its preview (where it has one) showing its own heading", async ({
  editor,
}) => {
  test.setTimeout(600_000);
  let outside: string[] = [];
  const opened: string[] = [];
  for (const collection of collections().filter((c) => c.files)) {
    for (const file of collection.files!) {
      const where = `${collection.label} › ${file.label}`;
      const page = await editor(`/collections/${collection.name}/entries/${file.name}`);
      outside = await guardOutside(page);
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
  editor,
}) => {
  for (const collection of collections().filter((c) => c.folder)) {
    const extension = collection.extension ?? (collection.folder === "content/posts" ? "md" : "yaml");
    const file = readdirSync(`${process.env.EDITOR_SCRATCH}/${collection.folder}`)
      .filter((f) => f.endsWith(`.${extension}`))
      .sort()[0];
    expect(file, `${collection.label} has an entry`).toBeTruthy();
    const slug = file!.slice(0, -extension.length - 1);
    const where = `${collection.label} › ${slug}`;
    const page = await editor(`/collections/${collection.name}/entries/${slug}`);
    if (collection.editor?.preview === false) {
      await expect(page.locator("#preview-pane"), where).toHaveCount(0);
      await expectNoPreviewError(page, where);
    } else await expectPreview(page, where, headingOf(fieldsOf(`${collection.folder}/${file}`)));
  }
});

test("a new entry of each folder collection staff can add previews from its first keystroke", async ({ editor }) => {
  const creatable = collections().filter((c) => c.folder && c.create);
  expect(creatable.length).toBeGreaterThan(0);
  for (const collection of creatable) {
    const where = `a new entry of ${collection.label}`;
    const page = await editor(`/collections/${collection.name}/new`);
    // Empty: the page is drawn with what there is, no error.
    await expect(pane(page).locator("h1"), where).toBeAttached();
    await expectNoPreviewError(page, where);
    // The first field the editor shows (a post's title) is the page's heading as it is typed.
    await page.locator("input[type=text]").first().fill("A first try at a new entry");
    await expectPreview(page, where, "A first try at a new entry");
  }
});
