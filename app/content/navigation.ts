/**
 * The menus and footer link lists (SPEC "Shared elements"): their words and links are
 * content/shared/navigation.yaml. The Trades menu is made from the trades (a new trade appears in
 * it by being added to content/data/trades/); it is built on the server (app/lib/content.server.ts)
 * and reaches the browser as root loader data.
 */
import {
  LEGAL_LINKS,
  MOBILE_ONLY_LINKS,
  PRIMARY_LINKS,
  FOOTER_LINKS,
  TRADES_MENU_WORDS,
} from "./generated/copy/navigation";
import { tradePath } from "./paths";
import type { Link, Trade } from "./schema";

export { FOOTER_LINKS, LEGAL_LINKS, MOBILE_ONLY_LINKS, PRIMARY_LINKS };
/**
 * The named ways into the trade explorer (from /trades, home's featured trades, the student and
 * parent pages) and into find your trade.
 */
export { EXPLORER_LINK, QUIZ_LINK } from "./generated/copy/navigation";

export type TradesMenu = {
  label: string;
  all: Link;
  trades: readonly Link[];
  pathway: { label: string; links: readonly Link[] };
};

const toLink = (trade: Pick<Trade, "name" | "slug">): Link => ({ label: trade.name, href: tradePath(trade) });

/** The Trades menu: All Trades, the twelve trades, and the Future Pathway group. */
export const buildTradesMenu = (trades: readonly Trade[]): TradesMenu => ({
  label: TRADES_MENU_WORDS.label,
  all: { label: TRADES_MENU_WORDS.allTrades, href: "/trades" },
  trades: trades.filter((t) => !t.futurePathway).map(toLink),
  pathway: { label: TRADES_MENU_WORDS.pathway, links: trades.filter((t) => t.futurePathway).map(toLink) },
});
