// @ts-check
// The dev loop's entry, which Miniflare (runtime.mjs) runs IN FRONT OF the built worker
// (build/index.js). It exists only in the dev loop (wrangler.toml's `main` stays
// build/index.js), so nothing here can reach a production build:
//   - every HTML page but the web editor's gets a small inline script that listens to the dev
//     loop's event stream and reloads the page when a newer build is up;
//   - the page's CSP is widened for exactly that script (its SHA-256) and that stream (its
//     origin), the same hash-based policy the worker builds (app/lib/http.ts);
//   - the web editor's page may reach the dev loop's editor backend (its one origin);
//   - GET /__dev/build answers the build number this worker was started with, so the dev
//     loop can wait for the reloaded worker before it tells the browser to reload.
// The edge and memory caches are off through the EDGE_CACHE binding the dev loop sets.
// Miniflare loads this file as it is, unbundled (no build step between a save and a reload),
// so it cannot import the app's TypeScript helpers: its SHA-256 below is its own.
// "built-worker" is build/index.js (runtime.mjs names it so, types/built-worker.d.ts declares it):
// a bare name, so this file type-checks and lints the same before and after a build.
import built from "built-worker";
import { reloadScript } from "./reload-script.mjs";

/** @typedef {{ DEV_BUILD_ID?: string, DEV_RELOAD_ORIGIN?: string, DEV_EDITOR_BACKEND_ORIGIN?: string }} DevEnv */
const worker = /** @type {{ fetch(request: Request, env: DevEnv, ctx: ExecutionContext): Promise<Response> }} */ (
  built
);

/**
 * The web editor's page is never reloaded by a build: its own saves start builds, and a reload
 * would fold its lists and throw away whatever the person is typing into the next entry.
 * @param {string} pathname
 */
export const isEditor = (pathname) => pathname === "/admin" || pathname.startsWith("/admin/");

/** @param {string} text */
async function sha256(text) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `csp` with `value` added to one directive (the directive is created when it is missing).
 * @param {string} csp
 * @param {string} directive
 * @param {string} value
 */
export function widen(csp, directive, value) {
  const parts = csp
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) parts.push(`${directive} ${value}`);
  else parts[index] = `${parts[index]} ${value}`;
  return parts.join("; ");
}

export default {
  /**
   * @param {Request} request
   * @param {DevEnv} env
   * @param {ExecutionContext} ctx
   */
  async fetch(request, env, ctx) {
    const build = env.DEV_BUILD_ID ?? "0";
    const url = new URL(request.url);
    if (url.pathname === "/__dev/build") return new Response(build, { headers: { "Cache-Control": "no-store" } });

    const response = await worker.fetch(request, env, ctx);
    // The editor's page may reach this dev loop's editor backend, at its one address: the
    // production policy names no localhost at all.
    const backend = env.DEV_EDITOR_BACKEND_ORIGIN;
    if (backend && url.pathname === "/admin/" && response.headers.has("Content-Security-Policy")) {
      const headers = new Headers(response.headers);
      headers.set(
        "Content-Security-Policy",
        widen(headers.get("Content-Security-Policy") ?? "", "connect-src", backend),
      );
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    const origin = env.DEV_RELOAD_ORIGIN;
    if (
      !origin ||
      !(response.headers.get("Content-Type") ?? "").startsWith("text/html") ||
      request.method !== "GET" ||
      isEditor(url.pathname)
    )
      return response;

    const html = await response.text();
    const script = reloadScript(origin, build);
    const at = html.lastIndexOf("</body>");
    const body =
      at === -1
        ? `${html}<script>${script}</script>`
        : `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
    const headers = new Headers(response.headers);
    const csp = headers.get("Content-Security-Policy");
    if (csp)
      headers.set(
        "Content-Security-Policy",
        widen(widen(csp, "script-src", `'sha256-${await sha256(script)}'`), "connect-src", origin),
      );
    // The bytes changed: the worker's validator no longer describes them, and dev never caches.
    headers.delete("ETag");
    headers.delete("Content-Length");
    headers.set("Cache-Control", "no-store");
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
};
