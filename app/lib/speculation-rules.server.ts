/**
 * Pages that ship no framework script navigate by plain links: the browser fetches the next
 * page as the visitor's pointer rests on a link or presses it ("moderate"), with no script of
 * ours. Prefetch, not prerender: a prerendered page would run its players and count as a
 * visit. Not the editor, the downloads or the comparison's CSV: pages only. Hashed into the
 * CSP with the inline scripts (app/lib/http.ts), which Chromium requires of an inline rule set.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { href_matches: "/downloads/*" } },
          { not: { href_matches: "/*.*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
