import type { LegalSection } from "~content/schema";
import { telHref } from "~content/site";
import { PageIntro } from "../PageIntro/PageIntro";
import { RichText } from "../RichText/RichText";
import { Section } from "../Section/Section";
import * as styles from "../../styles/pages.css";
import { useSiteWords } from "~/lib/site-words";

type Contact = { email: string; phone: string; address: string };

/** Privacy policy and terms of use: numbered sections, the enquiries contact, a last-updated line. */
export function LegalPage({
  heading,
  lead,
  sections,
  updated,
  contact,
}: {
  heading: string;
  lead: string;
  sections: readonly LegalSection[];
  updated?: string;
  contact: Contact;
}) {
  const site = useSiteWords();
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <Section>
        {updated ? <p className={styles.updated}>{`${site.lastUpdated} ${updated}`}</p> : null}
        <ol className={styles.numbered}>
          {sections.map((section) => (
            <li key={section.heading} className={styles.numberedItem}>
              <h2 className={styles.numberedHeading}>{section.heading}</h2>
              <RichText blocks={section.body} />
            </li>
          ))}
        </ol>
        <address className={styles.updated}>
          {site.contactLabels.enquiries} <a href={`mailto:${contact.email}`}>{contact.email}</a>
          {" · "}
          <a href={telHref(contact.phone)}>{contact.phone}</a> · {contact.address}
        </address>
      </Section>
    </>
  );
}
