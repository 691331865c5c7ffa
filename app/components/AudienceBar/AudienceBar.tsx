import type { AudienceNav } from "~content/audience-links";
import { LinkList } from "../NavLinks/NavLinks";
import * as styles from "./AudienceBar.css";

/** Wide screens: the audiences and the FAQ in a row under the bar, one tap each on every page. */
export function AudienceBar({ nav }: { nav: AudienceNav }) {
  return (
    <div className={styles.audienceBar}>
      <nav aria-label={nav.label} className={styles.audienceNav}>
        <span className={styles.audienceBarLabel} aria-hidden="true">
          {nav.label}
        </span>
        <LinkList links={[...nav.links, nav.faq]} className={styles.audienceList} />
      </nav>
    </div>
  );
}
