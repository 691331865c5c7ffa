/** The headers a page is sent with, set by this build whether it was rendered or kept. */
import { cacheControlFor, cacheControlUntil, notFoundUntil, refreshSecurityHeaders } from "../http";

/** When a page stops being fresh: its own `Expires` (set by its loader), if any. */
export function expiresAt(headers: Headers): number | null {
  const expires = headers.get("Expires");
  if (expires === null) return null;
  const at = Date.parse(expires);
  return Number.isNaN(at) ? 0 : at;
}

/**
 * The content's next change, as the page's `Expires`: the earlier of the page's own (if any) and
 * `changesAt`. Only a page or a 404 is stamped: nothing else is kept by any cache.
 */
export function stampChange(headers: Headers, status: number, changesAt: number | null) {
  if (changesAt === null || (status !== 200 && status !== 404)) return;
  const own = expiresAt(headers);
  if (own === null || changesAt < own) headers.set("Expires", new Date(changesAt).toUTCString());
}

/** Cache-Control and the security headers as this build sets them today. */
export function applyPolicy(headers: Headers, status: number, now: number) {
  const expires = expiresAt(headers);
  const left = expires === null ? null : (expires - now) / 1000;
  headers.set(
    "Cache-Control",
    left === null
      ? cacheControlFor(status)
      : status === 200
        ? cacheControlUntil(left)
        : status === 404
          ? notFoundUntil(left)
          : cacheControlFor(status),
  );
  headers.set("Vary", "Accept-Encoding");
  refreshSecurityHeaders(headers);
}
