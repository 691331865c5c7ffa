import type { EntryContext } from "@remix-run/cloudflare";
import type { SiteWords } from "~content/interface";
import { ISLAND_WORDS_ID } from "./words-id";

/** A page module and the chunks it imports, as the build's manifest names them. */
export type IslandScripts = { module: string; imports: string[] };

/** The route whose module is the islands' (app/routes/_islands.tsx: Remix's compiler builds it like any route's). */
export const ISLANDS_ROUTE_ID = "routes/_islands";
/** The route whose module is the plain enhancers' (app/routes/_enhance.tsx, app/enhance). */
export const ENHANCE_ROUTE_ID = "routes/_enhance";

/** A pathless route's browser module (the islands' by default) and the shared chunks it imports, from the build's manifest. */
export function islandScripts({ manifest }: EntryContext, routeId = ISLANDS_ROUTE_ID): IslandScripts | undefined {
  const route = manifest.routes[routeId];
  return route ? { module: route.module, imports: route.imports ?? [] } : undefined;
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * What an island page adds before `</body>`: the site's words for the islands (JSON, its `<`
 * escaped so no text can close the script; none for the enhancers, which draw nothing), the
 * module and its chunks preloaded, and the module script, in the shape Remix writes its own, so
 * they wait for the first paint the same way (app/lib/after-paint.ts). Written into the HTML by
 * the server, not drawn by the root, so the root's browser module carries none of it.
 */
export function withIslandScripts(html: string, scripts: IslandScripts, words: SiteWords | null): string {
  const markup = [
    ...(words
      ? [
          `<script id="${ISLAND_WORDS_ID}" type="application/json">${JSON.stringify(words).replace(/</g, "\\u003c")}</script>`,
        ]
      : []),
    ...[scripts.module, ...scripts.imports].map((href) => `<link rel="modulepreload" href="${attribute(href)}"/>`),
    `<script type="module" async="">import * as page from ${JSON.stringify(scripts.module)};page.default();</script>`,
  ].join("");
  return html.replace("</body>", `${markup}</body>`);
}
