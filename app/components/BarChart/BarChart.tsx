import * as styles from "./BarChart.css";

export type Bar = { slug: string; name: string; label: string; share: number | null };

/**
 * A horizontal bar chart drawn on the server: one row per trade with its name, a bar and the
 * figure as text, so it reads without the bar (and the table beside it says the same). The
 * bars are SVG rectangles sized by attribute: the page's CSP allows no inline style.
 */
export function BarChart({ id, title, note, bars }: { id: string; title: string; note: string; bars: readonly Bar[] }) {
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>{" "}
        <span className={styles.note}>{note}</span>
      </figcaption>
      <ol className={styles.list}>
        {bars.map((bar) => (
          <li key={bar.slug} className={styles.row}>
            <span className={styles.name}>{bar.name}</span>
            <svg className={styles.track} width="100%" height="14" aria-hidden="true" focusable="false">
              {bar.share === null ? null : (
                <rect
                  className={styles.bar}
                  x="0"
                  y="0"
                  height="14"
                  width={`${(bar.share * 100).toFixed(1)}%`}
                  rx="2"
                />
              )}
            </svg>
            <span className={styles.value}>{bar.label}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
