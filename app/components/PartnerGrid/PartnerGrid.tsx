import type { Partner } from "~content/schema";
import { Picture } from "../Picture/Picture";
import * as styles from "./PartnerGrid.css";
import { useSiteWords } from "~/lib/site-words";

export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  const site = useSiteWords();
  return (
    <ul className={styles.grid} aria-label={site.cards.partners}>
      {partners.map((partner) => (
        <li key={partner.name} className={styles.item}>
          <Picture image={partner.logo} sizes="logo" className={styles.logo} />
        </li>
      ))}
    </ul>
  );
}
