import type { EntryContext } from "@remix-run/cloudflare";
import type { IslandScripts } from "~/lib/hydrate";

/**
 * The islands' browser module (app/routes/_islands.tsx, which Remix's compiler builds like any
 * route) and the shared chunks it imports, from the build's manifest.
 */
export const ISLANDS_ROUTE_ID = "routes/_islands";

export function islandScripts({ manifest }: EntryContext): IslandScripts | undefined {
  const route = manifest.routes[ISLANDS_ROUTE_ID];
  return route ? { module: route.module, imports: route.imports ?? [] } : undefined;
}
