import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { explorerCacheView, explorerCsv } from "~/lib/explorer.server";

// /trades/compare.csv: the explorer's current view as a spreadsheet (same query parameters).
export const loader = ({ request }: LoaderFunctionArgs) => explorerCsv(request);
/** The view is part of the edge cache key: one entry per view, whatever its spelling. */
export const cacheView = explorerCacheView;
