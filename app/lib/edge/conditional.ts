/** Conditional requests: a strong ETag on every rendered 200, and 304 when the client has it. */
import { sha256Base64 } from "../hash";

/** A strong validator: the SHA-256 of the exact bytes sent. */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  // 32 bytes are 44 base64 characters, the last one always the padding "=", which is dropped.
  return `"${(await sha256Base64(body)).slice(0, -1)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, `*` matches any current page. */
export function notModified(request: Request, response: Response): Response | null {
  const condition = request.headers.get("If-None-Match");
  const etag = response.headers.get("ETag");
  // Only a rendered 200 carries an ETag, so a 404 never answers 304, not even to `*`.
  if (condition === null || etag === null) return null;
  const opaque = (tag: string) => {
    const trimmed = tag.trim();
    return trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed;
  };
  // Header values arrive trimmed (Fetch), so " * " is "*" already.
  const matches = condition === "*" || condition.split(",").some((tag) => opaque(tag) === opaque(etag));
  if (!matches) return null;
  const headers = new Headers(response.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Response(null, { status: 304, headers });
}
