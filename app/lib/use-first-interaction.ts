import { useEffect, useState } from "react";

// Third-party players wait for the visitor's first interaction with the page (a pointer
// move, a tap, a key, a scroll), so they never compete with the page's own first paint and
// hydration. Once anyone has interacted, players mounted later start at once.
let interacted = false;
export const EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll", "wheel"] as const;

/** What the early script (early-interaction.server.ts) sets on `window` when the visitor interacts before hydration. */
export const EARLY_FLAG = "__interacted";

/**
 * A visitor may have interacted before React was listening: the early script says so, and a
 * scroll position says so even without it.
 */
const interactedBeforeHydration = () => EARLY_FLAG in window || window.scrollY > 0;

export function useFirstInteraction(): boolean {
  const [ready, setReady] = useState(() => typeof window !== "undefined" && interacted);
  useEffect(() => {
    if (ready) return;
    if (interactedBeforeHydration()) {
      interacted = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the early script's flag exists only in the browser, after hydration
      setReady(true);
      return;
    }
    const go = () => {
      interacted = true;
      setReady(true);
    };
    for (const event of EVENTS) window.addEventListener(event, go, { once: true, passive: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, go);
    };
  }, [ready]);
  return ready;
}
