import { Link } from "#site-link";
import type { ReactNode } from "react";
import type { IconName } from "../Icon/Icon";
import { Icon } from "../Icon/Icon";
import * as styles from "./CardGrid.css";

export type InfoCardData = { title: string; text: string; icon?: IconName; href?: string; linkLabel?: string };

/** Cards with an icon, a title and a sentence or two; a whole-card link when href is given. */
export function CardGrid({
  cards,
  columns = 3,
  headingLevel = 3,
}: {
  cards: readonly InfoCardData[];
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <InfoCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function InfoCard({ card, headingLevel }: { card: InfoCardData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title: ReactNode = card.href ? (
    <Link to={card.href} prefetch="intent" className={styles.cardLink}>
      {card.title}
    </Link>
  ) : (
    card.title
  );
  return (
    <>
      {card.icon ? (
        <span className={styles.icon}>
          <Icon name={card.icon} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{card.text}</p>
      {card.href && card.linkLabel ? (
        <span className={styles.more} aria-hidden="true">
          {card.linkLabel} →
        </span>
      ) : null}
    </>
  );
}
