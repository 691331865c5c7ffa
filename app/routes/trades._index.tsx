import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { metaFromLoader, pageLoader } from "~/lib/page";
import { container, section } from "~/styles/layout.css";
import { TRADES, tradePath } from "~content/trades";

export const loader = pageLoader("trades", () => ({
  trades: TRADES.map((t) => ({ name: t.name, href: tradePath(t), salary: t.salary, demand: t.demand })),
}));
export const meta = metaFromLoader;

export default function Trades() {
  const { page, trades } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={page.description} />
      <div className={`${container} ${section}`}>
        <ul>
          {trades.map((trade) => (
            <li key={trade.href}>
              <Link to={trade.href} prefetch="intent">
                {trade.name}
              </Link>{" "}
              ({trade.demand} demand, {trade.salary} a year)
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
