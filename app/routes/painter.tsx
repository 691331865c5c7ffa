import { useLoaderData } from "@remix-run/react";
import { TradePage } from "~/components/TradePage/TradePage";
import { metaFromLoader } from "~/lib/meta";
import { loadTrade } from "~/lib/trade-route.server";

// SPEC: the painter page lives at /painter/, not under /trades (the worker adds the slash).
export const loader = () => loadTrade("/painter/");
export const meta = metaFromLoader;

export default function PainterRoute() {
  const { trade, steps, comparison, pay } = useLoaderData<typeof loader>();
  return <TradePage trade={trade} steps={steps} comparison={comparison} pay={pay} />;
}
