/**
 * The words of the site's own controls (content/shared/interface.yaml, "Buttons and labels" in
 * the editor), the header's and footer's links and the program's contact details reach
 * components as the root loader's data (SITE_SHELL, app/content/shell.ts), not as bundled code:
 * sent once with the first page, like the menu, so they add nothing to the JavaScript every page
 * loads. Also here, so one small module serves the components: fillWords, which puts values into
 * words staff wrote with {name} gaps.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { SiteWords } from "~content/interface";
import type { ShownAndSaid } from "~content/schema";
import type { SiteShell } from "~content/shell";

export type { SiteWords };

export function useSiteShell(): SiteShell {
  const data = useRouteLoaderData<{ shell?: SiteShell }>("root");
  // The root loader reads constants, so its data is always there; were it not, root.tsx draws no
  // header or footer, and the error pages (whose words are here too) fall to Remix's own.
  if (!data?.shell) throw new Error("No root loader data: app/root.tsx");
  return data.shell;
}

export const useSiteWords = (): SiteWords => useSiteShell().words;

/** Fills a word's {gaps}: `fill` from ./template, re-exported so a page takes one small module for both. */
export { fill as fillWords } from "./template";

/**
 * A control that shows fewer words than it says ("Close", said "Close video"): what follows the
 * shown words, for screen readers only. The schema makes the said words begin with the shown
 * ones, so the control's name always contains what is on it (WCAG 2.5.3).
 */
export const saidAfterShown = (words: ShownAndSaid, said: string = words.said) => said.slice(words.shown.length);
