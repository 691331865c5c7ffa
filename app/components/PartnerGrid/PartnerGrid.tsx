import type { Partner } from "~content/schema";
import { Picture } from "../Picture/Picture";
import * as styles from "./PartnerGrid.css";

export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.grid} aria-label="Partners">
      {partners.map((partner) => (
        <li key={partner.name} className={styles.item}>
          <Picture image={partner.logo} sizes="logo" className={styles.logo} />
        </li>
      ))}
    </ul>
  );
}
