// The editor's View Live link opens the entry's own page on the site, not the home page: a news
// post's at /blog/<its file name>, a trade's at /trades/<its file name> (the painter's by SPEC's
// redirect to /painter/), a page's words and a page of text at that page's address. Expected
// addresses: SPEC's, written here, for entries the scratch copy has; the dev loop serves each.
import { expect } from "@playwright/test";
import { requireSiteOrigin } from "../../scripts/lib/site-origin";
import { sitePage, test } from "./editor";

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
