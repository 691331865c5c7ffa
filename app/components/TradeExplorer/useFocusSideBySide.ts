import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Where "Compare ticked trades" leads: the side-by-side blocks sit above the table, so the
 * button's action carries this fragment and the browser (or Remix's scroll restoration, once
 * hydrated) brings them into view instead of leaving the visitor where nothing changed.
 */
export const SIDE_BY_SIDE = "side-by-side";

/**
 * Once hydrated, a navigation to the side-by-side blocks also moves focus to their heading,
 * as the browser moves its focus starting point on a fragment: the keyboard continues from
 * the blocks, and a screen reader reads where it now is. The first render is left alone.
 */
export function useFocusSideBySide() {
  const { key, hash } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (hash === `#${SIDE_BY_SIDE}`) document.getElementById(`${SIDE_BY_SIDE}-heading`)?.focus({ preventScroll: true });
  }, [key, hash]);
}
