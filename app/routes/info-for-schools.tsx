import { useLoaderData } from "@remix-run/react";
import { ButtonLink, ExternalAnchor } from "~/components/ButtonLink/ButtonLink";
import { OpenFacts } from "~/components/OpenFacts/OpenFacts";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Inlines } from "~/components/RichText/RichText";
import { RiseSection } from "~/components/RiseSection/RiseSection";
import { Section } from "~/components/Section/Section";
import { Steps } from "~/components/Steps/Steps";
import { TestimonialCard } from "~/components/StoryCard/StoryCard";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { QUIZ_LINK } from "~content/navigation";
import { CONTACT, mailHref } from "~content/site";
import { RISE, SCHOOLS, TESTIMONIALS } from "~/lib/content.server";

export const loader = () => loadPage("schools", () => ({ rise: RISE, copy: SCHOOLS, graduates: TESTIMONIALS }));
export const meta = metaFromLoader;

export default function InfoForSchools() {
  const { page, rise, copy, graduates } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <ButtonLink href={QUIZ_LINK.href} variant="outlineLight">
          {QUIZ_LINK.label}
        </ButtonLink>
      </PageIntro>
      <Section id="partnership" heading={copy.partnership.heading}>
        <div className={styles.prose}>
          {copy.partnership.paragraphs.map((p, i) => (
            <p key={i}>
              <Inlines nodes={p} />
            </p>
          ))}
        </div>
      </Section>
      <Section id="pathway" heading={copy.pathway.heading} lead={copy.pathway.lead} tone="muted">
        <Steps steps={copy.pathway.steps} label={copy.pathway.label} />
      </Section>
      <Section id="sace" heading={copy.sace.heading} lead={copy.sace.lead} tone="muted">
        <p>
          <ExternalAnchor href={copy.sace.source.href}>{copy.sace.source.label}</ExternalAnchor>
        </p>
        <OpenFacts facts={copy.sace.openFacts} />
      </Section>
      <Section id="benefits" heading={copy.benefits.heading} lead={copy.benefits.lead}>
        <CardGrid cards={copy.benefits.cards} columns={copy.benefits.cards.length === 4 ? 4 : 3} />
      </Section>
      <Section id="graduates" heading={copy.graduates.heading} lead={copy.graduates.lead} tone="muted">
        <ul className={styles.twoColumnList} aria-label={copy.graduates.listLabel}>
          {graduates.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href={mailHref(CONTACT.email, copy.actions.mailSubject)}>{copy.actions.contactLabel}</ButtonLink>
          <ButtonLink href={copy.actions.tradesHref} variant="outline">
            {copy.actions.tradesLabel}
          </ButtonLink>
        </div>
      </Section>
      <RiseSection rise={rise} />
    </>
  );
}
