import { Link } from "#site-link";
import type { Link as LinkItem } from "~content/schema";
import { mailHref, telHref } from "~content/links";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { Logo } from "../Logo/Logo";
import * as styles from "./SiteFooter.css";
import { useSiteShell } from "~/lib/site-words";

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
  const { words: site, links, program } = useSiteShell();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <Logo />
          <p className={styles.tagline}>{program.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {site.footer.linksHeading}
          </h2>
          <LinkList links={links.footer} className={styles.links} />
        </nav>
        <div>
          <h2 className={styles.heading}>{site.footer.contactHeading}</h2>
          <ul className={styles.contact}>
            <li>
              <span className={styles.label}>{site.contactLabels.email}</span>
              <a href={mailHref(program.email)} className={styles.link}>
                {program.email}
              </a>
            </li>
            <li>
              <span className={styles.label}>{site.contactLabels.phone}</span>
              <a href={telHref(program.phone)} className={styles.link}>
                {program.phone}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{site.footer.followHeading}</h2>
          <ul className={styles.social}>
            {program.social.map((social) => (
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
        <p className={styles.copyright}>{`© ${program.copyrightYear} ${program.name}. ${site.footer.rights}`}</p>
        <LinkList links={links.legal} className={styles.legalLinks} />
      </div>
    </footer>
  );
}
