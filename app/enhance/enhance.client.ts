import { ENHANCERS } from "./registry";

/**
 * Runs the enhancer of every element on the page that names one (`data-enhance`), then marks
 * the element (`data-enhanced`): what a test waits for before it presses. Called by the page's
 * module script once the first frame is drawn (app/lib/after-paint.ts).
 */
export function enhance() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
    const run = ENHANCERS[element.dataset.enhance ?? ""];
    if (!run) continue;
    run(element);
    element.setAttribute("data-enhanced", "");
  }
}
