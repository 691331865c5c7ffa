import { useEffect, useState } from "react";

// Third-party players wait for the visitor's first interaction with the page (a pointer
// move, a tap, a key, a scroll), so they never compete with the page's own first paint and
// hydration. Once anyone has interacted, players mounted later start at once.
let interacted = false;
const EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll", "wheel"] as const;

/**
 * A visitor may scroll before React is listening: the scroll position still says so. (Not
 * `navigator.userActivation`: Chromium reports it true on a freshly loaded page.)
 */
const interactedBeforeHydration = () => window.scrollY > 0;

export function useFirstInteraction(): boolean {
  const [ready, setReady] = useState(() => typeof window !== "undefined" && interacted);
  useEffect(() => {
    if (ready) return;
    if (interactedBeforeHydration()) {
      interacted = true;
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
