import { createContext } from "react";

/**
 * A route that needs React in the browser says so in its handle: `{ hydrate: true }`, or a
 * function of its loader data. Every other page is complete as HTML (links, native
 * <details>, GET forms) and ships no framework JavaScript: the root leaves out Remix's
 * scripts, their module preloads and the inline scripts only hydration uses. The server
 * decides (app/lib/hydrate.server.ts) and tells the root through this context; in the
 * browser React is running, so the answer is yes (a client-side navigation to a page that
 * would not keeps Remix's scripts and scroll restoration where they are).
 */
export type HydrateHandle = { hydrate?: boolean | "islands" | "enhance" | ((data: unknown) => boolean) };

/**
 * What the server tells the root: whether the page hydrates, and the text of the inline
 * scripts it writes (server-only modules, so the browser build never carries them: the
 * browser runs them from the HTML, and hydration leaves a script's text as the server sent it).
 */
export type DocumentScripts = {
  hydrate: boolean;
  /**
   * `hydrate: "islands"`: only the page's islands hydrate (app/islands), with React and without
   * Remix, so the page is drawn as one that does not hydrate; the server writes their scripts.
   * (`hydrate: "enhance"` is drawn as a page that does not hydrate too, with no React at all: the
   * server writes the plain enhancers' module, app/enhance.)
   */
  islands?: boolean;
  earlyInteraction?: string;
  speculationRules?: string;
};

export const HydrateContext = createContext<DocumentScripts>({ hydrate: true });
