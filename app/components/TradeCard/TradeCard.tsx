import { Link } from "@remix-run/react";
import type { Demand, Trade } from "~content/schema";
import { tradePath } from "~content/paths";
import { Icon } from "../Icon/Icon";
import * as styles from "./TradeCard.css";

const demandKey = { "Very High": "veryHigh", High: "high", Medium: "medium" } as const;

export function DemandBadge({ demand }: { demand: Demand }) {
  return <span className={`${styles.badge} ${styles.demand[demandKey[demand]]}`}>{demand} demand</span>;
}

/**
 * The card's figures come worded from the loader (cardPay in app/lib/pay-table.server.ts): each
 * says what it is, once, and `source` says where they come from and when they were checked.
 */
type CardTrade = Pick<Trade, "slug" | "name" | "icon" | "demand" | "description"> & {
  facts: readonly { term: string; value: string }[];
  source: string;
};

/** A trade on the listing (and home): the listing pay reading (SPEC §9), its starting figure, duration, their source, and Learn More. */
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
        {trade.facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.source}>{trade.source}</p>
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
