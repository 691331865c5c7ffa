import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TradePage } from "~/components/TradePage/TradePage";
import { metaFromLoader } from "~/lib/meta";
import { loadTrade } from "~/lib/trade-route.server";

export const loader = ({ params }: LoaderFunctionArgs) => loadTrade(`/trades/${params.slug}`);
export const meta = metaFromLoader;

export default function TradeRoute() {
  const { trade, steps, comparison, pay } = useLoaderData<typeof loader>();
  return <TradePage trade={trade} steps={steps} comparison={comparison} pay={pay} />;
}
