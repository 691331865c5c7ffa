import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { SiteWordsContext, type SiteWords } from "~/lib/site-words";
import { wholeStylesheetLoaded } from "~/lib/use-hydrated";
import { linkWholeStylesheet } from "~/lib/whole-stylesheet.client";
import { ISLANDS } from "./registry";
import { ISLAND_WORDS_ID } from "./words-id";

/** Marks the island's element once React has hydrated it: what a test waits for before it clicks. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute("data-hydrated", "");
  }, [element]);
  return children;
}

/**
 * Hydrates every island on the page (./Island.tsx) with React alone: no router, no route data,
 * so the page loads React DOM and the islands' own modules instead of all of Remix. The site's
 * words come from the JSON the server wrote (./scripts.server.ts). Then the whole stylesheet follows as a
 * file, as SiteStyles does on a page Remix hydrates: the islands' upgraded forms wait for it
 * (useHydrated). Called by the page's module script once the first frame is drawn
 * (app/lib/after-paint.ts).
 */
export function hydrateIslands() {
  const words = JSON.parse(document.getElementById(ISLAND_WORDS_ID)?.textContent ?? "null") as SiteWords | null;
  if (!words) return;
  startTransition(() => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
      const Component = ISLANDS[element.dataset.island as keyof typeof ISLANDS] as ComponentType<object> | undefined;
      if (!Component) continue;
      const props = JSON.parse(element.dataset.props ?? "{}") as object;
      hydrateRoot(
        element,
        <StrictMode>
          <SiteWordsContext.Provider value={words}>
            <Hydrated element={element}>
              <Component {...props} />
            </Hydrated>
          </SiteWordsContext.Provider>
        </StrictMode>,
      );
    }
  });
  // A sheet that fails keeps the islands in their first form, which works without it.
  void linkWholeStylesheet().then((loaded) => loaded && wholeStylesheetLoaded());
}
