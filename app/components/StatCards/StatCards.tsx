import * as styles from "./StatCards.css";

type Stat = { value: string; label: string; note?: string };

/** Big figures: the home claims, the FAQ's three stats, a trade's three summary cards. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.card}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.note ? <dd className={styles.note}>{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
