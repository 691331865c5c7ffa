/**
 * What the preview bundle gets for `@remix-run/cloudflare`: `json` hands back the data itself, so
 * the preview calls a route's own loader for what the page shows beside the entry being edited
 * (the shared words, figures and pictures as last built) and draws the route with it.
 */
export const json = <T>(data: T): T => data;
