import { Link } from "#site-link";
import { saidAfterShown, useSiteWords } from "~/lib/site-words";
import type { Demand, Trade } from "~content/schema";
import { tradePath } from "~content/paths";
import { Icon } from "../Icon/Icon";
import * as styles from "./TradeCard.css";

const demandKey = { "Very High": "veryHigh", High: "high", Medium: "medium" } as const;

/** The demand badge: coloured by the demand, its words ("Very High demand") made by the loader. */
export function DemandBadge({ demand, label }: { demand: Demand; label: string }) {
  return <span className={`${styles.badge} ${styles.demand[demandKey[demand]]}`}>{label}</span>;
}

/**
 * The card's figures come worded from the loader (cardPay in app/lib/pay-table.server.ts): each
 * says what it is, once, and `source` says where they come from and when they were checked.
 */
type CardTrade = Pick<Trade, "slug" | "name" | "icon" | "demand" | "description"> & {
  facts: readonly { term: string; value: string }[];
  source: string;
  demandLabel: string;
  learnMoreSaid: string;
};

/** A trade on the listing (and home): the listing pay reading (SPEC §9), its starting figure, duration, their source, and Learn More. */
export function TradeCard({ trade, headingLevel = 2 }: { trade: CardTrade; headingLevel?: 2 | 3 }) {
  const site = useSiteWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = tradePath(trade);
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={trade.icon} size={28} />
        </span>
        <DemandBadge demand={trade.demand} label={trade.demandLabel} />
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
        {site.cards.learnMore.shown}
        <span className={styles.srOnly}>{saidAfterShown(site.cards.learnMore, trade.learnMoreSaid)}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
