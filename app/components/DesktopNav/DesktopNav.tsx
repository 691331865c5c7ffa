import { NavLink } from "#site-link";
import type { TradesMenu } from "~content/navigation";
import { visuallyHidden } from "../../styles/layout.css";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { Disclosure } from "../Disclosure/Disclosure";
import { ApplyNow, TradesPanel } from "../NavLinks/NavLinks";
import * as styles from "./DesktopNav.css";
import { saidAfterShown, useSiteShell } from "~/lib/site-words";

/** Wide screens: the Trades dropdown, the primary links and Apply Now in the bar. */
export function DesktopNav({ menu }: { menu: TradesMenu }) {
  const { words: site, links } = useSiteShell();
  return (
    <nav aria-label={site.header.mainMenuName} className={styles.desktopNav}>
      <ul className={styles.desktopList}>
        <li className={styles.dropdownItem}>
          <Disclosure
            id="desktop-trades-menu"
            focusOut="close"
            label={menu.label}
            className={styles.dropdown}
            buttonClassName={styles.summary}
            panelClassName={styles.dropdownPanel}
          >
            {(close) => (
              <>
                <TradesPanel id="desktop-trades" menu={menu} />
                {close ? (
                  <button
                    type="button"
                    className={`${buttonBase} ${buttonVariant.outline} ${styles.closeButton}`}
                    onClick={close}
                  >
                    {site.header.closeTradesMenu.shown}
                    <span className={visuallyHidden}>{saidAfterShown(site.header.closeTradesMenu)}</span>
                  </button>
                ) : null}
              </>
            )}
          </Disclosure>
        </li>
        {links.primary.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} prefetch="intent" className={styles.topLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ApplyNow />
    </nav>
  );
}
