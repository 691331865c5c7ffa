import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MOBILE_ONLY_LINKS, PRIMARY_LINKS, TRADES_MENU } from "~content/navigation";
import type { Link as LinkItem } from "~content/schema";
import { APPLICATION_FORM_URL } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { Logo } from "../Logo/Logo";
import * as styles from "./SiteHeader.css";

/**
 * Menus are <details> elements: they open, close and reach every page without JavaScript.
 * Once hydrated, useDisclosure adds what a visitor expects of a menu: Escape and an outside
 * click close it, and it closes itself after a navigation.
 */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
    const close = (returnFocus: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current?.contains(document.activeElement)) close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  const close = () => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  return { ref, close };
}

function LinkList({ links, className, labelledBy }: { links: readonly LinkItem[]; className?: string; labelledBy?: string }) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} prefetch="intent" className={styles.menuLink}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function TradesPanel({ id }: { id: string }) {
  return (
    <div id={id} className={styles.tradesPanel}>
      <div>
        <NavLink to={TRADES_MENU.all.href} prefetch="intent" className={styles.allTrades}>
          {TRADES_MENU.all.label}
        </NavLink>
        <LinkList links={TRADES_MENU.trades} className={styles.tradeGrid} />
      </div>
      <div>
        <p className={styles.groupLabel} id={`${id}-pathway`}>
          {TRADES_MENU.pathway.label}
        </p>
        <LinkList links={TRADES_MENU.pathway.links} className={styles.menuList} labelledBy={`${id}-pathway`} />
      </div>
    </div>
  );
}

function ApplyNow({ className }: { className?: string }) {
  return (
    <ExternalAnchor href={APPLICATION_FORM_URL} className={[buttonBase, buttonVariant.primary, className].join(" ")}>
      Apply Now
    </ExternalAnchor>
  );
}

function DesktopNav() {
  const trades = useDisclosure();
  return (
    <nav aria-label="Main" className={styles.desktopNav}>
      <ul className={styles.desktopList}>
        <li className={styles.dropdownItem}>
          <details ref={trades.ref} className={styles.dropdown}>
            <summary className={styles.summary}>{TRADES_MENU.label}</summary>
            <div className={styles.dropdownPanel}>
              <TradesPanel id="desktop-trades" />
              <button type="button" className={styles.closeButton} onClick={trades.close}>
                Close<span className={styles.srOnly}> trades menu</span>
              </button>
            </div>
          </details>
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

function MobileNav() {
  const menu = useDisclosure();
  return (
    <details ref={menu.ref} className={styles.mobileMenu}>
      <summary className={styles.menuButton}>
        <span aria-hidden="true" className={styles.burger} />
        Menu
      </summary>
      <nav aria-label="Mobile" className={styles.mobilePanel}>
        <details className={styles.mobileTrades}>
          <summary className={styles.mobileSummary}>{TRADES_MENU.label}</summary>
          <TradesPanel id="mobile-trades" />
        </details>
        <LinkList links={[...PRIMARY_LINKS, ...MOBILE_ONLY_LINKS]} className={styles.menuList} />
        <ApplyNow className={styles.mobileApply} />
      </nav>
    </details>
  );
}

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to="/" prefetch="intent" className={styles.home} aria-label="Born to Build home">
          <Logo />
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
