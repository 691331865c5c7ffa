/**
 * The words of the site's own controls (content/shared/interface.yaml, "Buttons and labels" in
 * the editor), the header's and footer's links and the program's contact details reach
 * components as the root loader's data (SITE_SHELL, app/content/shell.ts), not as bundled code:
 * sent once with the first page, like the menu, so they add nothing to the JavaScript every page
 * loads. Also here, so one small module serves the components: fillWords, which puts values into
 * words staff wrote with {name} gaps.
 */
import { createContext, useContext } from "react";
import type { SiteWords } from "~content/interface";
import type { ShownAndSaid } from "~content/schema";
import type { SiteShell } from "~content/shell";

export type { SiteWords };

/**
 * Given by the root (app/root.tsx) from its loader's data, so on a page that hydrates the
 * browser reads it where the server did. Contexts rather than Remix's route data: the home
 * page's islands (app/islands) hydrate without Remix and are given the words alone.
 */
export const SiteShellContext = createContext<SiteShell | null>(null);
export const SiteWordsContext = createContext<SiteWords | null>(null);

export function useSiteShell(): SiteShell {
  const shell = useContext(SiteShellContext);
  // The root loader reads constants, so its data is always there; were it not, root.tsx draws no
  // header or footer, and the error pages (whose words are here too) fall to Remix's own.
  if (!shell) throw new Error("No root loader data: app/root.tsx");
  return shell;
}

export function useSiteWords(): SiteWords {
  const words = useContext(SiteWordsContext);
  if (!words) throw new Error("No site words: app/root.tsx, or the island's (app/islands/hydrate.client.tsx)");
  return words;
}

/** Fills a word's {gaps}: `fill` from ./template, re-exported so a page takes one small module for both. */
export { fill as fillWords } from "./template";

/**
 * A control that shows fewer words than it says ("Close", said "Close video"): what follows the
 * shown words, for screen readers only. The schema makes the said words begin with the shown
 * ones, so the control's name always contains what is on it (WCAG 2.5.3).
 */
export const saidAfterShown = (words: ShownAndSaid, said: string = words.said) => said.slice(words.shown.length);
