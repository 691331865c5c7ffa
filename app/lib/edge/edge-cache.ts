/**
 * The Cache API (Cloudflare's cache in the data centre), behind bounded waits: a lookup that
 * fails or stalls costs a visitor at most CACHE_WAIT_MS and a fresh render; a store that fails
 * costs nothing (it runs after the response). Each stored page carries the build that made it
 * (BUILD_HEADER), and a hit from any other build, or from none, is never served.
 */
import { UNAVAILABLE, reportOnce, within } from "./within";

/**
 * How long a visitor waits for the Cache API before the page is rendered afresh: about three
 * times the slowest healthy lookup measured (decision 010 has the figures). Past it the cache is
 * sick, rendering is the faster answer, and the most a sick cache adds to a visit is a tenth of
 * a second.
 */
export const CACHE_WAIT_MS = 100;
/**
 * The build a stored page came from, on the Cache API's copy only: it is removed before a hit
 * is sent, so visitors never see it. The key carries the version too, but an entry stored
 * before the stamp existed, or by a build that ran under the same version (no version id
 * locally), would otherwise be served as today's page.
 */
export const BUILD_HEADER = "X-Build";

type Ctx = Pick<ExecutionContext, "waitUntil">;

/** Cloudflare's default cache, or undefined where there is none (workerd run bare). */
export function defaultCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

/** This build's page for `key`, or undefined when there is none, the lookup fails or stalls, or the entry is another build's. */
export async function lookUp(cache: Cache, key: string, build: string): Promise<Response | undefined> {
  const hit = await within("Cache API lookup", CACHE_WAIT_MS, () => cache.match(key));
  if (hit === UNAVAILABLE || hit === undefined) return undefined;
  // Rendered afresh instead; the fresh page, when it may be kept, replaces this entry.
  if (hit.headers.get(BUILD_HEADER) !== build) return undefined;
  const page = new Response(hit.body, hit);
  page.headers.delete(BUILD_HEADER);
  return page;
}

/** Stores a copy of `response`, stamped with `build`, after the visitor has it. */
export function store(cache: Cache, key: string, response: Response, build: string, ctx: Ctx): void {
  const copy = new Response(response.clone().body, response);
  copy.headers.set(BUILD_HEADER, build);
  // A synchronous throw, a rejection: the visitor already has the page; log once, move on.
  ctx.waitUntil(
    Promise.resolve()
      .then(() => cache.put(key, copy))
      .catch((error) => reportOnce("Cache API store", error)),
  );
}
