/** The loader shared by the two routes that show a trade (/trades/$slug and /painter/). */
import { json } from "@remix-run/cloudflare";
import { pagePay, sourceLine } from "~content/pay-words";
import { tradePath } from "~content/paths";
import type { Trade } from "~content/schema";
import { tradeComparison } from "./trade-comparison.server";
import { notFound } from "./page.server";
import { pageMeta } from "./seo.server";
import { breadcrumbs } from "./structured-data.server";
import { tradeProgram } from "./structured-data-content.server";
import { PROCESS_FLOWS, PROCESS_STEPS, TRADES, bannerFor } from "~/lib/content.server";

/** What a trade page says of its pay: the figure, its kind, the listing's note and the source line. */
export const tradePay = (trade: Trade) => ({ ...pagePay(trade), source: sourceLine() });

export function loadTrade(path: string) {
  const trade = TRADES.find((t) => tradePath(t) === path);
  if (!trade) notFound();
  // The process graphic: the five application steps, or the trade's own career flow.
  const steps =
    trade.process === "five-steps" ? PROCESS_STEPS : trade.process === "none" ? [] : PROCESS_FLOWS[trade.process];
  const meta = pageMeta(
    { title: `${trade.name} apprenticeship | Born to Build`, description: trade.description, path },
    {
      jsonLd: [
        breadcrumbs([
          { name: "Trades", path: "/trades" },
          { name: trade.name, path },
        ]),
        tradeProgram(trade),
      ],
    },
  );
  return json({
    trade,
    steps,
    comparison: tradeComparison(trade),
    pay: tradePay(trade),
    banner: bannerFor(path),
    meta,
  });
}
