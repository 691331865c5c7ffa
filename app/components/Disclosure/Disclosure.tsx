import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

type Props = {
  /** id of the panel (aria-controls points at it). */
  id: string;
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /**
   * The panel; `close` closes it and returns focus to the button (for a Close button). It is
   * null until hydration: a Close button then could not work, so none is shown (the summary
   * closes the native <details>).
   */
  children: (close: (() => void) | null) => ReactNode;
  /**
   * What Tab does at the open panel's edges (WCAG 2.4.11, focus never goes behind the panel):
   * "contain" keeps it inside the button and panel (a panel that covers the page: the mobile
   * menu); "close" closes the panel once focus moves outside it (a dropdown over the page);
   * left out, Tab moves on as usual (a group inside another panel).
   */
  focusOut?: "contain" | "close";
};

/**
 * A menu that opens and closes: the Trades dropdown, the mobile menu and its Trades group.
 * Without JavaScript it is a native <details>, so every link is reachable. Once hydrated it
 * is a button with aria-expanded and aria-controls, and it closes on Escape (focus back on
 * the button), on a click outside, on a link click and after any navigation; Tab either stays
 * inside it or closes it on the way out (`focusOut`).
 */
export function Disclosure({ id, label, className, buttonClassName, panelClassName, children, focusOut }: Props) {
  const hydrated = useHydrated();
  // A visitor may open the native <details> before hydration: keep it open when it upgrades.
  const [open, setOpen] = useState(
    () => typeof document !== "undefined" && Boolean(document.getElementById(id)?.closest("details")?.open),
  );
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Close after a navigation (not on mount, which would undo an open made before hydration).
  const lastLocation = useRef(location.key);
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    setOpen(false);
  }, [location.key]);

  // The native <details> may be opened while React is still hydrating: carry that over.
  useEffect(() => {
    if (hydrated) return;
    const details = document.getElementById(id)?.closest("details");
    const sync = () => setOpen(Boolean(details?.open));
    // A press may land between the first render and this listener, or after the last toggle
    // event was queued but before it fired: read the state itself on both edges too.
    sync();
    details?.addEventListener("toggle", sync);
    return () => {
      details?.removeEventListener("toggle", sync);
      sync();
    };
  }, [hydrated, id]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The innermost open menu handles Escape; an outer one waits for the next press.
      if (panel.current?.querySelector('[aria-expanded="true"]')) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  if (!hydrated) {
    return (
      <details className={className}>
        <summary className={buttonClassName}>{label}</summary>
        <div id={id} className={panelClassName}>
          {children(null)}
        </div>
      </details>
    );
  }

  return (
    // The handlers are delegated: they see the clicks, keys and focus of the button and links inside, the div itself is no control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={className}
      data-open={open ? "" : undefined}
      onClick={(event) => {
        // Following a link inside closes the menu (the navigation may be to this very page).
        if ((event.target as HTMLElement).closest("a")) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (!open || focusOut !== "contain" || event.key !== "Tab" || event.defaultPrevented) return;
        // The first stop is the button, the last the panel's last visible control: Tab wraps.
        const stops = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
          (el) => el.getClientRects().length > 0,
        );
        const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
        if (event.target !== edge) return;
        event.preventDefault();
        (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
      }}
      onBlur={(event) => {
        // Only a move to somewhere else on the page closes it: not a click on the panel's
        // background or a switch to another window (relatedTarget null).
        const next = event.relatedTarget as Node | null;
        if (open && focusOut === "close" && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div ref={panel} id={id} className={panelClassName} hidden={!open}>
        {/* eslint-disable-next-line react-hooks/refs -- children get close to call from their event handlers; it reads the button's ref only then */}
        {children(close)}
      </div>
    </div>
  );
}
