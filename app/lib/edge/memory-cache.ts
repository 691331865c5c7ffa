/**
 * Rendered pages kept in the isolate's memory in front of the Cache API: it saves the Cache
 * API round trip for the pages an isolate serves again and again. Pages change with a deploy
 * (a new isolate, a new key); entries expire after an hour, or sooner where the page says when
 * it goes stale (the privacy policy, at Adelaide midnight). Bounded in count. An entry is kept
 * ready to send (bytes and final headers, HIT marker included): a hit builds one Response.
 */
import { cacheControlUntil } from "../http";
import { expiresAt } from "./page-policy";

/** Header telling a test (or a curious engineer) whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
export const MEMORY_ENTRIES = 256;
export const MEMORY_TTL_MS = 60 * 60 * 1000;

type Stored = {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expires: number;
  deadline: number | null;
};

/** How long the isolate's memory keeps a page: an hour, or less where the page says so. */
export const memoryExpiry = (headers: Headers, now: number) =>
  Math.min(now + MEMORY_TTL_MS, expiresAt(headers) ?? Infinity);

export function createMemoryCache() {
  const memory = new Map<string, Stored>();

  async function remember(key: string, response: Response, expires: number): Promise<void> {
    const body = await response.arrayBuffer();
    const headers: [string, string][] = [...response.headers].filter(
      ([name]) => name !== EDGE_CACHE_HEADER.toLowerCase(),
    );
    headers.push([EDGE_CACHE_HEADER, "HIT"]);
    if (memory.size >= MEMORY_ENTRIES && !memory.has(key)) memory.delete(memory.keys().next().value!);
    memory.set(key, { body, status: response.status, headers, expires, deadline: expiresAt(response.headers) });
  }

  function recallFresh(key: string): Response | undefined {
    const stored = memory.get(key);
    if (!stored) return undefined;
    if (stored.expires <= Date.now()) {
      memory.delete(key);
      return undefined;
    }
    // The body is copied into the response, so the stored bytes stay intact for the next hit.
    const response = new Response(stored.body, { status: stored.status, headers: stored.headers });
    // A page with its own end of life is fresh for less time with every hit.
    if (stored.deadline !== null)
      response.headers.set("Cache-Control", cacheControlUntil((stored.deadline - Date.now()) / 1000));
    return response;
  }

  return { remember, recallFresh };
}

export type MemoryCache = ReturnType<typeof createMemoryCache>;
