import type { HydrateHandle } from "~/lib/hydrate";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ExplorerProblems } from "~/components/TradeExplorer/ExplorerProblems";
import { TradeExplorer } from "~/components/TradeExplorer/TradeExplorer";
import { loadExplorer } from "~/lib/explorer.server";
import { metaFromLoader } from "~/lib/meta";

// No React: a plain script keeps focus and scroll where they were as the explorer's links and
// forms answer (app/components/TradeExplorer/enhance.client.ts, decision 053).
export const handle: HydrateHandle = { hydrate: "enhance" };

// /trades/compare: a static segment, so it outranks trades.$slug. The view is the URL's query.
export const loader = ({ request }: LoaderFunctionArgs) => loadExplorer(request);
export const meta = metaFromLoader;
/** A4 landscape when printed: an @page rule has no place in a component's class-scoped CSS. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/styles/print-explorer.css", media: "print" }];

export default function TradeExplorerRoute() {
  const data = useLoaderData<typeof loader>();
  return data.problems ? <ExplorerProblems copy={data.copy} problems={data.problems} /> : <TradeExplorer data={data} />;
}
