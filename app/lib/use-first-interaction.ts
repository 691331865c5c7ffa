import { useEffect, useState } from "react";

// Third-party players wait for the visitor's first interaction with the page (a pointer
// move, a tap, a key, a scroll), so they never compete with the page's own first paint and
// hydration. Once anyone has interacted, players mounted later start at once.
let interacted = false;
const EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll", "wheel"] as const;

/** What the early script below sets on `window` when the visitor interacts before hydration. */
const EARLY_FLAG = "__interacted";

/**
 * An inline script for the document's <head>: it hears the first interaction while the page's
 * JavaScript is still loading, which on a slow phone is seconds (a pointer move then was
 * lost, and the player never came). It is a few hundred bytes, and the page's CSP admits it
 * by hash like every inline script. It listens in the capture phase, so it also hears the
 * scroll of an element, which is not always the visitor's: a photo strip snapping into place
 * at first layout scrolled itself on every load of home, and the player was created during the
 * load, Lighthouse's too (its frame's setup a long task of its own). So a scroll counts only
 * if it is the page's; a visitor who swipes a strip has touched or pressed first.
 */
export const EARLY_INTERACTION_SCRIPT = `(function(){var e=${JSON.stringify(EVENTS)};function f(v){if(v.type==="scroll"&&v.target!==document)return;window.${EARLY_FLAG}=true;e.forEach(function(n){removeEventListener(n,f,true)})}e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})})()`;

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
