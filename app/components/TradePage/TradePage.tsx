import { withIndefiniteArticle } from "~/lib/english";
import { fillWords, useSiteWords } from "~/lib/site-words";
import type { Step, Trade } from "~content/schema";
import { APPLICATION_FORM_URL, CONTACT, mailHref } from "~content/site";
import { pathwayKind, TRADE_PAGE_WORDS as WORDS } from "~content/trade-page";
import { ApplyBanner } from "../ApplyBanner/ApplyBanner";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { ListCard } from "../ListCard/ListCard";
import { PageIntro } from "../PageIntro/PageIntro";
import { Section } from "../Section/Section";
import { StatCards } from "../StatCards/StatCards";
import { TradeCompare, type Comparison } from "../TradeCompare/TradeCompare";
import { Steps } from "../Steps/Steps";
import { DemandBadge } from "../TradeCard/TradeCard";
import { VideoEmbed } from "../VideoEmbed/VideoEmbed";
import * as styles from "./TradePage.css";

function Process({ trade, steps }: { trade: Trade; steps: readonly Step[] }) {
  if (trade.process === "none") return null;
  const own = trade.process !== "five-steps";
  const words = WORDS.process;
  return (
    <Section
      id="process"
      tone="muted"
      heading={own ? fillWords(words.ownHeading, { trade: trade.name.toLowerCase() }) : words.fiveStepsHeading}
      lead={own ? words.ownLead : words.fiveStepsLead}
    >
      <Steps steps={steps} label={own ? fillWords(words.ownStepsName, { trade: trade.name }) : words.fiveStepsName} />
    </Section>
  );
}

/**
 * One trade's page, the common layout of SPEC §2 with its variants (video, process graphic,
 * headings), all driven by the trade's content. Served at /trades/{slug} and /painter/.
 */
export function TradePage({
  trade,
  steps,
  comparison,
  pay,
}: {
  trade: Trade;
  steps: readonly Step[];
  comparison: Comparison;
  /**
   * The yearly pay this page shows, what it is, the trades listing's other reading where SPEC
   * gives one, and the figures' source (app/content/pay-words.ts, sent by the loader).
   */
  pay: { value: string; kind: string; listing: string | null; source: string };
}) {
  const site = useSiteWords();
  // A degree pathway is said as one: over the title, and beside each Apply Now, which
  // still opens SPEC's one application form, a word on what it is for there and a way to ask us.
  const kind = pathwayKind(trade);
  const ask =
    kind === "apprenticeship"
      ? null
      : {
          label: WORDS.pathway.contact,
          href: mailHref(CONTACT.email, fillWords(WORDS.pathway.mailSubject, { trade: trade.name })),
        };
  // The explorer's labels, sent by the loader (app/content/explorer.ts stays out of the browser's JavaScript).
  const FACT_LABELS = comparison.labels;
  return (
    <>
      {/*
        The answer first: "At a glance" is right under the title, in the intro, above
        the description, labelled as the explorer's table labels its columns. Its demand is the
        badge and its pay the page's figure "per year" (SPEC's title, demand badge, yearly pay).
      */}
      <PageIntro
        eyebrow={kind === "apprenticeship" ? WORDS.eyebrow : WORDS.pathway.eyebrow[kind]}
        heading={trade.name}
        lead={trade.intro}
        meta={
          <section id="at-a-glance" aria-labelledby="at-a-glance-heading" className={styles.glance}>
            <h2 id="at-a-glance-heading" className={styles.glanceHeading}>
              {WORDS.glance.heading}
            </h2>
            <StatCards
              compact
              label={fillWords(WORDS.glance.name, { trade: trade.name })}
              stats={[
                {
                  label: FACT_LABELS.demand,
                  value: (
                    <DemandBadge
                      demand={trade.demand}
                      label={fillWords(site.cards.demandBadge, { demand: trade.demand })}
                    />
                  ),
                  note: WORDS.glance.demandNote,
                },
                { label: FACT_LABELS.pay, value: pay.value, note: pay.kind },
                { label: FACT_LABELS.length, ...trade.cards.duration },
                { label: FACT_LABELS.wage, ...trade.cards.startingWage },
                { label: FACT_LABELS.growth, ...trade.cards.jobGrowth },
              ]}
            />
            {/* One yearly figure on the card; the listing's other reading and the source, once, under the block. */}
            <div className={styles.glanceNotes}>
              {pay.listing ? <p>{pay.listing}</p> : null}
              <p>{pay.source}</p>
            </div>
          </section>
        }
        media={trade.video ? <VideoEmbed vimeoId={trade.video.vimeoId} title={trade.video.title} /> : undefined}
      >
        <ButtonLink href={APPLICATION_FORM_URL}>{site.apply}</ButtonLink>
        {ask ? (
          <ButtonLink href={ask.href} variant="outlineLight">
            {ask.label}
          </ButtonLink>
        ) : null}
      </PageIntro>

      <Section id="the-work" tone="muted">
        <div className={styles.pair}>
          <ListCard heading={trade.tasks.heading} items={trade.tasks.items} icon="hammer" />
          <ListCard
            heading={trade.environment.heading}
            items={trade.environment.items}
            icon={trade.environment.heading === "Work Environment" ? "hard-hat" : "star"}
          />
        </div>
      </Section>

      <Section id="getting-started">
        <div className={styles.pair}>
          <ListCard heading={WORDS.entryRequirements} items={trade.entryRequirements} icon="clipboard-check" />
          <ListCard heading={WORDS.trainingSupport} items={trade.trainingSupport} icon="graduation-cap" />
        </div>
      </Section>

      <TradeCompare name={trade.name} slug={trade.slug} comparison={comparison} />

      {/* The application steps follow the trade's own content (lead with the answer). */}
      <Process trade={trade} steps={steps} />

      <ApplyBanner
        heading={fillWords(WORDS.apply.heading, { aTrade: withIndefiniteArticle(trade.name.toLowerCase()) })}
        text={kind === "apprenticeship" ? WORDS.apply.text : WORDS.pathway.applyText[kind]}
        secondary={ask ?? { label: WORDS.apply.otherTrades, href: "/trades" }}
      />
    </>
  );
}
