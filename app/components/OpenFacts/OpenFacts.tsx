import type { OpenFact } from "~content/schema";
import { ASK_US } from "~content/program";
import { CONTACT, mailHref, telHref } from "~content/site";
import * as pages from "../../styles/pages.css";
import * as styles from "./OpenFacts.css";

/**
 * Facts only the program can give (who pays for tools, what a host employer signs up to): staff
 * answer each in the page's file (`openFacts`). An answered one reads as the page's
 * answer; those still open are one box that invites the visitor to ask, with the program's phone
 * and e-mail, never an internal "to be confirmed" label.
 */
export function OpenFacts({ facts }: { facts?: readonly OpenFact[] }) {
  if (!facts?.length) return null;
  const answered = facts.filter((fact) => fact.answer?.trim());
  const open = facts.filter((fact) => !fact.answer?.trim());
  return (
    <>
      {answered.length ? (
        <div className={pages.prose}>
          {answered.map((fact) => (
            <p key={fact.question}>
              <strong>{fact.question}</strong> {fact.answer}
            </p>
          ))}
        </div>
      ) : null}
      {open.length ? (
        <div className={styles.ask}>
          <p className={styles.heading}>{ASK_US.heading}</p>
          <p className={styles.lead}>{ASK_US.lead}</p>
          <ul className={styles.questions}>
            {open.map((fact) => (
              <li key={fact.question}>{fact.question}</li>
            ))}
          </ul>
          <p className={styles.ways}>
            <a href={telHref(CONTACT.phone)}>
              {ASK_US.callLabel} {CONTACT.phone}
            </a>
            <a href={mailHref(CONTACT.email)}>
              {ASK_US.emailLabel} {CONTACT.email}
            </a>
          </p>
        </div>
      ) : null}
    </>
  );
}
