import type { EntryContext } from "@remix-run/cloudflare";
import type { HydrateHandle } from "./hydrate";

/**
 * The script a page loads, from its matched routes' handles (app/lib/hydrate.ts): all of Remix
 * when any route asks for it; otherwise React for its islands alone, or the plain enhancers,
 * when a route asks for them; otherwise none. An error page (a 404, a 500) is the root's
 * boundary, not the routes that asked, and none of its controls needs a script: it loads none
 * (the 404's console line is a few inline characters, app/components/NotFound).
 */
export type PageScripts = "remix" | "islands" | "enhance" | "none";

export function pageScripts({ staticHandlerContext: context, routeModules }: EntryContext): PageScripts {
  if (context.errors) return "none";
  const asked = context.matches.map(({ route }) => {
    const hydrate = (routeModules[route.id]?.handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(context.loaderData[route.id]) : hydrate;
  });
  if (asked.includes(true)) return "remix";
  if (asked.includes("islands")) return "islands";
  if (asked.includes("enhance")) return "enhance";
  return "none";
}
