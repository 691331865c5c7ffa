/**
 * Renders a whole document before answering: the pages are small and mostly served from
 * the edge cache, and the complete HTML lets us hash its inline scripts into the CSP. As one
 * string (`renderToString`), not a stream read back whole: nothing on the server suspends, and
 * the stream's per-chunk encoding and reading cost a third of an uncached render's CPU
 * (decision 046).
 */
import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { IconSpriteContext } from "~/components/Icon/Icon";
import { iconSprite } from "~/components/Icon/icons.server";
import { StylesheetContext } from "~/components/SiteStyles/SiteStyles";
import { deferScriptsUntilFirstPaint } from "~/lib/after-paint";
import { HydrateContext } from "~/lib/hydrate";
import { EARLY_INTERACTION_SCRIPT } from "~/lib/early-interaction.server";
import { pageScripts } from "~/lib/hydrate.server";
import { ENHANCE_ROUTE_ID, islandScripts, withIslandScripts } from "~/islands/scripts.server";
import { SITE_SHELL } from "~content/shell";
import { SPECULATION_RULES } from "~/lib/speculation-rules.server";
import { documentCspFor } from "~/lib/http";
import { inlineUsedCss } from "~/lib/used-css";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const css = (loadContext as { css?: string | null }).css ?? null;
  const scripts = pageScripts(remixContext);
  const islands = scripts === "islands" ? islandScripts(remixContext) : undefined;
  const enhancers = scripts === "enhance" ? islandScripts(remixContext, ENHANCE_ROUTE_ID) : undefined;
  // A render that throws is Remix's to answer: it renders the error boundary with a 500.
  const body = renderToString(
    <StylesheetContext.Provider value={css}>
      <IconSpriteContext.Provider value={iconSprite()}>
        <HydrateContext.Provider
          value={{
            hydrate: scripts === "remix",
            islands: islands !== undefined,
            earlyInteraction: EARLY_INTERACTION_SCRIPT,
            speculationRules: SPECULATION_RULES,
          }}
        >
          <RemixServer context={remixContext} url={request.url} />
        </HydrateContext.Provider>
      </IconSpriteContext.Provider>
    </StylesheetContext.Provider>,
  );
  // renderToString writes no doctype (the stream added it for a root <html>). The stylesheet is
  // cut to the page's rules first: each later pass over the HTML then reads a third less.
  const rendered = inlineUsedCss(`<!DOCTYPE html>${body}`);
  const html = deferScriptsUntilFirstPaint(
    islands
      ? withIslandScripts(rendered, islands, SITE_SHELL.words)
      : enhancers
        ? withIslandScripts(rendered, enhancers, null)
        : rendered,
  );

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", await documentCspFor(html));
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * Remix reports loader and routing errors here. A 4xx it answers itself (say, a `_data`
 * request naming a route that does not match its URL) is a client's mistake, not ours:
 * keep those out of the error log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) return;
  console.error(error);
}
