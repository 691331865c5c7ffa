/**
 * Old addresses and other spellings of a page's URL answer with a redirect to the canonical
 * one (staff's rules, content/redirects.yaml, matched by redirects.ts); a Remix data request gets
 * Remix's own redirect protocol. An address a rule says is gone answers 410 with a small body,
 * before any render.
 */
import { CACHE_CONTROL, applySecurityHeaders, cacheControlFor } from "../http";
import { resolveRedirect } from "../redirects";
import { plainText } from "./request-guard";

export function redirectResponse(url: URL, location: string, status: 301 | 302): Response {
  if (url.searchParams.has("_data")) {
    // A client-side navigation asked for loader data at an old path: answer in Remix's own
    // redirect protocol so the browser lands on the new page instead of following a raw 3xx.
    const target = new URL(location, url.origin);
    target.searchParams.delete("_data");
    const headers = new Headers({
      "X-Remix-Redirect": target.pathname + target.search,
      "X-Remix-Status": String(status),
      "Cache-Control": cacheControlFor(status),
    });
    applySecurityHeaders(headers);
    return new Response(null, { status: 204, headers });
  }
  const headers = new Headers({ Location: location, "Cache-Control": cacheControlFor(status) });
  applySecurityHeaders(headers);
  return new Response(null, { status, headers });
}

/** The redirect (or 410) for a URL that is not its page's canonical one, or null. */
export function canonicalRedirect(url: URL): Response | null {
  const moved = resolveRedirect(url);
  if (!moved) return null;
  if (!("location" in moved))
    return plainText(410, "Gone: this address of the old site has been removed.", {
      "Cache-Control": CACHE_CONTROL.gone,
    });
  return redirectResponse(url, moved.location, moved.status);
}
