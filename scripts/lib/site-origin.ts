/**
 * The production site's own address: deployment configuration developers own, never a field staff
 * edit. Canonical links, the sitemap, the feed, the edge cache key, security.txt, the web editor's
 * base_url and the GitHub sign-in's redirect_uri are all built on it, so no file under content/
 * can move the editor's sign-in elsewhere. `SITE_ORIGIN` in the environment (a deploy's) wins;
 * else `SITE_ORIGIN` under `[vars]` in wrangler.toml. The content build writes it into
 * app/content/generated/site-origin.js, which the worker imports.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** https, a host name, nothing after it (no path, no final slash, no port). */
export const ORIGIN_FORM = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export type SiteOrigin = { origin: string; where: string; line?: number } | { problem: string };

/** `SITE_ORIGIN` and its line under `[vars]` in wrangler.toml's text, if it is there. */
export function originInWrangler(toml: string): { value: string; line: number } | undefined {
  let table = "";
  const lines = toml.split("\n");
  for (const [index, line] of lines.entries()) {
    const header = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (header) table = header[1]!.trim();
    const entry = /^\s*SITE_ORIGIN\s*=\s*"([^"]*)"\s*(?:#.*)?$/.exec(line);
    if (entry && table === "vars") return { value: entry[1]!, line: index + 1 };
  }
  return undefined;
}

/** The configured origin, or what is wrong with it (for a developer: the file, the variable, what to write). */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env, root = ROOT): SiteOrigin {
  const fromEnv = env.SITE_ORIGIN?.trim();
  const wrangler = join(root, "wrangler.toml");
  const found = fromEnv
    ? { value: fromEnv, where: "the SITE_ORIGIN environment variable", line: undefined }
    : (() => {
        const entry = existsSync(wrangler) ? originInWrangler(readFileSync(wrangler, "utf8")) : undefined;
        return entry && { value: entry.value, where: "wrangler.toml", line: entry.line };
      })();
  if (!found)
    return {
      problem:
        'wrangler.toml: the site\'s own address is missing: write it under [vars] as SITE_ORIGIN = "https://www.example.org" (or set the SITE_ORIGIN environment variable)',
    };
  if (!ORIGIN_FORM.test(found.value))
    return {
      problem: `${found.where}${found.line ? `, line ${found.line}` : ""}: SITE_ORIGIN is "${found.value}": write the site's address alone, like https://www.borntobuild.com.au (https, lower case, no / at the end)`,
    };
  return { origin: found.value, where: found.where, line: found.line };
}

/** The configured origin; throws what is wrong (for the scripts a developer runs). */
export function requireSiteOrigin(env: NodeJS.ProcessEnv = process.env, root = ROOT): string {
  const found = siteOrigin(env, root);
  if ("problem" in found) throw new Error(found.problem);
  return found.origin;
}
