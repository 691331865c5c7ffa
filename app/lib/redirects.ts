/**
 * Which requests move elsewhere, decided before any rendering: the legacy table of
 * content/redirects.ts and one canonical URL per page (SPEC: /painter/ keeps its slash,
 * every other page has none). Targets only ever come from our own tables, so no input
 * can produce an off-site or protocol-relative Location.
 */
import { REDIRECTS } from "~content/redirects";
import { isPagePath } from "~content/routes";

export type RedirectDecision = { location: string; status: 301 | 302 };

const legacy = new Map<string, { to: string; status: 301 | 302 }>(
  REDIRECTS.map((r) => [r.from, { to: r.to, status: r.status }]),
);

// Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; the only one-character path is "/", a page, which never gets here
const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

/** Where this URL's canonical page is, or null when the URL is already canonical or unknown. */
export function resolveRedirect(url: URL): RedirectDecision | null {
  const path = url.pathname;
  if (isPagePath(path)) return null;

  // Old links are matched with or without their trailing slash, and in any letter case
  // (people type them from flyers).
  const bare = withoutTrailingSlash(path).toLowerCase();
  const moved = legacy.get(bare);
  if (moved) return { location: moved.to + url.search, status: moved.status };

  for (const candidate of [bare, `${bare}/`]) {
    if (isPagePath(candidate)) return { location: candidate + url.search, status: 301 };
  }
  return null;
}
