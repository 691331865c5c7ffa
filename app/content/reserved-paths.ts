/**
 * Addresses the site's own machinery answers, which no redirect rule (content/redirects.yaml) may
 * take: the web editor and its sign-in, the files the build writes, the files other services look
 * for, the feed, the sitemap and robots.txt. content:check refuses a rule there, saying why
 * (scripts/content/check-redirects.ts); the worker never lets a rule take one even if it got in
 * (app/lib/redirects.ts). Matched in every spelling the worker folds to one: any letter case, a
 * trailing slash, repeated slashes, percent-encoded letters (`/%61dmin/` is `/admin`).
 */
import { FEED_PATH } from "./paths";

/** Folders whose every address is the machinery's, with why, in staff's words. */
export const RESERVED_FOLDERS: ReadonlyArray<readonly [path: string, why: string]> = [
  ["/admin", "the web editor and its sign-in"],
  ["/build", "the site's own scripts, which the build writes"],
  ["/images/v", "the photos' sized copies, which the build makes"],
  ["/og", "the pictures shown when a page is shared, which the build draws"],
  ["/.well-known", "files that browsers and other services look for there (security.txt)"],
];

/** Single addresses that are the machinery's. */
export const RESERVED_FILES: ReadonlyArray<readonly [path: string, why: string]> = [
  ["/robots.txt", "what search engines read first"],
  ["/sitemap.xml", "the list of pages search engines read"],
  [FEED_PATH, "the news feed readers subscribe to"],
];

/** RFC 3986 unreserved characters: percent-encoding them changes nothing, so it is undone. */
const ENCODED_UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** The one spelling the worker matches an address in: decoded letters, single slashes, lower case, no final slash. */
export function foldedPath(path: string): string {
  const folded = path
    .replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  return folded.length > 1 && folded.endsWith("/") ? folded.slice(0, -1) : folded;
}

/** Why `path` (in any spelling) belongs to the site's machinery, or null when it does not. */
export function reservedBecause(path: string): string | null {
  const folded = foldedPath(path);
  for (const [folder, why] of RESERVED_FOLDERS)
    if (folded === folder || folded.startsWith(`${folder}/`)) return `${folder} is ${why}`;
  for (const [file, why] of RESERVED_FILES) if (folded === file) return `${file} is ${why}`;
  return null;
}

/** One address in each reserved place: what a pattern rule is tried against. */
export const RESERVED_SAMPLES: readonly string[] = [
  ...RESERVED_FOLDERS.flatMap(([folder]) => [folder, `${folder}/x`, `${folder}/x/y`]),
  "/admin/auth",
  "/admin/callback",
  "/.well-known/security.txt",
  ...RESERVED_FILES.map(([file]) => file),
];
