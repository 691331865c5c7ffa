/**
 * The stylesheet's text, read once per isolate from the static assets, to inline into pages;
 * null (the page links the file instead) when it cannot be read in time. `degraded` says a
 * stylesheet exists but was not read, so the page must not be kept as a normal one.
 */
import { UNAVAILABLE, within } from "./within";

/**
 * How long a render waits for the stylesheet from the static assets (about 5.5 KiB, read once
 * per isolate) before it links the file instead of inlining it: a fetch from the same
 * machine's assets, so a quarter of a second means it is not coming.
 */
export const STYLESHEET_WAIT_MS = 250;

export type Stylesheet = { css: string | null; degraded: boolean };

/** A loader with its own read in flight or done; `href` is the bundle's (null when the build has none). */
export function createStylesheetLoader(href: string | undefined) {
  /** The read under way or done; cleared after a failure so a later render tries again. */
  let stylesheet: Promise<string> | undefined;

  return async function loadStylesheet(assets: Fetcher | undefined, url: URL): Promise<Stylesheet> {
    if (!href || !assets) return { css: null, degraded: false };
    // Started inside a promise, so a fetch that throws before it returns one is a failed read too.
    const attempt = (stylesheet ??= Promise.resolve()
      .then(() => assets.fetch(new URL(href, url).toString()))
      .then((response) => {
        if (!response.ok) throw new Error(`stylesheet answered ${response.status}`);
        return response.text();
      }));
    const css = await within("stylesheet", STYLESHEET_WAIT_MS, () => attempt);
    if (css !== UNAVAILABLE) return { css, degraded: false };
    if (stylesheet === attempt) stylesheet = undefined; // the next render tries again
    return { css: null, degraded: true };
  };
}
