import { Link } from "#site-link";
import type { Link as LinkItem } from "~content/schema";
import * as styles from "./AudienceLinks.css";

/** The row of three links to the audience pages (about and handbook heroes). */
export function AudienceLinks({ links, label }: { links: readonly LinkItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} prefetch="intent" className={styles.link}>
              {link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
