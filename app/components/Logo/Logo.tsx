import * as styles from "./Logo.css";

/** The Born to Build mark: three courses of bricks under a roof line, beside the wordmark. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <svg className={styles.logo} viewBox="0 0 200 48" width="200" height="48" aria-hidden="true" focusable="false">
      <g>
        <path d="M4 20 24 6l20 14" fill="none" stroke="#ffb81c" strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" />
        <rect x="8" y="24" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="26" y="24" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="8" y="33" width="6" height="6" rx="1" fill="#ffb81c" />
        <rect x="17" y="33" width="14" height="6" rx="1" fill="#ffb81c" />
        <rect x="34" y="33" width="6" height="6" rx="1" fill="#ffb81c" />
        <rect x="8" y="42" width="32" height="4" rx="1" fill="#ffb81c" />
      </g>
      <text x="54" y="22" className={tone === "dark" ? styles.wordDark : styles.wordLight}>BORN TO</text>
      <text x="54" y="44" className={tone === "dark" ? styles.wordDark : styles.wordLight}>BUILD</text>
    </svg>
  );
}
