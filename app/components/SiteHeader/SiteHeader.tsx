import { Link } from "@remix-run/react";
import type { AudienceNav } from "~content/audience-links";
import type { TradesMenu } from "~content/navigation";
import { visuallyHidden } from "../../styles/layout.css";
import { AudienceBar } from "../AudienceBar/AudienceBar";
import { DesktopNav } from "../DesktopNav/DesktopNav";
import { Logo } from "../Logo/Logo";
import { MobileNav } from "../MobileNav/MobileNav";
import * as styles from "./SiteHeader.css";

const FALLBACK_MENU: TradesMenu = {
  label: "Trades",
  all: { label: "All Trades", href: "/trades" },
  trades: [],
  pathway: { label: "Future Pathway", links: [] },
};

/**
 * The sticky bar on every page: the skip link, the logo home, then DesktopNav (from lg) or
 * MobileNav (below it), and under the bar the AudienceBar (from lg). The menu and the
 * audiences come from the root loader (data, not bundled code); without them (a failed root
 * load) Trades is a plain link and the audiences are left out.
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
          <span className={visuallyHidden}> home</span>
        </Link>
        <DesktopNav menu={menu} />
        <MobileNav menu={menu} audiences={audiences ?? null} />
      </div>
      {audiences ? <AudienceBar nav={audiences} /> : null}
    </header>
  );
}
