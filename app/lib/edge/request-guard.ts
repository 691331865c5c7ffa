/**
 * The first step: requests no page could answer are refused here, before any routing,
 * caching or rendering, with a short plain-text answer nobody keeps.
 */
import { applySecurityHeaders, cacheControlFor } from "../http";

/** Longer URLs are refused rather than parsed, routed and logged. */
export const MAX_URL_LENGTH = 2048;
/** No visitor's browser sends this much; refusing it early keeps logs and caches clean. */
export const MAX_HEADER_BYTES = 32 * 1024;
const ALLOWED_METHODS = "GET, HEAD";

/** A short text answer with the cache policy of its status and every security header. */
export function plainText(status: number, text: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": cacheControlFor(status),
    Vary: "Accept-Encoding",
    ...extra,
  });
  applySecurityHeaders(headers);
  return new Response(`${text}\n`, { status, headers });
}

/** A 4xx for requests no page could answer, or null when the request may go on. */
export function rejectMalformed(request: Request, url: URL, routeIds: ReadonlySet<string>): Response | null {
  if (request.url.length > MAX_URL_LENGTH) return plainText(414, "URI Too Long");
  let headerBytes = 0;
  request.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
  if (headerBytes > MAX_HEADER_BYTES) return plainText(431, "Request Header Fields Too Large");
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return plainText(400, "Bad Request: malformed percent-encoding in the path");
  }
  // NUL and other control characters have no place in any of our paths.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return plainText(400, "Bad Request: control characters in the path");
  // Loader data is asked for by route id: one known id, or the request is not Remix's.
  const data = url.searchParams.getAll("_data");
  if (data.length > 1 || (data.length === 1 && !routeIds.has(data[0]!)))
    return plainText(400, "Bad Request: unknown _data route");
  return null;
}

/** 405 for any method but GET and HEAD (the site has no forms that post), else null. */
export function rejectMethod(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  return plainText(405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
}

/** Malformed input first (whatever its method), then the method: a refusal, or null to go on. */
export const guardRequest = (request: Request, url: URL, routeIds: ReadonlySet<string>): Response | null =>
  rejectMalformed(request, url, routeIds) ?? rejectMethod(request);
