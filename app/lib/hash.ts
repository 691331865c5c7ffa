/**
 * SHA-256 in base64, the one digest the site computes: the CSP's script and style hashes
 * (http.ts) and the pages' ETags (edge/conditional.ts). Web Crypto, so it runs the same in
 * workerd, Node and the dev loop.
 */
export async function sha256Base64(data: string | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}
