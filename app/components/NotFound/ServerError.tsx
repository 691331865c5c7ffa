import { Link } from "@remix-run/react";
import { CONTACT, mailHref } from "~content/site";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import * as styles from "./NotFound.css";

/** Anything but a 404: a plain apology and a way on, never the error's details. */
export function ServerError() {
  return (
    <section className={styles.wrap} aria-labelledby="error-heading">
      <h1 id="error-heading">Something went wrong</h1>
      <p className={styles.text}>
        Please try again in a moment. If it keeps happening, e-mail us at{" "}
        <a href={mailHref(CONTACT.email)}>{CONTACT.email}</a>.
      </p>
      <Link to="/" className={`${buttonBase} ${buttonVariant.primary}`}>
        Return to Home
      </Link>
    </section>
  );
}
