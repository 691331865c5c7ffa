import { useId } from "react";
import { APPLICATION_FORM_URL } from "~content/site";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import * as styles from "./ApplyBanner.css";

/** The amber band that closes a page with a way to apply (and optionally a second action). */
export function ApplyBanner({
  heading,
  text,
  label = "Apply Now",
  secondary,
}: {
  heading: string;
  text: string;
  label?: string;
  secondary?: { label: string; href: string };
}) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL} variant="secondary">
            {label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="outline">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
