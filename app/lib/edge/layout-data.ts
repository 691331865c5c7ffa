/**
 * Loader data of a layout (root, or any route others nest in) on a path nobody can visit.
 * Remix answers `/<anything>?_data=root` with root's data, 200, whatever the path: the layout's
 * loader runs for every path below it, the page's own never does. Kept, each invented path would
 * be an entry of its own in both caches, pushing real pages out. So a layout's data is
 * answered only where the page itself is (its document a 200, kept or rendered): anywhere else
 * it is a 404 that no cache keeps. The site itself never asks for it (root's shouldRevalidate is
 * false), so visitors never pay for the check.
 */

/** The route ids some other route nests in, from the build's route table. */
export function layoutRouteIds(routes: Record<string, { parentId?: string } | undefined>): Set<string> {
  const layouts = new Set<string>();
  for (const route of Object.values(routes)) if (route?.parentId) layouts.add(route.parentId);
  return layouts;
}

/**
 * The page a layout-data request belongs to (the same path, no query), or null for any other
 * request. The path is set, never parsed: `new URL("//x", origin)` would read `//x` as a host
 * (another page's data kept under an invented key) or throw on `//a b` and `//x:99999`.
 */
export function layoutDataPage(url: URL, layouts: ReadonlySet<string>): URL | null {
  const data = url.searchParams.get("_data");
  if (data === null || !layouts.has(data)) return null;
  const page = new URL(url.origin);
  page.pathname = url.pathname;
  return page;
}
