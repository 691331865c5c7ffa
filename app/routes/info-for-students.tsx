import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { RiseSection } from "~/components/RiseSection/RiseSection";
import { Section } from "~/components/Section/Section";
import { Steps } from "~/components/Steps/Steps";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK, QUIZ_LINK } from "~content/navigation";
import { APPLICATION_FORM_URL } from "~content/site";
import { RISE, STUDENTS } from "~/lib/content.server";

export const loader = () => loadPage("students", () => ({ rise: RISE, copy: STUDENTS }));
export const meta = metaFromLoader;

export default function InfoForStudents() {
  const { page, rise, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.applyLabel}</ButtonLink>
        <ButtonLink href={EXPLORER_LINK.href} variant="outlineLight">
          {EXPLORER_LINK.label}
        </ButtonLink>
        <ButtonLink href={QUIZ_LINK.href} variant="outlineLight">
          {QUIZ_LINK.label}
        </ButtonLink>
      </PageIntro>
      <Section id="journey" heading={copy.journey.heading} lead={copy.journey.lead} tone="muted">
        <Steps steps={copy.journey.steps} label={copy.journey.label} />
      </Section>
      <Section id="benefits" heading={copy.benefits.heading}>
        <CardGrid cards={copy.benefits.cards} />
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.applyLabel}</ButtonLink>
          <ButtonLink href={copy.actions.tradesHref} variant="outline">
            {copy.actions.tradesLabel}
          </ButtonLink>
        </div>
      </Section>
      <RiseSection rise={rise} />
    </>
  );
}
