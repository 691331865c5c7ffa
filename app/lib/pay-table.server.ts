/**
 * The rows of the pay table on the parents' and career changers' pages: SPEC §9's two figures
 * for every trade, worded by content/pay.ts. Trades with no hourly starting rate say what
 * their figure is instead (civil engineer's is a graduate's yearly salary; construction
 * manager has none), and the two yearly readings SPEC records for three trades are both shown.
 */
import type { PayRow } from "~/components/PayTable/PayTable";
import { tradePath } from "~content/paths";
import { firstYearRate } from "~content/pay";
import type { Trade } from "~content/schema";
import { TRADES } from "~/lib/content.server";

export function payRow(trade: Trade): PayRow {
  const firstYear =
    firstYearRate(trade) ??
    (trade.startingHourly
      ? `${trade.startingHourly} a year (${trade.cards.startingWage.note})`
      : "Not given");
  return {
    slug: trade.slug,
    name: trade.name,
    href: tradePath(trade),
    firstYear,
    qualified: trade.pageSalary ? `${trade.salary} (its own page: ${trade.pageSalary})` : trade.salary,
  };
}

export const payRows = (): PayRow[] => TRADES.map(payRow);
