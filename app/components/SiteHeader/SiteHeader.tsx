import { Link } from "#site-link";
import type { AudienceNav } from "~content/audience-links";
import type { TradesMenu } from "~content/navigation";
import { visuallyHidden } from "../../styles/layout.css";
import { AudienceBar } from "../AudienceBar/AudienceBar";
import { DesktopNav } from "../DesktopNav/DesktopNav";
import { Logo } from "../Logo/Logo";
import { MobileNav } from "../MobileNav/MobileNav";
import * as styles from "./SiteHeader.css";
import { useSiteWords } from "~/lib/site-words";

/**
 * The sticky bar on every page: the skip link, the logo home, then DesktopNav (from lg) or
 * MobileNav (below it), and under the bar the AudienceBar (from lg). The menu and the
 * audiences come from the root loader (data, not bundled code), as do its words; without them
 * (a failed root load) app/root.tsx draws no header.
 */
export function SiteHeader({ menu, audiences }: { menu: TradesMenu; audiences: AudienceNav }) {
  const site = useSiteWords();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        {site.header.skipLink}
      </a>
      <div className={styles.bar}>
        <Link to="/" prefetch="intent" className={styles.home}>
          <Logo />
          <span className={visuallyHidden}>{` ${site.header.homeLink}`}</span>
        </Link>
        <DesktopNav menu={menu} />
        <MobileNav menu={menu} audiences={audiences} />
      </div>
      <AudienceBar nav={audiences} />
    </header>
  );
}
