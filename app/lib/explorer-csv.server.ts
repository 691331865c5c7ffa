/** The trade explorer's CSV download (`/trades/compare.csv`): the table of a view, as a spreadsheet reads it. */
import {
  CSV_COLUMNS,
  EXPLORER_PROBLEMS,
  FACT_LABELS,
  FIGURES_SOURCE,
  FILTER_WORDS,
  PATHWAY_LABELS,
  SORTING_WORDS,
} from "~content/explorer";
import { fillWords } from "./site-words";
import { tradePath } from "~content/paths";
import { toCsv } from "./csv";
import { parseExplorerQuery, tradesInView } from "./explorer";
import { canonicalUrl } from "./seo.server";
import { TRADES } from "~/lib/content.server";
import { factOrder, plain, tradeFacts } from "./trade-facts.server";
import { TRADE_SLUGS } from "./explorer.server";

const UTF8_BOM = "\uFEFF";

/** The CSV of a view: the table's rows, every figure as the table shows it. */
export function explorerCsv(request: Request): Response {
  const parsed = parseExplorerQuery(new URL(request.url).searchParams, TRADE_SLUGS, EXPLORER_PROBLEMS);
  if (!parsed.ok) {
    return new Response(`Bad Request\n${parsed.problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The source and date go in every row (RFC 4180 wants one field count throughout), so a row copied elsewhere keeps them.
  const header = [
    SORTING_WORDS.tradeColumn,
    CSV_COLUMNS.page,
    ...factOrder.map((key) => FACT_LABELS[key]),
    fillWords(CSV_COLUMNS.ownPagePay, { pay: FACT_LABELS.pay }),
    FILTER_WORDS.pathwayLegend,
    CSV_COLUMNS.source,
    CSV_COLUMNS.checked,
  ];
  const rows = tradesInView(TRADES, parsed.view).map((trade) => {
    const facts = tradeFacts(trade);
    return [
      trade.name,
      canonicalUrl(tradePath(trade)),
      facts.demand.text,
      trade.salary,
      trade.cards.duration.value,
      plain(facts.wage),
      plain(facts.growth),
      plain(facts.entry),
      trade.pageSalary ?? "",
      trade.pathways.map((way) => PATHWAY_LABELS[way]).join(" or "),
      FIGURES_SOURCE.source,
      FIGURES_SOURCE.checked,
    ];
  });
  // A byte order mark first: Excel, which most visitors open this with, reads a CSV without one
  // in the computer's legacy code page and garbles "–" and "†"; other programs skip it.
  const body = UTF8_BOM + toCsv([header, ...rows]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="born-to-build-trades.csv"',
    },
  });
}
