import { useLoaderData } from "@remix-run/react";
import { Answer } from "~/components/Answer/Answer";
import { AudienceLinks } from "~/components/AudienceLinks/AudienceLinks";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { base as buttonBase, variant as buttonVariant } from "~/components/ButtonLink/ButtonLink.css";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { ListCard } from "~/components/ListCard/ListCard";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { PayTable } from "~/components/PayTable/PayTable";
import { RiseSection } from "~/components/RiseSection/RiseSection";
import { Section } from "~/components/Section/Section";
import { StaffCard } from "~/components/StaffCard/StaffCard";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK } from "~content/navigation";
import { APPLICATION_FORM_URL, CONTACT, PARENT_GUIDE_URL, mailHref, telHref } from "~content/site";
import { PARENTS, PARENTS_QUESTIONS, RISE, fieldOfficer, payRows } from "~/lib/content.server";
import { useSiteWords } from "~/lib/site-words";

export const loader = () =>
  loadPage("parents", () => ({
    rise: RISE,
    copy: PARENTS,
    questions: PARENTS_QUESTIONS,
    pay: payRows(),
    fieldOfficer: fieldOfficer(),
  }));
export const meta = metaFromLoader;

export default function InfoForParents() {
  const site = useSiteWords();
  const { page, rise, copy, questions, pay, fieldOfficer } = useLoaderData<typeof loader>();
  const contents = [questions.pay, ...questions.answers, { id: "call", heading: questions.call.heading }].map((q) => ({
    label: q.heading,
    href: `#${q.id}`,
  }));
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <AudienceLinks links={contents} label={questions.contentsLabel} />
        {/* What each trade pays and how long it takes, for the conversation at home. */}
        <ButtonLink href={EXPLORER_LINK.href} variant="outlineLight">
          {EXPLORER_LINK.label}
        </ButtonLink>
      </PageIntro>
      <Section id="guide" heading={copy.guide.heading}>
        <div className={styles.twoColumns}>
          <div className={styles.prose}>
            {copy.guide.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ListCard heading={copy.guide.factsHeading} items={copy.guide.facts} icon="clipboard-check" />
        </div>
      </Section>
      <PayTable id={questions.pay.id} copy={questions.pay} pay={pay} />
      {questions.answers.map((answer, i) => (
        <Answer key={answer.id} answer={answer} tone={i % 2 === 0 ? "muted" : "plain"} />
      ))}
      <Section id="support" heading={copy.support.heading} lead={copy.support.lead} tone="muted">
        <CardGrid cards={copy.support.cards} />
      </Section>
      <Section id="benefits" heading={copy.benefits.heading} lead={copy.benefits.lead}>
        <CardGrid cards={copy.benefits.items} />
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.getStarted}</ButtonLink>
          <a href={PARENT_GUIDE_URL} download className={`${buttonBase} ${buttonVariant.outline}`}>
            {copy.actions.parentGuide}
            <span className={styles.fileInfo}>{` ${site.download.pdf}`}</span>
          </a>
        </div>
      </Section>
      <Section id="call" heading={questions.call.heading} lead={questions.call.lead} tone="muted">
        <div className={styles.twoColumns}>
          <div className={styles.actions}>
            <ButtonLink href={telHref(CONTACT.phone)}>{`Call ${CONTACT.phone}`}</ButtonLink>
            <ButtonLink href={mailHref(CONTACT.email, "A question from a parent or guardian")} variant="outline">
              {`E-mail ${CONTACT.email}`}
            </ButtonLink>
          </div>
          <StaffCard person={fieldOfficer} />
        </div>
      </Section>
      <RiseSection rise={rise} />
    </>
  );
}
