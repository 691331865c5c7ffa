import { Link } from "#site-link";
import { fillWords } from "~/lib/site-words";
import type { FiguresSource as Source } from "~content/schema";
import { TRADE_PAGE_WORDS } from "~content/trade-page";
import { FiguresSource } from "../FiguresSource/FiguresSource";
import { Section } from "../Section/Section";
import * as styles from "./TradeCompare.css";

type Standing = { label: string; value: string; place: string; range: string; position: number; note: string | null };
export type Comparison = {
  pay: Standing;
  growth: Standing | null;
  explorer: string;
  others: ReadonlyArray<{ slug: string; name: string }>;
  source: Source;
  /** The explorer's fact labels, for the trade page's "At a glance". */
  labels: Readonly<Record<"demand" | "pay" | "length" | "wage" | "growth" | "entry", string>>;
};

/** A figure on the range of every trade: a line from lowest to highest and a dot where this trade sits. */
function RangeBar({ position }: { position: number }) {
  const x = `${(position * 100).toFixed(1)}%`;
  return (
    <svg className={styles.range} width="100%" height="20" aria-hidden="true" focusable="false">
      <line className={styles.track} x1="0" x2="100%" y1="10" y2="10" />
      <circle className={styles.dot} cx={x} cy="10" r="7" />
    </svg>
  );
}

/**
 * A trade page's "How it compares": its pay and growth against every trade, the way into the
 * explorer, a "Compare with…" form (a plain GET form: it works before and without
 * hydration) and where the figures come from.
 */
export function TradeCompare({ name, slug, comparison }: { name: string; slug: string; comparison: Comparison }) {
  const words = TRADE_PAGE_WORDS.compare;
  const standings = [comparison.pay, comparison.growth].filter((s): s is Standing => s !== null);
  return (
    <Section id="how-it-compares" heading={words.heading} tone="muted">
      <ul className={styles.standings}>
        {standings.map((s) => (
          <li key={s.label} className={styles.standing}>
            <p className={styles.figure}>
              <strong>{s.label}:</strong> {s.value}, {s.place}
            </p>
            <RangeBar position={s.position} />
            <p className={styles.rangeText}>{s.range}</p>
            {s.note ? <p className={styles.rangeText}>{s.note}</p> : null}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to={comparison.explorer} prefetch="intent" className={styles.explorerLink}>
          {words.explorerLink}
        </Link>
        <form method="get" action={comparison.explorer} className={styles.compareWith}>
          <input type="hidden" name="pick" value={slug} />
          <label htmlFor="compare-with" className={styles.label}>
            {fillWords(words.compareWith, { trade: name })}
          </label>
          <select id="compare-with" name="pick" className={styles.select}>
            {comparison.others.map((other) => (
              <option key={other.slug} value={other.slug}>
                {other.name}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button}>
            {words.button}
          </button>
        </form>
      </div>
      <FiguresSource source={comparison.source} />
    </Section>
  );
}
