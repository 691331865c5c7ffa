import { linkWholeStylesheet } from "~/lib/whole-stylesheet.client";
import { SIDE_BY_SIDE } from "./side-by-side";
import { findByKey, focusKey, replaceKeepingStatus } from "./swap";

/**
 * The explorer's own load carries no React (decision 053): every control is a link or a GET form
 * the browser handles. This plain script, run once the page has painted, makes the same requests
 * and swaps the explorer for the answer's, so a keyboard or screen reader user stays where they
 * were, as they did when Remix hydrated the page:
 * - focus stays on the control that was pressed (the same sort link, Apply filters), at the
 *   same height on the screen;
 * - the count ("Showing 6 of 15 trades…") changes inside the live region the page already has,
 *   so a screen reader says it;
 * - Compare ticked trades brings the side-by-side blocks into view and focuses their heading;
 * - the address, the title, back and forward follow.
 * Anything else (an answer that is not a view of the explorer, a failed request) becomes the
 * full page load the browser would have made.
 */
export function enhanceExplorer(root: HTMLElement) {
  const path = location.pathname;
  let shown = location.pathname + location.search;
  let pending: AbortController | null = null;

  const explorer = () => document.querySelector<HTMLElement>(`[data-enhance="${root.dataset.enhance}"]`);

  async function go(url: URL, { push }: { push: boolean }) {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const current = explorer();
    const key = active && current?.contains(active) ? focusKey(active) : null;
    const topBefore = active?.getBoundingClientRect().top ?? null;
    let doc: Document | null = null;
    try {
      const [response] = await Promise.all([fetch(url, { signal: controller.signal }), linkWholeStylesheet()]);
      if (response.ok && (response.headers.get("Content-Type") ?? "").startsWith("text/html"))
        doc = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      // Aborted by a newer press, or the network failed: the browser's own load says what went wrong.
    }
    if (controller.signal.aborted) return;
    pending = null;
    const incoming = doc?.querySelector<HTMLElement>(`[data-enhance="${root.dataset.enhance}"]`);
    if (!current || !incoming || !doc) {
      location.assign(url);
      return;
    }
    if (push) history.pushState(null, "", url);
    shown = url.pathname + url.search;
    document.title = doc.title;
    replaceKeepingStatus(current, incoming);

    if (push && url.hash === `#${SIDE_BY_SIDE}`) {
      document.getElementById(SIDE_BY_SIDE)?.scrollIntoView();
      document.getElementById(`${SIDE_BY_SIDE}-heading`)?.focus({ preventScroll: true });
      return;
    }
    const again = key ? findByKey(document, key) : null;
    if (!again) return;
    again.focus({ preventScroll: true });
    if (topBefore !== null) window.scrollBy(0, again.getBoundingClientRect().top - topBefore);
  }

  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !explorer()?.contains(link) || link.hasAttribute("download") || link.target) return;
    const url = new URL(link.href);
    // Another page, or a mark that only moves within this one (the † note): the browser's.
    if (url.origin !== location.origin || url.pathname !== path) return;
    if (url.search === location.search && url.hash) return;
    event.preventDefault();
    void go(url, { push: true });
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !explorer()?.contains(form)) return;
    if (form.method.toLowerCase() !== "get") return;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    const url = new URL(
      submitter?.hasAttribute("formaction") ? (submitter as HTMLButtonElement).formAction : form.action,
    );
    if (url.origin !== location.origin || url.pathname !== path) return;
    url.search = new URLSearchParams(
      // The explorer's fields are all text (boxes and hidden fields): a file would be a name only.
      [...new FormData(form, submitter)].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    ).toString();
    event.preventDefault();
    void go(url, { push: true });
  });

  // Back and forward between views; a move to a mark within the same view is the browser's.
  window.addEventListener("popstate", () => {
    if (location.pathname !== path || location.pathname + location.search === shown) return;
    void go(new URL(location.href), { push: false });
  });
}
