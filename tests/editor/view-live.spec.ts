// The editor's View Live link opens the entry's own page on the site, not the home page: a news
// post's at /blog/<its file name>, a trade's at /trades/<its file name> (the painter's by SPEC's
// redirect to /painter/), a page's words and a page of text at that page's address. Expected
// addresses: SPEC's, written here, for entries the scratch copy has; the dev loop serves each.
import { expect } from "@playwright/test";
import { requireSiteOrigin } from "../../scripts/lib/site-origin";
import { dialogMessages, signIn, sitePage, test } from "./editor";

/** Each entry, the page SPEC gives it, and the start of that page's title (the entry's own words). */
const ENTRIES = [
  { entry: "posts/entries/meet-jordan", page: "/blog/meet-jordan", title: "Meet Jordan, apprentice electrician" },
  { entry: "trades/entries/electrician", page: "/trades/electrician", title: "Electrician apprenticeship" },
  { entry: "trades/entries/painter", page: "/trades/painter", title: "Painter apprenticeship" },
  { entry: "words/entries/about", page: "/about", title: "About us and our team" },
  { entry: "pages/entries/faq", page: "/apprenticeship-faq", title: "Apprenticeship FAQ" },
];

for (const { entry, page: path, title } of ENTRIES)
  test(`View Live on ${entry} opens ${path}`, async ({ editor }) => {
    const page = await editor(`/collections/${entry}`);
    const live = page.getByRole("link", { name: "View Live" });
    await expect(live).toHaveAttribute("href", `${requireSiteOrigin()}${path}`);
    // The address is a page the site serves (followed through a redirect), the entry's own.
    expect(await sitePage(page, path)).toContain(`<title>${title}`);
  });

/** The trade's name field, as app/content/schema/trades.ts labels it. */
const TRADE_NAME = "Trade name";

// Straight from one entry's address to another's, as the browser's Back and Forward go, or an
// address typed: the second entry's own form, preview and View Live, with no error. (Decap kept
// the first entry's form under the second's address, and its View Live failed.)
test("straight from one trade's address to another's and Back and Forward: each trade's own form, preview and View Live", async ({
  editor,
}) => {
  const page = await editor("/collections/trades/entries/electrician");
  const live = page.getByRole("link", { name: "View Live" });
  const shows = async (slug: string, name: string) => {
    await expect(live).toHaveAttribute("href", `${requireSiteOrigin()}/trades/${slug}`);
    await expect(page.getByRole("textbox", { name: TRADE_NAME, exact: true })).toHaveValue(name);
    await expect(page.frameLocator("#preview-pane").locator("h1")).toHaveText(name);
  };
  await shows("electrician", "Electrician");
  // With a change not saved: the editor asks before leaving it (the shared page says yes).
  await page.getByRole("textbox", { name: TRADE_NAME, exact: true }).fill("Electrician (not saved)");
  await page.evaluate(() => (location.hash = "#/collections/trades/entries/carpenter"));
  await shows("carpenter", "Carpenter");
  expect(dialogMessages(page).filter((said) => said === "Are you sure you want to leave this page?")).toHaveLength(1);
  await page.goBack();
  await shows("electrician", "Electrician");
  await page.goForward();
  await shows("carpenter", "Carpenter");
  // And from a page's words to a page of another collection: its own form and View Live.
  await page.evaluate(() => (location.hash = "#/collections/pages/entries/faq"));
  await expect(live).toHaveAttribute("href", `${requireSiteOrigin()}/apprenticeship-faq`);
  // Its form: the FAQ's answers, the first of them SPEC's first question.
  await expect(page.getByRole("heading", { name: "What is an apprenticeship?" }).first()).toBeVisible();
  await expect(page.getByText("Failed to load preview")).toHaveCount(0);
});

// Answered no, the question before leaving a trade with a change not saved keeps it: the same
// form, the change in it, under its own address.
test("straight from a trade with a change not saved to another's, answered no: the first trade stays, with its change, at its own address", async ({
  page,
}) => {
  page.on("dialog", (dialog) => void (/leave this page/.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
  await signIn(page, "/collections/trades/entries/electrician");
  const name = page.getByRole("textbox", { name: TRADE_NAME, exact: true });
  await expect(name).toHaveValue("Electrician");
  await name.fill("Electrician (not saved)");
  await page.evaluate(() => (location.hash = "#/collections/trades/entries/carpenter"));
  await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/collections/trades/entries/electrician");
  await expect(name).toHaveValue("Electrician (not saved)");
  await expect(page.frameLocator("#preview-pane").locator("h1")).toHaveText("Electrician (not saved)");
  await expect(page.getByText("Failed to load preview")).toHaveCount(0);
});
