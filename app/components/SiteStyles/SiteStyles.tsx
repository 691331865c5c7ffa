import { cssBundleHref } from "@remix-run/css-bundle";
import { createContext, useContext, useState } from "react";

/** The stylesheet's text, given to the server render by the worker (see app/lib/edge/pipeline.ts). */
export const StylesheetContext = createContext<string | null>(null);

const ID = "site-css";

/**
 * The site's one stylesheet, inlined into every page: no render-blocking request stands
 * between the HTML and the first paint (the whole sheet is about 5 KiB gzip). Its hash is
 * in the page's CSP. In the browser the same text is read back from the document, so
 * hydration sees exactly what the server sent. Without the text (no ASSETS binding, as in
 * a bare workerd benchmark) it falls back to the ordinary <link>.
 */
export function SiteStyles() {
  const serverCss = useContext(StylesheetContext);
  const [css] = useState(() =>
    typeof document === "undefined" ? serverCss : (document.getElementById(ID)?.textContent ?? null),
  );
  if (css) return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
  return cssBundleHref ? <link rel="stylesheet" href={cssBundleHref} /> : null;
}
