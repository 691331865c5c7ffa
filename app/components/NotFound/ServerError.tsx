import { Link } from "#site-link";
import { useSiteShell } from "~/lib/site-words";
import { mailHref } from "~content/links";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import * as styles from "./NotFound.css";

/** Anything but a 404: a plain apology and a way on, never the error's details. */
export function ServerError() {
  const { errors, program } = useSiteShell();
  const SERVER_ERROR = errors.serverError;
  return (
    <section className={styles.wrap} aria-labelledby="error-heading">
      <h1 id="error-heading">{SERVER_ERROR.heading}</h1>
      <p className={styles.text}>
        {SERVER_ERROR.text} <a href={mailHref(program.email)}>{program.email}</a>.
      </p>
      <Link to={SERVER_ERROR.link.href} className={`${buttonBase} ${buttonVariant.primary}`}>
        {SERVER_ERROR.link.label}
      </Link>
    </section>
  );
}
