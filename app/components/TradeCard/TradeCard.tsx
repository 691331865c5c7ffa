import { Link } from "@remix-run/react";
import type { Demand, Trade } from "~content/schema";
import { tradePath } from "~content/paths";
import { Icon } from "../Icon/Icon";
import * as styles from "./TradeCard.css";

const demandKey = { "Very High": "veryHigh", High: "high", Medium: "medium" } as const;

export function DemandBadge({ demand }: { demand: Demand }) {
  return <span className={`${styles.badge} ${styles.demand[demandKey[demand]]}`}>{demand} demand</span>;
}

/** `pay` and `firstYear` come worded from the loader (cardPay in app/lib/pay-table.server.ts, app/content/pay.ts). */
type CardTrade = Pick<Trade, "slug" | "name" | "icon" | "demand" | "durationYears" | "description"> & {
  pay: string;
  firstYear: string | null;
};

/** A trade on the listing (and home): the listing pay reading (SPEC §9), and Learn More. */
export function TradeCard({ trade, headingLevel = 2 }: { trade: CardTrade; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = tradePath(trade);
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={trade.icon} size={28} />
        </span>
        <DemandBadge demand={trade.demand} />
      </div>
      <Heading className={styles.name}>{trade.name}</Heading>
      <dl className={styles.facts}>
        <div>
          <dt>Pay</dt>
          <dd>{trade.pay}</dd>
        </div>
        {/* Both figures, each saying what it is: a qualified tradesperson's year, an apprentice's first-year hour. */}
        {trade.firstYear ? (
          <div>
            <dt>Apprentice pay</dt>
            <dd>{trade.firstYear}</dd>
          </div>
        ) : null}
        <div>
          <dt>Duration</dt>
          <dd>{trade.durationYears} years</dd>
        </div>
      </dl>
      <p className={styles.description}>{trade.description}</p>
      <Link to={href} prefetch="intent" className={styles.more}>
        Learn More
        <span className={styles.srOnly}>
          {" about becoming "}
          {/^[AEIOU]/.test(trade.name) ? "an" : "a"} {trade.name}
        </span>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
