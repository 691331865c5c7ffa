/** Layout shifts as Chrome's Layout Instability API reports them, for the specs that forbid them. */
import type { Page } from "@playwright/test";

type Shift = { value: number; sources: string[] };
type ShiftWindow = Window & { __shifts: Shift[] };

/** Every layout shift not caused by the visitor's own input, with what moved, from the first frame on. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shifts = [];
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : null;
            // Where it sits: its tag, then its parents' up to one with an id (a band) or <main>,
            // since the classes are hashes and a box may exist only for a moment (a shift that
            // came once in a busy run could not be traced from its tag alone).
            const named = (e: Element) =>
              `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.getAttribute("aria-label") ? `[${e.getAttribute("aria-label")}]` : ""}`;
            const path: string[] = [];
            for (let e: Element | null = el; e && path.length < 8; e = e.parentElement) {
              path.unshift(named(e));
              if (e !== el && (e.id || e.tagName === "MAIN" || e.tagName === "BODY")) break;
            }
            const name = el ? path.join(" > ") : "?";
            return `${name} ${rect(s.previousRect)} → ${rect(s.currentRect)}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Two frames drawn: anything that moved in the last one has been reported by then. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The shifts recorded since the page started (recordShifts must have been called before it loaded). */
export const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__shifts);
