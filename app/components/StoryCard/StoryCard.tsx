import { fillWords, useSiteWords } from "~/lib/site-words";
import type { SuccessStory, Testimonial } from "~content/schema";
import { Picture } from "../Picture/Picture";
import * as styles from "./StoryCard.css";

function Stars({ rating }: { rating: number }) {
  const site = useSiteWords();
  return (
    <p className={styles.stars}>
      <span aria-hidden="true">{"★".repeat(rating)}</span>
      <span className={styles.srOnly}>{fillWords(site.cards.rating, { rating })}</span>
    </p>
  );
}

/** A written success story (SPEC §3): photo, trade, year completed, role now, pay or award, rating. */
export function StoryCard({ story, headingLevel = 3 }: { story: SuccessStory; headingLevel?: 2 | 3 }) {
  const site = useSiteWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <Picture image={story.image} sizes="cardOfThree" className={styles.photo} />
      <div className={styles.body}>
        <Heading className={styles.name}>{story.name}</Heading>
        <p className={styles.role}>{story.currentRole}</p>
        <Stars rating={story.rating} />
        <dl className={styles.facts}>
          <div>
            <dt>{site.cards.storyTrade}</dt>
            <dd>{story.trade}</dd>
          </div>
          <div>
            <dt>{site.cards.storyCompleted}</dt>
            <dd>{story.completionYear}</dd>
          </div>
          <div>
            <dt>{/^\$/.test(story.salary) ? site.cards.storyEarning : site.cards.storyRecognition}</dt>
            <dd>{story.salary}</dd>
          </div>
        </dl>
        <p className={styles.story}>{story.story}</p>
      </div>
    </article>
  );
}

/** The quote variant (photo, name, role and employer, quote): graduate stories for schools. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.testimonial}>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Picture image={testimonial.photo} sizes="avatar" className={styles.avatar} />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
