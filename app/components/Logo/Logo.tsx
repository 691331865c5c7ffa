import * as styles from "./Logo.css";

/**
 * The Born to Build mark (three courses of bricks under a roof line) beside the wordmark.
 * The words are real text, so a link around the logo is named by what it shows.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        <path
          d="M4 20 24 6l20 14"
          fill="none"
          stroke="#ffb81c"
          strokeWidth="5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <rect x="8" y="24" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="26" y="24" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="8" y="33" width="6" height="6" rx="1" fill="#ffb81c" />
        <rect x="17" y="33" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="34" y="33" width="6" height="6" rx="1" fill="#ffb81c" />
        <rect x="8" y="42" width="32" height="4" rx="1" fill="#ffb81c" />
      </svg>
      <span className={tone === "dark" ? styles.wordDark : styles.wordLight}>
        <span className={styles.line}>Born to</span> <span className={styles.line}>Build</span>
      </span>
    </span>
  );
}
