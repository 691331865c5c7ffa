import { useEffect, useState } from "react";

/**
 * What `load` fetches (a module, a component), fetched once `wanted` is first true; null until
 * it arrives, and for good if it never does (offline, a deploy since the page loaded), so the
 * caller's form without it keeps working. Its arrival sets state in the fetch's own callback,
 * outside any transition: the render that uses it commits in the same task.
 */
export function useLoadedWhen<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let cancelled = false;
    load().then(
      // As a function's result: a loaded component is a function, which setState would call.
      (value) => cancelled || setLoaded(() => value),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, loaded, load]);
  return loaded;
}
