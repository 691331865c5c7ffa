/**
 * The small pages of the editor's GitHub sign-in (github-oauth.ts): what the sign-in window
 * shows, and the one script that hands the outcome to the editor that opened the window
 * (Decap CMS's "authorizing:github" handshake, docs/editor-setup.md). Their headers are their
 * own: never cached or indexed, no referrer (the address carries a sign-in code), and a
 * Cross-Origin-Opener-Policy that keeps the window's link to its opener (docs/decisions/016).
 */
import { BASE_SECURITY_HEADERS, NON_DOCUMENT_CSP } from "../http";
import { sha256Base64 } from "../hash";

/** Where the message for the editor is written, as JSON data the script reads (never run). */
export const MESSAGE_ELEMENT_ID = "oauth-message";

/**
 * The only script the sign-in pages run, the same bytes on every page, so its CSP hash is one
 * fixed value. It greets the opener on this site's own origin, waits for the editor to answer
 * the greeting from that origin, then sends the outcome there and nowhere else (never "*": the
 * token must not reach another site that may have opened this window).
 */
export const HANDSHAKE_SCRIPT = [
  "(function () {",
  '  var data = document.getElementById("' + MESSAGE_ELEMENT_ID + '");',
  "  var opener = window.opener;",
  "  var origin = window.location.origin;",
  "  if (!data || !opener) return;",
  "  var message = JSON.parse(data.textContent);",
  '  window.addEventListener("message", function (event) {',
  '    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:github") return;',
  "    opener.postMessage(message, origin);",
  "  });",
  '  opener.postMessage("authorizing:github", origin);',
  "})();",
].join("\n");

/** What Decap CMS's GitHub backend reads: a token, or an error whose message it shows at /admin. */
export const successMessage = (token: string) =>
  `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
export const errorMessage = (message: string) =>
  `authorization:github:error:${JSON.stringify({ message, provider: "github" })}`;

/** Headers of every sign-in response: the site's security headers, then what differs here. */
export function oauthHeaders(csp: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(BASE_SECURITY_HEADERS);
  headers.set("Content-Security-Policy", csp);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  // The callback's address holds the sign-in code: send it to nobody.
  headers.set("Referrer-Policy", "no-referrer");
  // "same-origin" here would cut the window off from the editor that opened it (it passes
  // through github.com), and the editor could never receive the token.
  headers.set("Cross-Origin-Opener-Policy", "unsafe-none");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** A redirect (to GitHub) with the sign-in headers and no body. */
export const oauthRedirect = (location: string, extra: Record<string, string>) =>
  new Response(null, { status: 302, headers: oauthHeaders(NON_DOCUMENT_CSP, { Location: location, ...extra }) });

/** The page CSP: nothing but the handshake script, by its hash ('unsafe-inline' never). */
export async function oauthPageCsp(): Promise<string> {
  const hash = await sha256Base64(HANDSHAKE_SCRIPT);
  return `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside <script type="application/json">: nothing in it can close the element. */
const jsonForScript = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export type OAuthPage = {
  status: number;
  title: string;
  /** Paragraphs, plain text (escaped here). */
  text: readonly string[];
  /** The message for the editor at /admin (successMessage or errorMessage). */
  message: string;
  extraHeaders?: Record<string, string>;
};

/** A complete sign-in page: its text for the person at the window, its message for the editor. */
export async function oauthPage({ status, title, text, message, extraHeaders = {} }: OAuthPage): Promise<Response> {
  const html = [
    "<!doctype html>",
    '<html lang="en-AU">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} | Born to Build editor</title>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(title)}</h1>`,
    ...text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    "</main>",
    `<script type="application/json" id="${MESSAGE_ELEMENT_ID}">${jsonForScript(message)}</script>`,
    `<script>${HANDSHAKE_SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
  const headers = oauthHeaders(await oauthPageCsp(), {
    "Content-Type": "text/html; charset=utf-8",
    ...extraHeaders,
  });
  return new Response(html, { status, headers });
}
