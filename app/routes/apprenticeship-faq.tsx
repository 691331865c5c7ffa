import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { Accordion } from "~/components/Accordion/Accordion";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { RichText } from "~/components/RichText/RichText";
import { Section } from "~/components/Section/Section";
import { StatCards } from "~/components/StatCards/StatCards";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import { faqPage } from "~/lib/structured-data-content.server";
import * as styles from "~/styles/pages.css";
import { APPLICATION_FORM_URL } from "~content/site";
import { FAQ, FAQ_PAGE } from "~/lib/content.server";

// Hydrated: the accordion: one answer open at a time, arrow keys between questions (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: true };

export const loader = () =>
  loadPage(
    "faq",
    () => ({ copy: FAQ_PAGE, faq: FAQ }),
    (data) => [faqPage(data.faq)],
  );
export const meta = metaFromLoader;

export default function ApprenticeshipFaq() {
  const { page, copy, faq } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead} />
      <Section>
        <StatCards stats={copy.stats} label={copy.statsLabel} />
      </Section>
      <Section id="questions" heading={copy.questionsHeading} tone="muted">
        <Accordion
          items={faq.map((item) => ({ question: item.question, answer: <RichText blocks={item.answer} /> }))}
        />
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.applyLabel}</ButtonLink>
          <ButtonLink href="/trades" variant="outline">
            {copy.actions.tradesLabel}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
