/**
 * The rows of the pay table on the parents' and career changers' pages: SPEC §9's two figures
 * for every trade, worded by app/content/pay.ts. Trades with no hourly starting rate say what
 * their figure is instead (civil engineer's is a graduate's yearly salary; construction
 * manager has none), and the two yearly readings SPEC records for three trades are both shown.
 */
import type { PayRow } from "~/components/PayTable/PayTable";
import { tradePath } from "~content/paths";
import { bothReadings, firstYearPay, firstYearRate, PAY_WORDING, qualifiedPay } from "~content/pay";
import type { Trade } from "~content/schema";
import { FAIR_WORK_PAY_CALCULATOR_URL, FAIR_WORK_PAY_GUIDES_URL } from "~content/site";
import { TRADES } from "~content/trades";

export function payRow(trade: Trade): PayRow {
  const firstYear =
    firstYearRate(trade) ??
    (trade.startingHourly ? `${trade.startingHourly} a year (${trade.cards.startingWage.note})` : "Not given");
  return {
    slug: trade.slug,
    name: trade.name,
    href: tradePath(trade),
    firstYear,
    qualified: bothReadings(trade),
  };
}

export const payRows = () => ({ rows: TRADES.map(payRow), words: payTableWords() });

/** A trade card's two figures, worded here on the server so app/content/pay.ts stays out of the browser's JavaScript. */
export const cardPay = (trade: Trade) => ({ pay: qualifiedPay(trade.salary), firstYear: firstYearPay(trade) });

/** The pay table's caption and column headings. */
export const payTableWords = () => ({
  guidesHref: FAIR_WORK_PAY_GUIDES_URL,
  calculatorHref: FAIR_WORK_PAY_CALCULATOR_URL,
  caption: `Pay by trade: ${PAY_WORDING.firstYear}, and ${PAY_WORDING.qualified}`,
  firstYear: capitalise(PAY_WORDING.firstYear),
  qualified: capitalise(PAY_WORDING.qualified),
});
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
