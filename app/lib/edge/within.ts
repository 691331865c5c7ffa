/**
 * Every dependency may fail: a bounded wait turns a throw, a rejection or a stall into one
 * answer, UNAVAILABLE, and the caller serves without it (docs/http.md, "When something fails").
 */

/** A dependency's fault is logged once per isolate and kind, not once per request. */
const reported = new Set<string>();
export function reportOnce(what: string, error: unknown) {
  if (reported.has(what)) return;
  reported.add(what);
  console.error(`edge: ${what} failed; serving without it (logged once per isolate)`, error);
}

/** A dependency that failed or did not answer in time (logged by `within`). */
export const UNAVAILABLE = Symbol("unavailable");

/**
 * The outcome of `work`, or UNAVAILABLE when it throws (even before it returns a promise),
 * rejects or takes longer than `ms`.
 */
export async function within<T>(what: string, ms: number, work: () => Promise<T>): Promise<T | typeof UNAVAILABLE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof UNAVAILABLE>((resolve) => (timer = setTimeout(() => resolve(UNAVAILABLE), ms)));
  try {
    const outcome = await Promise.race([Promise.resolve().then(work), timeout]);
    if (outcome === UNAVAILABLE) reportOnce(what, new Error(`no answer within ${ms} ms`));
    return outcome;
  } catch (error) {
    reportOnce(what, error);
    return UNAVAILABLE;
  } finally {
    clearTimeout(timer);
  }
}
