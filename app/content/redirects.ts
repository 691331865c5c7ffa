/**
 * The old site's addresses and where each goes now: staff's rules in content/redirects.yaml
 * (SPEC §2's sixteen among them), checked by `npm run content:check` (every target a page, no
 * chain, no loop, no page hidden) and built into app/content/generated/redirects.js as
 * [from, to, status] (the `why` stays in the file). Matched by app/lib/redirects.ts.
 */
export { REDIRECT_RULES } from "./generated/redirects";
export type { RedirectRule, RedirectStatus } from "./schema/redirects";
