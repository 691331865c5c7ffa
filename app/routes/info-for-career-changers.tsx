import { useLoaderData } from "@remix-run/react";
import { Answer } from "~/components/Answer/Answer";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { PayTable } from "~/components/PayTable/PayTable";
import { Section } from "~/components/Section/Section";
import { StoryCard } from "~/components/StoryCard/StoryCard";
import { metaFromLoader } from "~/lib/meta";
import { fillWords } from "~/lib/site-words";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK } from "~content/navigation";
import { postPath } from "~content/posts";
import { APPLICATION_FORM_URL } from "~content/site";
import { CAREER_CHANGERS, SUCCESS_STORIES, VIDEO_STORIES, payRows, publishedPosts } from "~/lib/content.server";

export const loader = () =>
  loadPage("careerChangers", () => {
    const { stories } = CAREER_CHANGERS;
    return {
      copy: CAREER_CHANGERS,
      pay: payRows(),
      // Named in app/content/career-changers.ts; a name that matches nothing is a content test failure.
      written: SUCCESS_STORIES.filter((s) => stories.written.includes(s.name)),
      more: [
        ...VIDEO_STORIES.filter((v) => stories.videos.includes(v.name)).map((v) => ({
          title: v.title,
          text: fillWords(stories.videoText, { name: v.name, trade: v.trade }),
          href: "/success-stories#videos",
          linkLabel: stories.watchLabel,
          icon: "star" as const,
        })),
        // A named post still scheduled for later is left out until its moment.
        ...publishedPosts(Date.now())
          .filter((p) => stories.posts.includes(p.slug))
          .map((p) => ({
            title: p.title,
            text: p.excerpt,
            href: postPath(p),
            linkLabel: stories.readLabel,
            icon: "book-open" as const,
          })),
      ],
    };
  });
export const meta = metaFromLoader;

/** Career changers: mature age, pay, and the stories of those who started later. */
export default function InfoForCareerChangers() {
  const { page, copy, pay, written, more } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <ButtonLink href={APPLICATION_FORM_URL}>{copy.hero.applyLabel}</ButtonLink>
        <ButtonLink href={EXPLORER_LINK.href} variant="outlineLight">
          {EXPLORER_LINK.label}
        </ButtonLink>
      </PageIntro>
      {copy.answers.map((answer, i) => (
        <Answer key={answer.id} answer={answer} tone={i % 2 === 0 ? "plain" : "muted"} />
      ))}
      <PayTable id="pay" copy={copy.pay} pay={pay} />
      <Section id="stories" heading={copy.stories.heading} lead={copy.stories.lead} tone="muted">
        <div className={styles.twoColumns}>
          {written.map((story) => (
            <StoryCard key={story.name} story={story} />
          ))}
          <CardGrid cards={more} columns={2} />
        </div>
      </Section>
    </>
  );
}
