import { startTransition, useEffect, useState } from "react";

// True once React has hydrated the page and the whole stylesheet is in it. Components render
// their no-JavaScript form (native <details>, a still row of photos) on the server and during
// hydration, then upgrade; the page's inlined styles hold only the rules its HTML names
// (app/lib/used-css.ts), so an upgrade, whose markup may use others, waits for the whole sheet
// (SiteStyles) and the page keeps its no-JavaScript form until then. Components mounted later,
// after a client navigation, start upgraded.
let hydrating = true;
let stylesheetIn!: () => void;
const wholeStylesheet = new Promise<void>((resolve) => (stylesheetIn = resolve));
/** Called by SiteStyles once the whole stylesheet has loaded (at once if the page linked it). */
export const wholeStylesheetLoaded = () => stylesheetIn();

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    // (A component gone by then is no matter: React ignores a state update after unmounting.)
    void wholeStylesheet.then(() => {
      hydrating = false;
      // The upgrade re-renders in a transition, which React slices into short tasks. As a plain
      // update it rendered in one piece: the header's menus swap <details> for a button and
      // remount every link in them in one task, counted as blocking time on every page (decision 049).
      startTransition(() => setHydrated(true));
    });
  }, []);
  return hydrated;
}

/**
 * True a little after hydration, once the browser is idle: for upgrades that are not needed
 * at once (the FAQ's accordion, the carousels' motion), so their work does not lengthen the
 * hydration task. Until then the no-JavaScript form keeps working.
 */
export function useIdleUpgrade(): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || ready) return;
    // The window's own functions, called detached: a browser gives them the window as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true), { timeout: 500 });
    return () => cancel(handle);
  }, [hydrated, ready]);
  return ready;
}
