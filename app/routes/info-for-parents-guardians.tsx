import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { base as buttonBase, variant as buttonVariant } from "~/components/ButtonLink/ButtonLink.css";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { ListCard } from "~/components/ListCard/ListCard";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { RiseSection } from "~/components/RiseSection/RiseSection";
import { Section } from "~/components/Section/Section";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK } from "~content/paths";
import { APPLICATION_FORM_URL, PARENT_GUIDE_URL } from "~content/site";
import { PARENTS, RISE } from "~/lib/content.server";

export const loader = () => loadPage("parents", () => ({ rise: RISE, copy: PARENTS }));
export const meta = metaFromLoader;

export default function InfoForParents() {
  const { page, rise, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
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
          <ListCard heading="Good to know" items={copy.guide.facts} icon="clipboard-check" />
        </div>
      </Section>
      <Section id="support" heading={copy.support.heading} lead={copy.support.lead} tone="muted">
        <CardGrid cards={copy.support.cards} />
      </Section>
      <Section id="benefits" heading={copy.benefits.heading} lead={copy.benefits.lead}>
        <CardGrid cards={copy.benefits.items} />
        <div className={styles.actions}>
          <ButtonLink href={APPLICATION_FORM_URL}>{copy.actions.getStarted}</ButtonLink>
          <a href={PARENT_GUIDE_URL} download className={`${buttonBase} ${buttonVariant.outline}`}>
            {copy.actions.parentGuide}
            <span className={styles.fileInfo}> (PDF)</span>
          </a>
        </div>
      </Section>
      <RiseSection rise={rise} />
    </>
  );
}
