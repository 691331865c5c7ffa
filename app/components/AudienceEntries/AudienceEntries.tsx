import { NavLink as Link } from "#site-link";
import type { AudienceLink } from "~content/schema";
import * as styles from "./AudienceEntries.css";

/**
 * Home's first screen: one link per audience, each saying who it is for and what is there
 * (app/content/navigation.ts AUDIENCE_LINKS, the list the header's menu and bar read too).
 */
export function AudienceEntries({ links, label }: { links: readonly AudienceLink[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} prefetch="intent" className={styles.link}>
              <span className={styles.name}>{link.label}</span>
              <span className={styles.hint}>{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
