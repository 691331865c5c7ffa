import type { Trade } from "./schema";

/** The words around each trade's own on its page (content/pages/trade-page.yaml, "Every trade's page"). */
export { TRADE_PAGE_WORDS } from "./generated/copy/trade-page";

/**
 * How a trade is reached, from its `pathways`: an apprenticeship alone (the twelve trades and
 * builder), a degree alone (civil engineer) or either (construction manager). Only the first
 * is labelled and applied for as an apprenticeship.
 */
export function pathwayKind(trade: Pick<Trade, "pathways">): "apprenticeship" | "degree" | "either" {
  const apprenticeship = trade.pathways.includes("apprenticeship");
  const degree = trade.pathways.includes("degree");
  if (apprenticeship && degree) return "either";
  return degree ? "degree" : "apprenticeship";
}
