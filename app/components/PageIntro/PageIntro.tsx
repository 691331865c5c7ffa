import type { ReactNode } from "react";
import * as styles from "./PageIntro.css";

/** The navy band that opens an inner page: its one h1, an optional lead and actions. */
export function PageIntro({ heading, lead, eyebrow, children }: { heading: string; lead?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.heading}>{heading}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
