/**
 * The sitemap's pages as `npm run build` rendered them (scripts/build/built-pages.ts), read from
 * the static assets instead of rendered again: after a deploy, no page is rendered in any location,
 * and none when its content changes by itself (a scheduled post's moment, the privacy policy's
 * midnight) within the build's horizon, for which the build rendered it ahead. The list is read once
 * per isolate. A page is served only for this build (its assets version), and only inside one of
 * its windows (from the moment it was rendered as, until its Expires): outside them all, or when
 * the assets fail or stall, the page is rendered as before (docs/http.md, "Pages rendered by the build").
 */
import { applyPolicy } from "./page-policy";
import { UNAVAILABLE, within } from "./within";

/** Where the build writes them: a folder of the static assets the worker answers for (wrangler.toml's run_worker_first). */
export const BUILT_PAGES_DIR = "/_pages/";
export const BUILT_PAGES_LIST = `${BUILT_PAGES_DIR}pages.json`;
/** As the stylesheet's read (stylesheet.ts): a file from the same machine's assets, so this long means it is not coming. */
export const BUILT_PAGES_WAIT_MS = 250;

/** One page as rendered at a moment: its body's file, its headers, and the window it stands for. */
export type BuiltPage = {
  file: string;
  headers: [string, string][];
  /** The moment it was rendered as (ms), where its window starts: an earlier clock is another day's page. */
  renderedAt: number;
  /** Its Expires (ms), where its window ends; null when it has none. */
  until: number | null;
};
/** Each page's windows, in time order. */
export type BuiltPagesList = { version: string; pages: Record<string, BuiltPage[]> };

/** The build's pages for one build `version`, each at most once per isolate's list read. */
export function createBuiltPages(version: string) {
  /** The list's read under way or done (null: none for this build); cleared after a failure so a later request tries again. */
  let list: Promise<Map<string, BuiltPage[]> | null> | undefined;

  async function pages(assets: Fetcher, url: URL): Promise<Map<string, BuiltPage[]> | null> {
    const attempt = (list ??= Promise.resolve()
      .then(() => assets.fetch(new URL(BUILT_PAGES_LIST, url).toString()))
      .then(async (response) => {
        // A build without them (the dev loop's, the photo site's): every page is rendered.
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) throw new Error(`the built pages' list answered ${response.status}`);
        const read = await response.json<BuiltPagesList>();
        return read.version === version ? new Map(Object.entries(read.pages)) : null;
      }));
    const read = await within("built pages' list", BUILT_PAGES_WAIT_MS, () => attempt);
    if (read !== UNAVAILABLE) return read;
    if (list === attempt) list = undefined;
    return null;
  }

  /** The page at `url`'s path as built, ready to send at `now`; undefined when it must be rendered. */
  return async function builtPage(assets: Fetcher | undefined, url: URL, now: number): Promise<Response | undefined> {
    if (!assets) return undefined;
    const page = (await pages(assets, url))
      ?.get(url.pathname)
      ?.find(({ renderedAt, until }) => renderedAt <= now && (until === null || now < until));
    if (!page) return undefined;
    const body = await within("built page", BUILT_PAGES_WAIT_MS, async () => {
      const response = await assets.fetch(new URL(page.file, url).toString());
      if (!response.ok) throw new Error(`${page.file} answered ${response.status}`);
      return response.arrayBuffer();
    });
    if (body === UNAVAILABLE) return undefined;
    const headers = new Headers(page.headers);
    applyPolicy(headers, 200, now);
    return new Response(body, { status: 200, headers });
  };
}
