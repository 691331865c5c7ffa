import { Link, NavLink } from "@remix-run/react";
import type { AudienceNav } from "~content/audience-links";
import { MOBILE_ONLY_LINKS, PRIMARY_LINKS, type TradesMenu } from "~content/navigation";
import type { Link as LinkItem } from "~content/schema";
import { APPLICATION_FORM_URL } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { Disclosure } from "../Disclosure/Disclosure";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { Logo } from "../Logo/Logo";
import * as styles from "./SiteHeader.css";

/** Links in a list; an audience's `hint` (content/audience-links.ts) follows its label, the 1280 row hides it. */
function LinkList({
  links,
  className,
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

function TradesPanel({ id, menu }: { id: string; menu: TradesMenu }) {
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
        <LinkList links={menu.pathway.links} className={styles.menuList} labelledBy={`${id}-pathway`} />
      </div>
    </div>
  );
}

const FALLBACK_MENU: TradesMenu = {
  label: "Trades",
  all: { label: "All Trades", href: "/trades" },
  trades: [],
  pathway: { label: "Future Pathway", links: [] },
};

function ApplyNow({ className }: { className?: string }) {
  return (
    <ExternalAnchor href={APPLICATION_FORM_URL} className={[buttonBase, buttonVariant.primary, className].join(" ")}>
      Apply Now
    </ExternalAnchor>
  );
}

function DesktopNav({ menu }: { menu: TradesMenu }) {
  return (
    <nav aria-label="Main" className={styles.desktopNav}>
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
                    Close<span className={styles.srOnly}> trades menu</span>
                  </button>
                ) : null}
              </>
            )}
          </Disclosure>
        </li>
        {PRIMARY_LINKS.map((link) => (
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

/** Who each page is for, with what is there: the top of the menu (the bar's row says the labels alone). */
function AudienceMenu({ nav }: { nav: AudienceNav }) {
  return (
    <div className={styles.audienceMenu}>
      <p className={styles.groupLabel} id="mobile-audiences">
        {nav.label}
      </p>
      <LinkList links={[...nav.links, nav.faq]} className={styles.menuList} labelledBy="mobile-audiences" />
    </div>
  );
}

/** Wide screens: the audiences and the FAQ in a row under the bar, one tap each on every page. */
function AudienceBar({ nav }: { nav: AudienceNav }) {
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

function MobileNav({ menu, audiences }: { menu: TradesMenu; audiences: AudienceNav | null }) {
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
          <span className={styles.whenClosed}>Menu</span>
          <span className={styles.whenOpen}>Close menu</span>
        </>
      }
    >
      {() => (
        <nav aria-label="Mobile">
          {audiences ? <AudienceMenu nav={audiences} /> : null}
          <Disclosure
            id="mobile-trades-menu"
            label={menu.label}
            className={styles.mobileTrades}
            buttonClassName={styles.mobileSummary}
          >
            {() => <TradesPanel id="mobile-trades" menu={menu} />}
          </Disclosure>
          <LinkList links={[...PRIMARY_LINKS, ...MOBILE_ONLY_LINKS]} className={styles.menuList} />
          <ApplyNow className={styles.mobileApply} />
        </nav>
      )}
    </Disclosure>
  );
}

/**
 * The menu and the audiences come from the root loader (data, not bundled code); without them
 * (a failed root load) Trades is a plain link and the audiences are left out.
 */
export function SiteHeader({ menu = FALLBACK_MENU, audiences }: { menu?: TradesMenu; audiences?: AudienceNav }) {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to="/" prefetch="intent" className={styles.home}>
          <Logo />
          <span className={styles.srOnly}> home</span>
        </Link>
        <DesktopNav menu={menu} />
        <MobileNav menu={menu} audiences={audiences ?? null} />
      </div>
      {audiences ? <AudienceBar nav={audiences} /> : null}
    </header>
  );
}
