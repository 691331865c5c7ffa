/** Loader and meta shared by the two routes that show a trade (/trades/$slug and /painter/). */
import { json } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/cloudflare";
import { tradePath } from "~content/paths";
import { notFound } from "./page";
import { pageMeta } from "./seo";
import { breadcrumbs } from "./structured-data";
import { tradeProgram } from "./structured-data-content";
import { PROCESS_FLOWS, PROCESS_STEPS, TRADES } from "~/lib/content.server";

export function loadTrade(path: string) {
  const trade = TRADES.find((t) => tradePath(t) === path);
  if (!trade) notFound();
  // The process graphic: the five application steps, or the trade's own career flow.
  const steps = trade.process === "five-steps" ? PROCESS_STEPS : trade.process === "none" ? [] : PROCESS_FLOWS[trade.process];
  return json({ trade, steps });
}

export const tradeMeta: MetaFunction<() => ReturnType<typeof loadTrade>> = ({ data }) =>
  data
    ? pageMeta({
        title: `${data.trade.name} apprenticeship | Born to Build`,
        description: data.trade.description,
        path: tradePath(data.trade),
      }, {
        jsonLd: [
          breadcrumbs([{ name: "Trades", path: "/trades" }, { name: data.trade.name, path: tradePath(data.trade) }]),
          tradeProgram(data.trade),
        ],
      })
    : [];
