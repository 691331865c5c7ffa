import type { EntryContext } from "@remix-run/cloudflare";
import type { SiteWords } from "~content/interface";
import { ISLAND_WORDS_ID } from "./words-id";

/** The islands' module and the chunks it imports, as the build's manifest names them. */
export type IslandScripts = { module: string; imports: string[] };

/** The route whose module is the islands' (app/routes/_islands.tsx: Remix's compiler builds it like any route's). */
export const ISLANDS_ROUTE_ID = "routes/_islands";

/** The islands' browser module and the shared chunks it imports, from the build's manifest. */
export function islandScripts({ manifest }: EntryContext): IslandScripts | undefined {
  const route = manifest.routes[ISLANDS_ROUTE_ID];
  return route ? { module: route.module, imports: route.imports ?? [] } : undefined;
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * What an island page adds before `</body>`: the site's words for the islands (JSON, its `<`
 * escaped so no text can close the script), the module and its chunks preloaded, and the module
 * script, in the shape Remix writes its own, so they wait for the first paint the same way
 * (app/lib/after-paint.ts). Written into the HTML by the server, not drawn by the root, so the
 * root's browser module carries none of it.
 */
export function withIslandScripts(html: string, scripts: IslandScripts, words: SiteWords): string {
  const json = JSON.stringify(words).replace(/</g, "\\u003c");
  const markup = [
    `<script id="${ISLAND_WORDS_ID}" type="application/json">${json}</script>`,
    ...[scripts.module, ...scripts.imports].map((href) => `<link rel="modulepreload" href="${attribute(href)}"/>`),
    `<script type="module" async="">import * as islands from ${JSON.stringify(scripts.module)};islands.default();</script>`,
  ].join("");
  return html.replace("</body>", `${markup}</body>`);
}
