import type { EntryContext } from "@remix-run/cloudflare";
import type { HydrateHandle } from "./hydrate";

/**
 * Whether the page being rendered loads React: when any matched route's handle asks for it
 * (app/lib/hydrate.ts), and on an error page (the 404 reports itself to the console).
 */
export function shouldHydrate({ staticHandlerContext: context, routeModules }: EntryContext): boolean {
  if (context.errors) return true;
  return context.matches.some(({ route }) => {
    const hydrate = (routeModules[route.id]?.handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(context.loaderData[route.id]) : hydrate === true;
  });
}

/** Whether the page hydrates its islands alone: a matched route asks for it and none for all of Remix. */
export function hydratesIslands(entry: EntryContext): boolean {
  return asksFor(entry, "islands");
}

/** Whether the page runs its plain enhancers (app/enhance), no React: a matched route asks for it and none for all of Remix. */
export function enhances(entry: EntryContext): boolean {
  return asksFor(entry, "enhance");
}

function asksFor(entry: EntryContext, mode: "islands" | "enhance"): boolean {
  if (shouldHydrate(entry)) return false;
  const { matches } = entry.staticHandlerContext;
  return matches.some(
    ({ route }) => (entry.routeModules[route.id]?.handle as HydrateHandle | undefined)?.hydrate === mode,
  );
}
