/**
 * The lists of old addresses `npm run redirects:check` reads: plain lines, a
 * sitemap.xml, or a Google Search Console "Pages" export (CSV). Each address becomes a path and
 * query on this site, with what it must do:
 *   keep  land on a page (200) in at most one hop: the old site's pages, what people still arrive on;
 *   gone  end in 404 or 410 without landing on a page (a probe, an upload with no new home);
 *   any   just report it.
 * Plain lines may start with "keep " or "gone "; every address of a sitemap or a Search Console
 * export is "keep" (search engines listed it, so people arrive on it).
 */
export type Expect = "keep" | "gone" | "any";
export type Address = { path: string; expect: Expect };

/** A full URL or a path → the path and query on this site (the old host is dropped). */
function onThisSite(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, "http://old.site");
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

/** One CSV record's first field (RFC 4180: a quoted field may hold commas and doubled quotes). */
const firstField = (line: string) =>
  line.startsWith('"')
    ? line
        .slice(1)
        .replace(/"(?!").*$/, "")
        .replace(/""/g, '"')
    : (line.split(",", 1)[0] ?? "");

/** Reads a list in any of the three forms, told apart by its text. */
export function readAddresses(text: string): Address[] {
  const body = text.replace(/^\uFEFF/, "");
  if (/<urlset[\s>]/.test(body))
    return [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap(([, loc]) => {
      const path = onThisSite(loc!.trim().replace(/&amp;/g, "&"));
      return path ? [{ path, expect: "keep" as const }] : [];
    });
  const lines = body.split(/\r?\n/);
  // Search Console's export starts "Top pages,Clicks,Impressions,CTR,Position".
  if (/^"?(?:top pages|page|url|address)"?\s*,/i.test(lines[0] ?? ""))
    return lines.slice(1).flatMap((line) => {
      const path = onThisSite(firstField(line));
      return path ? [{ path, expect: "keep" as const }] : [];
    });
  return lines.flatMap((line) => {
    const content = line.replace(/(^|\s)#.*$/, "").trim();
    const marker = /^(keep|gone)\s/.exec(content)?.[1];
    const path = onThisSite(marker ? content.slice(marker.length) : content);
    return path ? [{ path, expect: (marker ?? "any") as Expect }] : [];
  });
}
