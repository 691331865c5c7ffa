import * as styles from "./StatCards.css";

import type { ReactNode } from "react";

type Stat = { value: ReactNode; label: string; note?: string };

/**
 * Big figures: the home claims, the FAQ's three stats. `compact` is a trade's "At a glance",
 * set in the navy intro right under the title: outlined, smaller, five to a block.
 */
export function StatCards({ stats, label, compact = false }: { stats: readonly Stat[]; label?: string; compact?: boolean }) {
  return (
    <dl className={compact ? styles.compactGrid : styles.grid} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={compact ? styles.compactCard : styles.card}>
          <dt className={compact ? styles.compactLabel : styles.label}>{stat.label}</dt>
          <dd className={compact ? styles.compactValue : styles.value}>{stat.value}</dd>
          {/* The space keeps a figure and its note apart when read or copied as text ("$22/hour first-year…"). */}
          {stat.note ? <>{" "}<dd className={styles.note}>{stat.note}</dd></> : null}
        </div>
      ))}
    </dl>
  );
}
