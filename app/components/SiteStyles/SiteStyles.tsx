import { cssBundleHref } from "@remix-run/css-bundle";
import { createContext, useContext, useEffect, useState } from "react";
import { wholeStylesheetLoaded } from "~/lib/use-hydrated";
import { STYLESHEET_ID as ID } from "./stylesheet-id";

/** The stylesheet's text, given to the server render by the worker (see app/lib/edge/pipeline.ts). */
export const StylesheetContext = createContext<string | null>(null);

/**
 * The site's stylesheet, inlined into every page: no render-blocking request stands between
 * the HTML and the first paint. The server keeps only the rules the page's HTML can use
 * (app/lib/used-css.ts); their hash is in the page's CSP. In the browser the same text is read
 * back from the document, so hydration sees exactly what the server sent. Once React has
 * hydrated, the whole sheet follows as a file, for what this page's HTML did not name: the
 * components' upgraded forms (they wait for it: useHydrated), a dialog drawn on opening, the
 * pages a client-side navigation reaches. It comes after the inlined rules, which are a part
 * of it in the same order, so every element ends up styled as by the whole sheet alone.
 * Without the text (no ASSETS binding, as in a bare workerd benchmark) the page links the
 * file from the start.
 */
export function SiteStyles() {
  const serverCss = useContext(StylesheetContext);
  const [css] = useState(() =>
    typeof document === "undefined" ? serverCss : (document.getElementById(ID)?.textContent ?? null),
  );
  // False on the server and while hydrating, true once hydrated: the link is not in the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The one render after hydration that adds the link. (useSyncExternalStore says the same
    // in more bytes, and home's first-load JavaScript is at its budget.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    if (!css) wholeStylesheetLoaded(); // linked from the start: already in
  }, [css]);
  return (
    <>
      {css ? <style id={ID} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      {cssBundleHref && (!css || hydrated) ? (
        <link rel="stylesheet" href={cssBundleHref} onLoad={wholeStylesheetLoaded} />
      ) : null}
    </>
  );
}
