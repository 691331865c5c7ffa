import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TradePage } from "~/components/TradePage/TradePage";
import { loadTrade, tradeMeta } from "~/lib/trade-route";

export const loader = ({ params }: LoaderFunctionArgs) => loadTrade(`/trades/${params.slug}`);
export const meta = tradeMeta;

export default function TradeRoute() {
  const { trade, steps } = useLoaderData<typeof loader>();
  return <TradePage trade={trade} steps={steps} />;
}
