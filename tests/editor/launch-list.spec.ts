// What is left before launch (content:launch's list) is at the top of the editor's Site
// settings, each item led by where staff change it, and follows the content: a placeholder put
// into the scratch copy's settings is listed after the dev loop's rebuild. Expected values: the
// address this test writes, and the field the editor names for it.
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { guardOutside, readScratch, restoreAndRebuild, scratchPath, signIn } from "./editor";

const FILE = "content/settings.yaml";

test("the launch list is shown at the top of Site settings, led by each item's place in the editor", async ({
  page,
}) => {
  const outside = await guardOutside(page);
  const before = readScratch(FILE);
  const email = /^ {2}email: .*$/m;
  expect(before).toMatch(email);
  try {
    await restoreAndRebuild(page, () =>
      writeFileSync(scratchPath(FILE), before.replace(email, "  email: launch-check@example.com")),
    );
    await signIn(page, "/collections/settings");
    await expect(page.getByText(/Before launch: \d+ things? to replace/)).toBeVisible();
    // However long the list, the entry staff came for is on the phone's second screen at most,
    // and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    // The entries are listed right under the list: where the list ends, they begin.
    const list = page.locator('[class*="-CollectionTopDescription"]');
    await expect
      .poll(async () => {
        const box = await list.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThan(2 * 844);
    // Awaited: the editor lays itself out again after the resize, and one run on a busy machine
    // read the width (560) before it had.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(
      page.getByText(
        "• Site settings › Contact details › Program e-mail: launch-check@example.com is an example address: put the program's own in its place",
      ),
    ).toBeVisible();
  } finally {
    await restoreAndRebuild(page, () => writeFileSync(scratchPath(FILE), before));
  }
  expect(outside).toEqual([]);
});
