import { Link } from "@remix-run/react";
import { FOOTER_LINKS, LEGAL_LINKS } from "~content/navigation";
import type { Link as LinkItem } from "~content/schema";
import { CONTACT, COPYRIGHT_YEAR, SITE_NAME, SITE_TAGLINE, SOCIAL_LINKS, mailHref, telHref } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { Logo } from "../Logo/Logo";
import * as styles from "./SiteFooter.css";
import { useSiteWords } from "~/lib/site-words";

function LinkList({ links, className }: { links: readonly LinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} prefetch="intent" className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const site = useSiteWords();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <Logo />
          <p className={styles.tagline}>{SITE_TAGLINE}.</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {site.footer.linksHeading}
          </h2>
          <LinkList links={FOOTER_LINKS} className={styles.links} />
        </nav>
        <div>
          <h2 className={styles.heading}>{site.footer.contactHeading}</h2>
          <ul className={styles.contact}>
            <li>
              <span className={styles.label}>{site.contactLabels.email}</span>
              <a href={mailHref(CONTACT.email)} className={styles.link}>
                {CONTACT.email}
              </a>
            </li>
            <li>
              <span className={styles.label}>{site.contactLabels.phone}</span>
              <a href={telHref(CONTACT.phone)} className={styles.link}>
                {CONTACT.phone}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{site.footer.followHeading}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <ExternalAnchor href={social.href} className={styles.socialLink}>
                  {social.network}
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p className={styles.copyright}>{`© ${COPYRIGHT_YEAR} ${SITE_NAME}. ${site.footer.rights}`}</p>
        <LinkList links={LEGAL_LINKS} className={styles.legalLinks} />
      </div>
    </footer>
  );
}
