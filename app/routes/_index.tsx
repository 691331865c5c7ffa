import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#site-link";
import { AudienceEntries } from "~/components/AudienceEntries/AudienceEntries";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { ContactBanner } from "~/components/ContactBanner/ContactBanner";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { StatCards } from "~/components/StatCards/StatCards";
import { Steps } from "~/components/Steps/Steps";
import { StoryCard } from "~/components/StoryCard/StoryCard";
import { TradeCard } from "~/components/TradeCard/TradeCard";
import { Island } from "~/islands/Island";
import { metaFromLoader } from "~/lib/meta";
import * as home from "~/styles/home.css";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK } from "~content/navigation";
import { APPLICATION_FORM_URL, HOME_VIDEO_VIMEO_ID } from "~content/site";
import { loadHome } from "~/lib/home.server";

// The home video's sound follows its visibility, and the photo strip moves: those two hydrate, as
// islands, and the rest of the page is HTML (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: "islands" };

// The home page's data (app/lib/home.server.ts): one server module, so one stand-in in the browser build.
export const loader = () => loadHome();
export const meta = metaFromLoader;

export default function Home() {
  const { copy, contactBanner, claims, steps, benefits, story, audiences, gallery, featured, stepsLabel } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro
        heading={copy.hero.heading}
        lead={copy.hero.lead}
        media={
          <Island
            name="homeVideo"
            props={{
              vimeoId: HOME_VIDEO_VIMEO_ID,
              title: copy.video.title,
              caption: copy.video.caption,
              poster: gallery[0]!,
            }}
          />
        }
      >
        <ButtonLink href={APPLICATION_FORM_URL}>{copy.hero.applyLabel}</ButtonLink>
        <ButtonLink href={copy.hero.exploreHref} variant="outlineLight">
          {copy.hero.exploreLabel}
        </ButtonLink>
        {/* The question people bring (which trade, what pay), answered one tap from the first screen. */}
        <ButtonLink href={EXPLORER_LINK.href} variant="outlineLight">
          {EXPLORER_LINK.label}
        </ButtonLink>
        {/* Each audience on its way from the first screen. */}
        <AudienceEntries links={audiences} label={copy.audiences.heading} />
      </PageIntro>

      <ContactBanner copy={contactBanner} />

      <Section id="claims" heading={copy.claims.heading} lead={copy.claims.lead}>
        <StatCards stats={claims} label={copy.claims.heading} />
      </Section>

      <Section id="process" heading={copy.process.heading} lead={copy.process.lead} tone="muted">
        <Steps steps={steps} label={stepsLabel} />
      </Section>

      {/* SPEC's benefits list and its Why Choose section, one band: the four benefits, then three reasons that do not repeat them. */}
      <Section id="why" heading={copy.whyChoose.heading} lead={copy.benefits.heading}>
        <div id="benefits">
          <CardGrid cards={benefits} columns={4} />
        </div>
        <ul className={home.reasons} aria-label={copy.whyChoose.reasonsLabel}>
          {copy.whyChoose.items.map((item) => (
            <li key={item.title}>
              <strong>{`${item.title}.`}</strong>
              {` ${item.text}`}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="featured-trades" heading={copy.featuredTrades.heading} lead={copy.featuredTrades.lead} tone="muted">
        <ul className={home.tradeGrid} aria-label={copy.featuredTrades.heading}>
          {featured.map((trade) => (
            <li key={trade.slug}>
              <TradeCard trade={trade} headingLevel={3} />
            </li>
          ))}
        </ul>
        {/* One way on to the trades from here (the intro carries Explore Trades and the explorer). */}
        <div className={styles.actions}>
          <ButtonLink href={copy.featuredTrades.cta.href} variant="outline">
            {copy.featuredTrades.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="story" heading={copy.storyTeaser.heading}>
        <div className={home.story}>
          <StoryCard story={story} />
          <Link to={copy.storyTeaser.cta.href} prefetch="intent" className={home.more}>
            {copy.storyTeaser.cta.label} →
          </Link>
        </div>
      </Section>

      <Section id="about" heading={copy.about.heading} tone="dark">
        <div className={home.about}>
          {copy.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ButtonLink href={copy.about.cta.href}>{copy.about.cta.label}</ButtonLink>
        </div>
      </Section>

      <Section id="gallery" heading={copy.gallery.heading}>
        <Island name="carousel" props={{ images: gallery, label: copy.gallery.heading }} />
      </Section>
    </>
  );
}
