import type { AudienceNav } from "~content/audience-links";
import type { TradesMenu } from "~content/navigation";
import { Disclosure } from "../Disclosure/Disclosure";
import { LinkList, TradesPanel } from "../NavLinks/NavLinks";
import { groupLabel } from "../NavLinks/NavLinks.css";
import * as styles from "./MobileNav.css";
import { useSiteShell } from "~/lib/site-words";

/** Who each page is for, with what is there: the top of the menu (the bar's row says the labels alone). */
function AudienceMenu({ nav }: { nav: AudienceNav }) {
  return (
    <div className={styles.audienceMenu}>
      <p className={groupLabel} id="mobile-audiences">
        {nav.label}
      </p>
      <LinkList links={[...nav.links, nav.faq]} labelledBy="mobile-audiences" />
    </div>
  );
}

/**
 * Below lg: the Menu button and the panel that covers the page under the header (the
 * audiences, the Trades group, the primary and mobile-only links). Apply Now stays in the bar
 * above it (DesktopNav keeps it there below lg), in sight while the menu is open.
 */
export function MobileNav({ menu, audiences }: { menu: TradesMenu; audiences: AudienceNav | null }) {
  const { words: site, links } = useSiteShell();
  return (
    <Disclosure
      id="mobile-menu"
      focusOut="contain"
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      panelClassName={styles.mobilePanel}
      label={
        <>
          <span aria-hidden="true" className={styles.burger} />
          {/* CSS shows one of the two, from the open state, before hydration too (native <details>). */}
          <span className={styles.whenClosed}>{site.header.menuButton}</span>
          <span className={styles.whenOpen}>{site.header.closeMenuButton}</span>
        </>
      }
    >
      {() => (
        <nav aria-label={site.header.phoneMenuName}>
          {audiences ? <AudienceMenu nav={audiences} /> : null}
          <Disclosure
            id="mobile-trades-menu"
            label={menu.label}
            className={styles.mobileTrades}
            buttonClassName={styles.mobileSummary}
          >
            {() => <TradesPanel id="mobile-trades" menu={menu} />}
          </Disclosure>
          <LinkList links={[...links.primary, ...links.mobileOnly]} />
        </nav>
      )}
    </Disclosure>
  );
}
