import { useLoaderData } from "@remix-run/react";
import { ApplyBanner } from "~/components/ApplyBanner/ApplyBanner";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { StatCards } from "~/components/StatCards/StatCards";
import { Steps } from "~/components/Steps/Steps";
import { metaFromLoader } from "~/lib/meta";
import { fillWords } from "~/lib/site-words";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { tradePath } from "~content/paths";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { FUTURE_PATHWAYS, PROCESS_FLOWS, TRADES } from "~/lib/content.server";

// SPEC does not show this page: it is written from the same data as the three trade pages.
export const loader = () =>
  loadPage("futurePathways", () => ({
    copy: FUTURE_PATHWAYS,
    pathways: FUTURE_PATHWAYS.pathways.map((pathway) => {
      const trade = TRADES.find((t) => t.slug === pathway.slug)!;
      return {
        ...pathway,
        name: trade.name,
        href: tradePath(trade),
        cards: trade.cards,
        pay: trade.pageSalary ?? trade.salary,
        flow: pathway.slug === "builder" ? null : PROCESS_FLOWS[pathway.slug],
      };
    }),
  }));
export const meta = metaFromLoader;

export default function FuturePathways() {
  const { page, copy, pathways } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.intro.paragraphs[0]} />
      <Section id="intro" heading={copy.intro.heading}>
        <div className={styles.prose}>
          {copy.intro.paragraphs.slice(1).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      {pathways.map((pathway, i) => (
        <Section
          key={pathway.slug}
          id={pathway.slug}
          heading={pathway.name}
          lead={pathway.text}
          tone={i % 2 === 0 ? "muted" : "plain"}
        >
          <StatCards
            label={fillWords(copy.cards.glanceName, { pathway: pathway.name })}
            stats={[
              { label: copy.cards.pay, value: pathway.pay },
              { label: copy.cards.duration, ...pathway.cards.duration },
              { label: copy.cards.wage, ...pathway.cards.startingWage },
            ]}
          />
          {pathway.flow ? (
            <div className={styles.spaced}>
              <Steps steps={pathway.flow} label={fillWords(copy.cards.stepsName, { pathway: pathway.name })} />
            </div>
          ) : null}
          <div className={styles.actions}>
            <ButtonLink href={pathway.href} variant="outline">
              {pathway.linkLabel}
            </ButtonLink>
          </div>
        </Section>
      ))}
      <ApplyBanner heading={copy.closing.heading} text={copy.closing.text} label={copy.closing.applyLabel} />
    </>
  );
}
