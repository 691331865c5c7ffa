/** The headers a page is sent with, set by this build whether it was rendered or kept. */
import { cacheControlFor, cacheControlUntil, refreshSecurityHeaders } from "../http";

/** When a page stops being fresh: its own `Expires` (set by its loader), if any. */
export function expiresAt(headers: Headers): number | null {
  const expires = headers.get("Expires");
  if (expires === null) return null;
  const at = Date.parse(expires);
  return Number.isNaN(at) ? 0 : at;
}

/** Cache-Control and the security headers as this build sets them today. */
export function applyPolicy(headers: Headers, status: number, now: number) {
  const expires = expiresAt(headers);
  headers.set(
    "Cache-Control",
    status === 200 && expires !== null ? cacheControlUntil((expires - now) / 1000) : cacheControlFor(status),
  );
  headers.set("Vary", "Accept-Encoding");
  refreshSecurityHeaders(headers);
}
