import { cssBundleHref } from "@remix-run/css-bundle";

let linked: Promise<boolean> | null = null;

/**
 * Links the whole stylesheet into a page that inlined only the rules its own markup uses
 * (app/lib/used-css.ts), once however often it is asked: for markup the page did not have at
 * first (an island's upgraded form, the explorer's next view). True once the sheet is in (or
 * the build made none, so every rule was inlined); false if it failed to load, which leaves the
 * inlined rules, so what the page first showed stays readable.
 */
export function linkWholeStylesheet(): Promise<boolean> {
  linked ??= new Promise((resolve) => {
    if (!cssBundleHref) return resolve(true);
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = cssBundleHref;
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
    document.head.appendChild(link);
  });
  return linked;
}
