import { NavLink } from "#site-link";
import type { TradesMenu } from "~content/navigation";
import type { Link as LinkItem } from "~content/schema";
import { APPLICATION_FORM_URL } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import * as styles from "./NavLinks.css";
import { useSiteWords } from "~/lib/site-words";

/**
 * The header's lists of links, shared by its three navigations (DesktopNav, MobileNav and
 * AudienceBar), each of which restyles them in its own place. An audience's `hint`
 * (app/content/audience-links.ts) follows its label; the 1280 row hides it.
 */
export function LinkList({
  links,
  className = styles.menuList,
  labelledBy,
}: {
  links: readonly (LinkItem & { hint?: string })[];
  className?: string;
  labelledBy?: string;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} prefetch="intent" className={styles.menuLink}>
            {link.hint ? <span className={styles.audienceLabel}>{link.label}</span> : link.label}
            {link.hint ? <span className={styles.audienceHint}>{link.hint}</span> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** All Trades, the trades, and the Future Pathway group: the dropdown's and the mobile menu's panel. */
export function TradesPanel({ id, menu }: { id: string; menu: TradesMenu }) {
  return (
    <div id={id} className={styles.tradesPanel}>
      <div>
        <NavLink to={menu.all.href} prefetch="intent" className={styles.allTrades}>
          {menu.all.label}
        </NavLink>
        <LinkList links={menu.trades} className={styles.tradeGrid} />
      </div>
      <div>
        <p className={styles.groupLabel} id={`${id}-pathway`}>
          {menu.pathway.label}
        </p>
        <LinkList links={menu.pathway.links} labelledBy={`${id}-pathway`} />
      </div>
    </div>
  );
}

export function ApplyNow({ className }: { className?: string }) {
  const site = useSiteWords();
  return (
    <ExternalAnchor href={APPLICATION_FORM_URL} className={[buttonBase, buttonVariant.primary, className].join(" ")}>
      {site.apply}
    </ExternalAnchor>
  );
}
