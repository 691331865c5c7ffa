import { enhanceExplorer } from "~/components/TradeExplorer/enhance.client";

/**
 * The plain scripts a page can run without React (a route whose handle says
 * `hydrate: "enhance"`, app/lib/hydrate.ts), by the name its element carries in
 * `data-enhance`. Each is given its element and must use nothing of React or Remix: the page's
 * module is this registry and what it imports.
 */
export const ENHANCERS: Record<string, (element: HTMLElement) => void> = { explorer: enhanceExplorer };
