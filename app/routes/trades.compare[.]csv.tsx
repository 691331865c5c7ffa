import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { explorerCsv } from "~/lib/explorer-csv.server";

// /trades/compare.csv: the explorer's current view as a spreadsheet (same query parameters).
export const loader = ({ request }: LoaderFunctionArgs) => explorerCsv(request);
