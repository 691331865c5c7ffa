/** The words around each trade's own on its page (content/pages/trade-page.yaml, "Every trade's page"). */
export { TRADE_PAGE_WORDS } from "./generated/copy/trade-page";
