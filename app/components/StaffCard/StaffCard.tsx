import type { Staff } from "~content/schema";
import { mailHref, telHref } from "~content/site";
import { Picture } from "../Picture/Picture";
import * as styles from "./StaffCard.css";
import { useSiteWords } from "~/lib/site-words";

/** A team member with phone and e-mail links (SPEC: program manager, field officer). */
export function StaffCard({ person, bio }: { person: Staff; bio?: string }) {
  const site = useSiteWords();
  return (
    <article className={styles.card}>
      <Picture image={person.photo} sizes="staff" className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.name}>{person.name}</h3>
        <p className={styles.role}>{person.role}</p>
        {bio ? <p>{bio}</p> : null}
        <ul className={styles.contact}>
          <li>
            <a href={telHref(person.phone)}>
              <span className={styles.label}>{site.contactLabels.phone}</span> {person.phone}
            </a>
          </li>
          <li>
            <a href={mailHref(person.email)}>
              <span className={styles.label}>{site.contactLabels.email}</span> {person.email}
            </a>
          </li>
        </ul>
      </div>
    </article>
  );
}
