import { Link } from "#site-link";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../styles/layout.css";
import { useSiteWords } from "~/lib/site-words";
import * as styles from "./ButtonLink.css";

type Props = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles.variant;
  className?: string;
};

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * A link that looks like a button. Internal paths use Remix's Link (client navigation,
 * prefetch on intent); outside sites open in a new tab, safely, and say so to screen readers.
 */
export function ButtonLink({ href, children, variant = "primary", className }: Props) {
  const classes = [styles.base, styles.variant[variant], className].filter(Boolean).join(" ");
  if (href.startsWith("/")) {
    return (
      <Link to={href} prefetch="intent" className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalAnchor href={href} className={classes}>
      {children}
    </ExternalAnchor>
  );
}

/** An <a> to mailto:, tel: or another site; https links open in a new tab. */
export function ExternalAnchor({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (!isExternal(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabNote />
    </a>
  );
}

/** Said after a link that opens a new tab: " (opens in a new tab)", in staff's words. */
export function NewTabNote({ className = visuallyHidden }: { className?: string }) {
  const site = useSiteWords();
  return <span className={className}>{` ${site.newTab}`}</span>;
}
