import { Link } from "#site-link";
import { visuallyHidden } from "../../styles/layout.css";
import * as styles from "./FactBlocks.css";

type Fact = { text: string; note?: string };
export type FactRow = { slug: string; name: string; href: string; facts: Record<string, Fact> };

/**
 * Picked trades side by side: one block per trade, the same facts in the same order, each
 * fact on the same line across the blocks (a subgrid), so the eye reads straight across.
 */
export function FactBlocks({
  rows,
  labels,
  name,
  tradePage,
}: {
  rows: readonly FactRow[];
  labels: Readonly<Record<string, string>>;
  /** The region's name, and what a screen reader hears after each trade's name on its link. */
  name: string;
  tradePage: string;
}) {
  const keys = Object.keys(labels);
  return (
    <div className={styles.scroller} role="region" aria-label={name} tabIndex={0}>
      <ul className={styles.blocks} data-count={rows.length}>
        {rows.map((row) => (
          <li key={row.slug} className={styles.block}>
            <h3 className={styles.name}>
              <Link to={row.href} prefetch="intent">
                {row.name}
                <span className={visuallyHidden}>{` ${tradePage}`}</span>
              </Link>
            </h3>
            <dl className={styles.facts}>
              {keys.map((key) => (
                <div key={key} className={styles.fact}>
                  <dt className={styles.label}>{labels[key]}</dt>
                  <dd className={styles.value}>
                    {row.facts[key]!.text}
                    {row.facts[key]!.note ? (
                      <>
                        {" "}
                        <span className={styles.note}>{row.facts[key]!.note}</span>
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
