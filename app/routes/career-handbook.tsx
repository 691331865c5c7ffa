import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { AudienceLinks } from "~/components/AudienceLinks/AudienceLinks";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { Steps } from "~/components/Steps/Steps";
import { EmbedIsland } from "~/islands/EmbedIsland";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { APPLICATION_FORM_URL, CONTACT, FLIPBOOK_FRAME_URL, mailHref } from "~content/site";
import { HANDBOOK, PROCESS_STEPS, PROCESS_STEPS_LABEL } from "~/lib/content.server";

// The flipbook's frame waits until it is near: it hydrates as an island, and the rest of the page
// is HTML (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: "islands" };

export const loader = () =>
  loadPage("handbook", () => ({ copy: HANDBOOK, steps: PROCESS_STEPS, stepsLabel: PROCESS_STEPS_LABEL }));
export const meta = metaFromLoader;

export default function CareerHandbook() {
  const { page, copy, steps, stepsLabel } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <AudienceLinks links={copy.hero.links} label={copy.hero.linksLabel} />
      </PageIntro>
      <Section id="flipbook" heading={copy.flipbook.heading} lead={copy.flipbook.text}>
        <EmbedIsland src={FLIPBOOK_FRAME_URL} height="flipbook" words={copy.flipbook} />
      </Section>
      <Section id="inside" tone="muted">
        <CardGrid
          headingLevel={2}
          cards={copy.cards.map((card) => ({
            title: card.title,
            text: card.text,
            icon: card.icon,
            href: card.link?.href,
            linkLabel: card.link?.label,
          }))}
        />
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.applyLabel}</ButtonLink>
          <ButtonLink href={mailHref(CONTACT.email)} variant="outline">
            {copy.actions.contactLabel}
          </ButtonLink>
        </div>
      </Section>
      <Section id="process" heading={copy.process.heading} lead={copy.process.lead}>
        <Steps steps={steps} label={stepsLabel} />
      </Section>
    </>
  );
}
