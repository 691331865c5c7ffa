// @ts-check
/**
 * Runs `work` over `items`, at most `limit` at a time, each result in its item's place (the
 * order of the results never depends on which finished first). Plain JavaScript so the build
 * (TypeScript) and the test tools (.mjs, run by Node as they are) share it.
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function pooled(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return results;
}
