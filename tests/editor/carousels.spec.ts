// The photo carousels in the web editor (Photo carousels › Carousels): each carousel's photos are
// folded to one line each, and that line is the photo's own description, so staff find a photo
// without opening each; opened, a photo's fields are the item's own. Expected values: the
// descriptions written in the scratch copy's content/data/gallery.yaml.
import { expect } from "@playwright/test";
import { parse } from "yaml";
import { readScratch, test } from "./editor";

type Photo = { src: string; alt: string };
const CAROUSELS = ["Home page carousel", "About page carousel", "News page carousel", "Success stories carousel"];

test("each carousel's folded photos show their own descriptions, and a photo opens to its fields", async ({
  editor,
}) => {
  const gallery = parse(readScratch("content/data/gallery.yaml")) as Record<string, Photo[]>;
  const page = await editor("/collections/gallery/entries/gallery");
  for (const label of CAROUSELS) await expect(page.getByText(label).first()).toBeVisible();
  for (const photos of Object.values(gallery)) {
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) await expect(page.getByText(photo.alt, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Expand" }).first().click();
  await expect(page.getByLabel("Description of the photo").first()).toHaveValue(gallery.home![0]!.alt);
});
