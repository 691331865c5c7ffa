import { useLoaderData } from "@remix-run/react";
import { TradePage } from "~/components/TradePage/TradePage";
import { loadTrade, tradeMeta } from "~/lib/trade-route";

// SPEC: the painter page lives at /painter/, not under /trades (the worker adds the slash).
export const loader = () => loadTrade("/painter/");
export const meta = tradeMeta;

export default function PainterRoute() {
  const { trade, steps } = useLoaderData<typeof loader>();
  return <TradePage trade={trade} steps={steps} />;
}
