/**
 * The trades: the /trades listing cards and every trade page (SPEC §2 Trades listing,
 * Trade pages; SPEC §3 Trade). Each trade is one file, content/data/trades/<slug>.yaml,
 * edited by hand or in the editor at /admin, checked by `npm run content:check` and built
 * into app/content/generated/data.js; `order` in each file sets the order of the listing and the menu.
 *
 * Figures (demand, yearly pay, duration, starting wage, job growth) follow SPEC §9 exactly;
 * entry requirements follow SPEC §5. Builder, Civil Engineer and Construction Manager each
 * have two yearly-pay readings ON PURPOSE: `salary` is the figure the trades listing shows
 * and `pageSalary` the figure the trade's own page shows. SPEC §9 records both readings and
 * notes they differ, so both are kept rather than one "corrected" into the other.
 *
 * Painter lives at /painter/ (SPEC §2), so always link a trade with tradePath(), never by
 * building the path by hand.
 */
import { TRADES } from "./generated/data";

export { TRADES };

/** The trade with this slug, or undefined. */
export const getTrade = (slug: string) => TRADES.find((t) => t.slug === slug);

/** Where a trade's page lives: painter is served at /painter/ (SPEC §2), the rest under /trades. */
export { tradePath } from "./paths";
