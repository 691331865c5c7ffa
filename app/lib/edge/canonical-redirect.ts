/**
 * Legacy paths and other spellings of a page's URL answer with a redirect to the canonical
 * one (the table is redirects.ts); a Remix data request gets Remix's own redirect protocol.
 */
import { applySecurityHeaders, cacheControlFor } from "../http";
import { resolveRedirect } from "../redirects";

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

/** The redirect for a URL that is not its page's canonical one, or null. */
export function canonicalRedirect(url: URL): Response | null {
  const moved = resolveRedirect(url);
  return moved ? redirectResponse(url, moved.location, moved.status) : null;
}
