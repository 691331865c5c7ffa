import { useLocation } from "@remix-run/react";
import { Link } from "#site-link";
import { useEffect } from "react";
import { useSiteShell } from "~/lib/site-words";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import * as styles from "./NotFound.css";

/**
 * The 404 page's console line (SPEC §8) as the page loads: a page that ships no framework script
 * (app/lib/hydrate.server.ts) says it with this inline line, hashed into the CSP like every
 * inline script. The same text on every 404, so its hash is too: the path is read in the browser.
 */
export const NOT_FOUND_REPORT_SCRIPT = `console.error("404 Not Found: no page at "+location.pathname)`;

/**
 * The 404 page (SPEC §8): shown with status 404, and it tells the console which path failed:
 * on a load, the inline script above; after a client-side navigation (React inserts a script
 * inert), the effect.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const NOT_FOUND = useSiteShell().errors.notFound;
  useEffect(() => {
    console.error(`404 Not Found: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className={styles.wrap} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">
        <span className={styles.srOnly}>404: </span>
        {NOT_FOUND.heading}
      </h1>
      <p className={styles.text}>{NOT_FOUND.text}</p>
      <Link to={NOT_FOUND.link.href} className={`${buttonBase} ${buttonVariant.primary}`}>
        {NOT_FOUND.link.label}
      </Link>
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_REPORT_SCRIPT }} />
    </section>
  );
}
