import type { ReactNode } from "react";
import * as styles from "./Section.css";

type Props = {
  heading?: string;
  lead?: string;
  id?: string;
  tone?: keyof typeof styles.tone;
  /** Heading level: sections under the page's h1 are h2. */
  children: ReactNode;
  className?: string;
  /** The heading can take focus (tabIndex -1): a script moves focus to it when an action leads here. */
  focusableHeading?: boolean;
};

/** A band of the page with its own h2, centred to the site's column. */
export function Section({ heading, lead, id, tone = "plain", children, className, focusableHeading = false }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={[styles.tone[tone], className].filter(Boolean).join(" ")}
    >
      <div className={styles.inner}>
        {heading ? (
          <header className={styles.header}>
            <h2 id={headingId} className={styles.heading} tabIndex={focusableHeading ? -1 : undefined}>
              {heading}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
