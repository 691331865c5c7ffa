/**
 * Every trade's pay as the site's cards and tables show it, worded on the server by
 * app/content/pay-words.ts (so staff's words in content/shared/pay.yaml stay out of the browser's
 * JavaScript): one yearly figure per card or row, what kind of figure it is, and its source once.
 * The pay table on the parents' and career changers' pages gives each trade's starting figure (a
 * first-year apprentice's hourly rate, or the civil engineer's graduate salary) and the listing's
 * yearly pay; the second reading three trades' own pages give is a note under the table.
 */
import type { PayRow } from "~/components/PayTable/PayTable";
import { FACT_LABELS, FIGURE_WORDING, NOT_GIVEN } from "~content/explorer";
import { SITE_WORDS } from "~content/interface";
import { withIndefiniteArticle } from "./english";
import { fillWords } from "./site-words";
import { tradePath } from "~content/paths";
import { ownPageNotes, PAY_NOTES, PAY_WORDING, qualifiedPay, said, sourceLine, startingPay } from "~content/pay-words";
import { firstYearRate } from "~content/pay";
import type { Trade } from "~content/schema";
import { FAIR_WORK_PAY_CALCULATOR_URL, FAIR_WORK_PAY_GUIDES_URL } from "~content/site";
import { TRADES } from "~content/trades";
import { pathwayKind, TRADE_PAGE_WORDS } from "~content/trade-page";

export function payRow(trade: Trade): PayRow {
  const start = startingPay(trade);
  return {
    slug: trade.slug,
    name: trade.name,
    href: tradePath(trade),
    // The column heading says "per hour in the first year": an hourly rate is the figure alone.
    firstYear:
      firstYearRate(trade) ??
      (start
        ? said(start)
        : trade.startingHourly
          ? `${fillWords(FIGURE_WORDING.aYear, { figure: trade.startingHourly })} (${trade.cards.startingWage.note})`
          : NOT_GIVEN),
    qualified: trade.salary,
  };
}

export const payRows = () => ({ rows: TRADES.map(payRow), words: payTableWords() });

/**
 * A trade card's figures, each with what it is, and their source: the listing's yearly pay, and a
 * first-year apprentice's hourly rate where SPEC gives one. A card holds one yearly figure, so the
 * civil engineer's graduate salary is its page's and the tables', not its card's.
 */
export function cardPay(trade: Trade) {
  const start = startingPay(trade);
  const kind = pathwayKind(trade);
  const pathwayWords = TRADE_PAGE_WORDS.pathway;
  const { cards } = SITE_WORDS;
  return {
    // Worded here, not in the browser: the card's badge and what its link says to a screen reader.
    demandLabel: fillWords(cards.demandBadge, { demand: trade.demand }),
    learnMoreSaid: fillWords(cards.learnMore.said, { aTrade: withIndefiniteArticle(trade.name) }),
    facts: [
      { term: FACT_LABELS.pay, value: qualifiedPay(trade.salary) },
      ...(start?.kind === PAY_WORDING.firstYear ? [{ term: FACT_LABELS.wage, value: said(start) }] : []),
      { term: FACT_LABELS.length, value: trade.cards.duration.value },
      // A degree (or a trade or a degree) said on the card, not left to pass as an apprenticeship.
      ...(kind === "apprenticeship" ? [] : [{ term: pathwayWords.cardTerm, value: pathwayWords.cardValue[kind] }]),
    ],
    source: sourceLine(),
  };
}

/** The pay table's caption, column headings, notes on the second readings, and source. */
export const payTableWords = () => ({
  guidesHref: FAIR_WORK_PAY_GUIDES_URL,
  calculatorHref: FAIR_WORK_PAY_CALCULATOR_URL,
  caption: fillWords(PAY_NOTES.tableCaption, { firstYear: PAY_WORDING.firstYear, qualified: PAY_WORDING.qualified }),
  firstYear: capitalise(PAY_WORDING.firstYear),
  qualified: capitalise(PAY_WORDING.qualified),
  notes: ownPageNotes(TRADES),
  source: sourceLine(),
});
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
