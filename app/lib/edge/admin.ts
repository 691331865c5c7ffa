/**
 * /admin/: the staff's content editor (Decap CMS, docs/editor.md). The page is a shell that
 * loads Decap's own bundle from /admin/decap/ (at the end of <body>: Decap mounts into it) and its config.yml, both written by the content
 * build. It has a policy of its own, scoped to this one path, while every public page keeps
 * the site's: Decap needs inline styles, eval (its config validator compiles schemas: without
 * it the editor never starts, docs/decisions/031), blob:
 * and data: pictures, and GitHub's API; its sign-in pop-up needs an opener the pop-up can reach
 * (docs/decisions/017). It is never indexed and never cached.
 */
import { cssBundleHref } from "@remix-run/css-bundle";
import { applySecurityHeaders } from "../http";

export const ADMIN_PATH = "/admin/";

export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  // No localhost: `npm run dev` adds its own editor backend's one address (scripts/dev/worker.mjs).
  "connect-src 'self' blob: https://api.github.com",
  "frame-src 'self' blob:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The page's HTML attribute-escaped: the stylesheet's address is the build's, never a visitor's. */
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The editor's page. The preview (public/admin/preview.js, decision 028) is told the site's own
 * stylesheet, whose name carries the build's hash, so the pane draws entries as the site does.
 */
export const adminHtml = (stylesheet: string | undefined = cssBundleHref) => `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · Born to Build</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
<link rel="stylesheet" href="/admin/editor.css">
</head>
<body>
<noscript><p>The content editor needs JavaScript. Turn it on in your browser, or ask the web team for help.</p></noscript>
<script src="/admin/editor.js"></script>
<script src="/admin/decap/decap-cms.js"></script>
<script src="/admin/preview.js"${stylesheet ? ` data-stylesheet="${attribute(stylesheet)}"` : ""}></script>
</body>
</html>
`;

/** The editor's page for /admin/, a redirect for /admin, or null for every other path. */
export function adminPage(url: URL): Response | null {
  if (url.pathname === "/admin") {
    const headers = new Headers({ Location: ADMIN_PATH + url.search, "Cache-Control": "no-store" });
    applySecurityHeaders(headers);
    return new Response(null, { status: 301, headers });
  }
  if (url.pathname !== ADMIN_PATH) return null;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": ADMIN_CSP,
    // The GitHub sign-in pop-up reports back to this page through window.opener.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    Vary: "Accept-Encoding",
  });
  applySecurityHeaders(headers);
  return new Response(adminHtml(), { status: 200, headers });
}
