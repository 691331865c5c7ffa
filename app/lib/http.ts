/**
 * HTTP policy in one place: how long each kind of response may be cached, and the
 * security headers every response the worker renders carries. Static files get theirs
 * from public/_headers (the worker never sees them).
 */
import { FRAME_ORIGINS } from "./trusted-hosts";
import { AFTER_PAINT_SCRIPT_TYPE } from "./after-paint";
import { sha256Base64 } from "./hash";

export const CACHE_CONTROL = {
  /** Documents and their loader data: a day at the edge, 5 minutes in the browser, then
   * a week of stale-while-revalidate so nobody waits for a re-render. Deploys never serve
   * old HTML: the edge cache key carries the build version (see edge/cache-key.ts). */
  page: "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
  /** Fingerprinted /build/* files (public/_headers says the same for the static layer). */
  asset: "public, max-age=31536000, immutable",
  /** Moved for good: browsers and the edge may remember it. */
  permanentRedirect: "public, max-age=86400, s-maxage=604800",
  /** Aliases and campaign links we may repoint. */
  temporaryRedirect: "no-store",
  /** A path that does not exist today may exist tomorrow. */
  notFound: "public, max-age=0, s-maxage=60",
  /** Gone for good (410: an old upload, a removed page): staff's rule says nothing will be there. */
  gone: "public, max-age=3600, s-maxage=86400",
  /**
   * A view of the explorer or the quiz other than its default one: each query is a page of its
   * own, so the edge keeps none of them (what the caches hold stays bounded); the browser that
   * asked keeps its own five minutes.
   */
  view: "private, max-age=300",
  /** A bot's probe for software this site never runs (wp-login.php, .env): never a page, kept a day. */
  probe: "public, max-age=86400, s-maxage=86400",
  /** 4xx for malformed requests and anything else. */
  none: "no-store",
} as const;

/** How long a browser keeps a page, and the edge (CACHE_CONTROL.page's max-age and s-maxage). */
const PAGE_BROWSER_SECONDS = 300;
const PAGE_EDGE_SECONDS = 86400;
/** How long the edge keeps a 404 (CACHE_CONTROL.notFound's s-maxage). */
const NOT_FOUND_EDGE_SECONDS = 60;

/**
 * A page that goes stale at a known instant (the privacy policy's date changes at Adelaide
 * midnight; every page when a scheduled post goes live): browsers, the edge and the worker's
 * memory keep it until then and no longer, never longer than a page's usual lifetimes, and
 * nothing serves it stale.
 */
export function cacheControlUntil(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `public, max-age=${Math.min(PAGE_BROWSER_SECONDS, seconds)}, s-maxage=${Math.min(PAGE_EDGE_SECONDS, seconds)}`;
}

/** A view only its browser keeps (CACHE_CONTROL.view), until `secondsLeft` at most when the content changes then. */
export function viewCacheControl(secondsLeft: number | null): string {
  if (secondsLeft === null) return CACHE_CONTROL.view;
  return `private, max-age=${Math.min(PAGE_BROWSER_SECONDS, Math.max(0, Math.floor(secondsLeft)))}`;
}

/** A 404 that may stop being one at a known instant (a scheduled post's address): the edge keeps it until then at most. */
export function notFoundUntil(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `public, max-age=0, s-maxage=${Math.min(NOT_FOUND_EDGE_SECONDS, seconds)}`;
}

export function cacheControlFor(status: number): string {
  if (status === 200) return CACHE_CONTROL.page;
  if (status === 301 || status === 308) return CACHE_CONTROL.permanentRedirect;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BlockStatement: equivalent; temporary redirects and "every other status" are both no-store, this line only names the policy
  if (status === 302 || status === 303 || status === 307) return CACHE_CONTROL.temporaryRedirect;
  if (status === 404) return CACHE_CONTROL.notFound;
  return CACHE_CONTROL.none;
}

const TWO_YEARS_IN_SECONDS = 63072000; // the HSTS preload list asks for at least one year; two is the usual

/** Headers every worker response carries, whatever its type. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${TWO_YEARS_IN_SECONDS}; includeSubDomains; preload`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": [
    "accelerometer=()",
    "camera=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "payment=()",
    "usb=()",
    // The embedded players may autoplay (muted) and go fullscreen; nobody else may.
    `autoplay=(self "${FRAME_ORIGINS[0]}")`,
    `fullscreen=(self "${FRAME_ORIGINS[0]}")`,
  ].join(", "),
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** For responses that are not HTML pages: nothing may load and nobody may frame them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * react-fast-marquee adds one <style> element of its own when it loads. We allow exactly that
 * text by its hash instead of 'unsafe-inline'; tests/unit/http.test.ts recomputes it from the
 * installed package, so an upgrade that changes the CSS fails the tests, not the carousel.
 */
export const LIBRARY_STYLE_HASHES = ["uwm6S7+qj9GWyOSySzPZxUdi5ma+aTbZF3ydhskMcSQ="] as const;

/**
 * The page CSP. Inline scripts (Remix's hydration data and route imports) are allowed by
 * the SHA-256 of their exact text, computed from the rendered HTML itself, so the policy
 * travels with the HTML into the edge cache and stays valid there, unlike a per-request
 * nonce baked into cached bytes.
 */
export function documentCsp(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
  styleAttributeHashes: readonly string[] = [],
): string {
  // A photo's placeholder is a style attribute (a data: URL per photo): allowed by its exact
  // hash, which CSP applies to attributes only beside 'unsafe-hashes'. Pages without photos
  // keep the policy they had.
  const attributes = styleAttributeHashes.length ? ["'unsafe-hashes'"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)],
    "style-src": [
      "'self'",
      ...attributes,
      ...[...styleHashes, ...LIBRARY_STYLE_HASHES, ...styleAttributeHashes].map((h) => `'sha256-${h}'`),
    ],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "frame-src": [...FRAME_ORIGINS],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The text of every inline <style> element (the site's inlined stylesheet). */
export const inlineStyles = (html: string) => [...html.matchAll(INLINE_STYLE)].map((m) => m[1] ?? "");

const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
/** The value of every style="…" attribute, as the browser reads it (React escapes &, ", ', <, >). */
export const styleAttributes = (html: string) =>
  [...html.replace(INLINE_SCRIPT, "").matchAll(STYLE_ATTRIBUTE)].map((m) =>
    (m[1] ?? "").replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );

/** The executable inline scripts of an HTML document and its speculation rules (not src= scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Speculation rules are JSON, but Chromium admits an inline rule set only by the CSP's
    // script-src (its hash, or 'inline-speculation-rules'): hashed like a script.
    const executable = [undefined, "module", "text/javascript", AFTER_PAINT_SCRIPT_TYPE, "speculationrules"];
    if (!executable.includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * The hashes of inline scripts and styles already seen by this isolate. A page's inline parts
 * are the same from one render to the next (its stylesheet, its data, the early scripts), and
 * hashing them again was a large part of a render's CPU time. Bounded: emptied when full.
 */
const inlineHashes = new Map<string, Promise<string>>();
export const INLINE_HASHES_KEPT = 512;

function inlineHash(text: string): Promise<string> {
  let hash = inlineHashes.get(text);
  if (!hash) {
    if (inlineHashes.size >= INLINE_HASHES_KEPT) inlineHashes.clear();
    hash = sha256Base64(text);
    inlineHashes.set(text, hash);
    // A digest that failed is tried again next time, not remembered.
    hash.catch(() => inlineHashes.delete(text));
  }
  return hash;
}

export async function documentCspFor(html: string): Promise<string> {
  const scripts = await Promise.all(inlineScripts(html).map(inlineHash));
  const styles = await Promise.all(inlineStyles(html).map(inlineHash));
  const attributes = await Promise.all(styleAttributes(html).map(inlineHash));
  return documentCsp([...new Set(scripts)], [...new Set(styles)], [...new Set(attributes)]);
}

/**
 * Sets today's security headers over whatever a response carries: a page kept in the cache
 * by an older build is sent with the current policy. (Its CSP describes its own HTML and stays.)
 */
export function refreshSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
}

/** Adds whatever security headers a response does not already carry. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
}
