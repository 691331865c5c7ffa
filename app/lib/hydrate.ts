import { useMatches, useRouteError } from "@remix-run/react";

/**
 * A route that needs React in the browser says so in its handle: `{ hydrate: true }`, or a
 * function of its loader data. Every other page is complete as HTML (links, native
 * <details>, GET forms) and ships no framework JavaScript: the root leaves out Remix's
 * scripts, their module preloads and the inline scripts only hydration uses.
 */
export type HydrateHandle = { hydrate?: boolean | ((data: unknown) => boolean) };

/** Whether any matched route asks for hydration; error pages do too (the 404 reports itself to the console). */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  if (error) return true;
  return matches.some((match) => {
    const hydrate = (match.handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.data) : hydrate === true;
  });
}
