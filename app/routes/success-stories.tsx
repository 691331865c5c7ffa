import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { ApplyBanner } from "~/components/ApplyBanner/ApplyBanner";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { Island } from "~/islands/Island";
import { StoryCard } from "~/components/StoryCard/StoryCard";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { STORIES_GALLERY, STORIES_PAGE, SUCCESS_STORIES, VIDEO_STORIES } from "~/lib/content.server";

// The video stories open in a dialog, and the photo strip moves: those hydrate as islands, and the
// rest of the page is HTML (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: "islands" };

export const loader = () =>
  loadPage("successStories", () => ({
    copy: STORIES_PAGE,
    videos: VIDEO_STORIES,
    stories: SUCCESS_STORIES,
    gallery: STORIES_GALLERY,
  }));
export const meta = metaFromLoader;

export default function SuccessStories() {
  const { page, copy, videos, stories, gallery } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.lead} />
      <Section id="videos" heading={copy.videos.heading} lead={copy.videos.lead}>
        <ul
          className={videos.length % 4 === 0 ? styles.cardGridFours : styles.cardGrid}
          aria-label={copy.videos.listLabel}
        >
          {videos.map((video, i) => (
            <li key={video.vimeoId}>
              {/* The first poster is in the first view: the LCP image, so never lazy. */}
              <Island name="videoDialog" props={{ video, priority: i === 0 }} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="stories" heading={copy.stories.heading} lead={copy.stories.lead} tone="muted">
        <ul className={styles.cardGrid} aria-label={copy.stories.listLabel}>
          {stories.map((story) => (
            <li key={story.name}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>
      <ApplyBanner heading={copy.apply.heading} text={copy.apply.text} label={copy.apply.label} />
      <Section id="gallery" heading={copy.gallery.heading}>
        <Island name="carousel" props={{ images: gallery, label: copy.gallery.heading }} />
      </Section>
    </>
  );
}
