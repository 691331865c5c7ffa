/**
 * Bots probe every site for software it might run (`/wp-login.php`, `/xmlrpc.php`, `/wp-admin/`,
 * `/.env`): thousands a day on a live site, each a full 404 page render before this (41,755
 * bytes). They are answered here, before the redirect rules and any render, with a small 404 that
 * browsers and the edge may keep a day; they are not counted in the 404 report (docs/http.md).
 * Shapes, not a list of names: this site serves no .php and no dotfile, and never will.
 */
import { CACHE_CONTROL } from "../http";
import { normalizePath } from "../redirects";
import { plainText } from "./request-guard";

/** First parts of an address that only WordPress, CGI or a database tool ever answered. */
const PROBED_FOLDERS = new Set(["wp-admin", "wp-includes", "wp-json", "cgi-bin", "phpmyadmin", "wordpress", "wp"]);
/** Endings of files a server-side script would be: none is ever a file of this site. */
const SCRIPT_FILE = /\.(?:php\d?|phtml|aspx?|jsp|cgi|env|ini|sql|bak|old|swp)$/;

/** Whether `path` (the URL's pathname) is a probe, in any letter case or encoding (`/%2Eenv`). */
export function isProbe(path: string): boolean {
  const parts = normalizePath(path).toLowerCase().split("/").filter(Boolean);
  if (parts.length === 0) return false;
  if (PROBED_FOLDERS.has(parts[0]!)) return true;
  // A dotfile or dot-folder (.env, .git/config, .aws/credentials); /.well-known/ is a standard's.
  return parts.some((part) => (part.startsWith(".") && part !== ".well-known") || SCRIPT_FILE.test(part));
}

/** The small, cacheable 404 for a probe, or null when the request is not one. */
export function probeAnswer(url: URL): Response | null {
  return isProbe(url.pathname) ? plainText(404, "Not Found", { "Cache-Control": CACHE_CONTROL.probe }) : null;
}
