// A trade's figure and a staff member's phone number changed in the web editor, each with the
// mistake first: the editor names the field and saves nothing; then the right value lands in the
// YAML file, passes content:check and shows on the rebuilt page. Restored afterwards, so the
// other tests see SPEC's figures. Expected values: SPEC §9 (carpenter) and the staff card's format.
import { expect, test } from "@playwright/test";
import { SPEC_TRADES } from "../fixtures/spec";
import {
  contentProblems,
  editingFile,
  docShot,
  expectOnSite,
  fieldErrors,
  publishNow,
  readScratch,
  signIn,
} from "./editor";

test("a trade's yearly pay: the wrong form refused, the right one on /trades", async ({ page }) => {
  const file = "content/data/trades/carpenter.yaml";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/trades/entries/carpenter");
    const pay = page.getByLabel("Yearly pay once qualified (listing)");
    await expect(pay).toHaveValue(SPEC_TRADES.carpenter!.listingPay);
    await pay.clear();
    await pay.fill("88000");
    await publishNow(page);
    await expect(fieldErrors(page)).toContainText(["Write the yearly pay like $86,960"]);
    await docShot(page, "trade-pay-refused");
    expect(readScratch(file)).toBe(before);

    await pay.clear();
    await pay.fill("$88,000");
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(readScratch(file)).toContain("\nsalary: $88,000\n");
    expect(contentProblems()).toEqual([]);
    await expectOnSite(page, "/trades", "$88,000");
  });
});

test("a staff phone number: written another way it is refused, then shown on /about", async ({ page }) => {
  const file = "content/data/staff.yaml";
  await editingFile(page, file, async (before) => {
    await signIn(page, "/collections/people/entries/staff");
    // The list opens folded, one line per card: unfold them all; the first is Rebecca's.
    await page.getByRole("button", { name: "Expand" }).first().click();
    const phone = page.getByLabel("Phone", { exact: true }).first();
    await expect(phone).toHaveValue("(08) 5550 1201");
    await phone.clear();
    await phone.fill("0855501299");
    await publishNow(page);
    // The editor's own words for the pattern: the patternHint of app/content/schema/base.ts phoneNumber.
    await expect(fieldErrors(page)).toContainText([
      "The phone number must be written like (08) 8123 4567, 0412 345 678, 1300 123 456 or 13 12 34",
    ]);
    expect(readScratch(file)).toBe(before);

    await phone.clear();
    await phone.fill("(08) 5550 1299");
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(readScratch(file)).toContain("phone: (08) 5550 1299");
    expect(contentProblems()).toEqual([]);
    await expectOnSite(page, "/about", "(08) 5550 1299");
  });
});
