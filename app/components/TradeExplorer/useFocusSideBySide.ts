import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SIDE_BY_SIDE } from "./side-by-side";

/**
 * Where Remix renders the explorer (reached by a client-side navigation from a page Remix
 * hydrates), a navigation to the side-by-side blocks also moves focus to their heading, as the
 * browser moves its focus starting point on a fragment: the keyboard continues from the blocks,
 * and a screen reader reads where it now is. The first render is left alone. On the explorer's
 * own load its script does the same (./enhance.client.ts).
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
