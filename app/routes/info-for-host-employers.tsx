import { useLoaderData } from "@remix-run/react";
import { Answer } from "~/components/Answer/Answer";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { CONTACT, mailHref, telHref } from "~content/site";
import { HOST_EMPLOYERS } from "~/lib/content.server";

export const loader = () => loadPage("hostEmployers", () => ({ copy: HOST_EMPLOYERS }));
export const meta = metaFromLoader;

/** Host employers: what the program gives and asks, and the way to enquire. */
export default function InfoForHostEmployers() {
  const { page, copy } = useLoaderData<typeof loader>();
  const enquire = (
    <>
      <ButtonLink href={copy.enquire.enquiryHref}>{copy.enquire.enquiryLabel}</ButtonLink>
      <ButtonLink href={telHref(CONTACT.phone)} variant="outlineLight">
        {`Call ${CONTACT.phone}`}
      </ButtonLink>
    </>
  );
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        {enquire}
      </PageIntro>
      {copy.answers.map((answer, i) => (
        <Answer key={answer.id} answer={answer} tone={i % 2 === 0 ? "plain" : "muted"} />
      ))}
      <Section id="enquire" heading={copy.enquire.heading} lead={copy.enquire.lead} tone="dark">
        <div className={styles.actions}>
          <ButtonLink href={copy.enquire.enquiryHref}>{copy.enquire.enquiryLabel}</ButtonLink>
          <ButtonLink href={mailHref(CONTACT.email, copy.enquire.mailSubject)} variant="outlineLight">
            {`${copy.enquire.emailLabel} ${CONTACT.email}`}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
