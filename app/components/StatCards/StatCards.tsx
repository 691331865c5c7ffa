import type { ReactNode } from "react";
import * as styles from "./StatCards.css";

type Stat = { value: ReactNode; label: string; note?: string };

/**
 * Big figures: the home claims, the FAQ's three stats. `compact` is a trade's "At a glance",
 * set in the navy intro right under the title: outlined, smaller, five to a block.
 */
export function StatCards({
  stats,
  label,
  compact = false,
}: {
  stats: readonly Stat[];
  label?: string;
  compact?: boolean;
}) {
  const look = compact ? styles.compact : styles.full;
  return (
    <dl className={look.grid} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={look.card}>
          <dt className={look.label}>{stat.label}</dt>
          <dd className={look.value}>{stat.value}</dd>
          {/* The space keeps a figure and its note apart when read or copied as text ("$22/hour first-year…"). */}
          {stat.note ? (
            <>
              {" "}
              <dd className={styles.note}>{stat.note}</dd>
            </>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
