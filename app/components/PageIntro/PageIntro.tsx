import type { ReactNode } from "react";
import { container } from "../../styles/layout.css";
import * as styles from "./PageIntro.css";

type Props = {
  heading: string;
  /** A small line above the heading (a post's "News · 28 November 2024"). */
  eyebrow?: ReactNode;
  /** One paragraph or several. */
  lead?: string | readonly string[];
  /** A line under the heading (a trade's demand and pay). */
  meta?: ReactNode;
  /** A picture or player beside the text on wide screens, below it on narrow ones. */
  media?: ReactNode;
  /** Actions: buttons and links. */
  children?: ReactNode;
};

/** The navy band that opens every page: its one h1, a lead, actions and optional media. */
export function PageIntro({ heading, eyebrow, lead, meta, media, children }: Props) {
  const paragraphs = lead === undefined ? [] : typeof lead === "string" ? [lead] : lead;
  return (
    <header className={styles.intro}>
      <div className={`${container} ${styles.grid} ${media ? styles.withMedia : ""}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          {meta}
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.lead}>
              {paragraph}
            </p>
          ))}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {media}
      </div>
    </header>
  );
}
