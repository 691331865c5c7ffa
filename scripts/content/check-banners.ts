/**
 * content/data/banners.yaml: each entry names a page by its address, and that page must be one
 * that shows a banner picture: a page of this site, written as the site writes it, not home or a
 * trade whose intro already shows a video there, not a news post (its cover is under its heading).
 */
import { PAGE_PATH } from "../../app/content/page-paths";
import { tradePath } from "../../app/content/paths";
import type { Image, Trade } from "../../app/content/schema";
import type { Checking } from "./check-context";
import { fieldName } from "./check-front-matter";
import { editorNamer } from "./editor-place";
import { oldAddressesIn } from "./check-redirects";

type Entry = { page: string; picture: Image };

/** What is wrong with `page` as a banner's page, or null when it may have one. */
function pageProblem(
  page: string,
  pages: ReadonlySet<string>,
  videoTrades: ReadonlyMap<string, string>,
  oldAddresses: ReadonlyMap<string, string>,
) {
  if (page === PAGE_PATH.home) return "is the home page, which shows its video there: remove this entry";
  const video = videoTrades.get(page);
  if (video)
    return `shows the trade's video there (content/data/trades/${video}.yaml, video): remove this entry, or the trade's video`;
  if (pages.has(page)) return null;
  const bare = page.length > 1 ? page.replace(/\/$/, "").toLowerCase() : page;
  const moved = oldAddresses.get(bare);
  if (moved) return `is an old address: write ${moved} instead`;
  if (/^\/blog\/[^/]+$/.test(bare))
    return "is a news post, which shows its cover picture under its heading and takes no banner: remove this entry";
  const exact = [bare, `${bare}/`].find((p) => pages.has(p));
  if (exact) return `must be written ${exact} exactly`;
  return "is not a page of this site: write the address as the browser shows it, like /info-for-students or /trades/carpenter (check the spelling)";
}

/**
 * The banners by page address; an entry whose page will not do is reported at its `page` line
 * (a page named twice at the second) and left out.
 */
export function bannersByPage(
  { add, contentDir }: Checking,
  relative: string,
  entries: readonly Entry[],
  lineOf: (path: readonly PropertyKey[]) => number,
  trades: readonly Trade[],
  tradeSlugs: readonly string[],
): Record<string, Image> {
  const pages = new Set([...Object.values(PAGE_PATH), ...tradeSlugs.map((slug) => tradePath({ slug }))]);
  const videoTrades = new Map(trades.filter((t) => t.video).map((t) => [tradePath(t), t.slug]));
  const banners: Record<string, Image> = {};
  const firstLine = new Map<string, number>();
  const oldAddresses = oldAddressesIn(contentDir);
  const named = editorNamer(`content/${relative}`, fieldName);
  entries.forEach(({ page, picture }, i) => {
    const path = ["banners", i, "page"];
    const line = lineOf(path);
    const problem = pageProblem(page, pages, videoTrades, oldAddresses);
    const earlier = firstLine.get(page);
    if (problem) add(relative, line, `${named(path)} ${page} ${problem}`);
    else if (earlier !== undefined)
      add(relative, line, `${named(path)} ${page} already has a banner at line ${earlier}: keep one of the two`);
    else {
      firstLine.set(page, line);
      banners[page] = picture;
    }
  });
  return banners;
}
