import * as styles from "./Logo.css";
import { LOGO_MARK_ID } from "./mark";

/**
 * The Born to Build mark (three courses of bricks under a roof line) beside the wordmark.
 * The words are real text, so a link around the logo is named by what it shows. The mark is
 * drawn once per page, in the sprite beside the icons, so the header and the footer each point
 * at it and its drawing is not in the browser's JavaScript.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} width="44" height="44" aria-hidden="true" focusable="false">
        <use href={`#${LOGO_MARK_ID}`} />
      </svg>
      <span className={tone === "dark" ? styles.wordDark : styles.wordLight}>
        <span className={styles.line}>Born to</span> <span className={styles.line}>Build</span>
      </span>
    </span>
  );
}
