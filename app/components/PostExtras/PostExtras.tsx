import { POST_SIDEBAR } from "~content/listing-pages";
import type { Post } from "~content/schema";
import { APPLICATION_FORM_URL } from "~content/site";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { Picture } from "../Picture/Picture";
import * as styles from "./PostExtras.css";
import { useSiteWords } from "~/lib/site-words";

/**
 * What some posts add to their article (SPEC §2 Blog posts): the awards article's hero
 * heading, captioned photo, ten winners and Apply Now; the partnership call-out.
 */
export function PostExtras({ post, position }: { post: Post; position: "top" | "bottom" }) {
  const site = useSiteWords();
  if (position === "top" && post.awards) {
    return (
      <div className={styles.awards}>
        <h2 className={styles.awardsHeading}>{post.awards.heading}</h2>
        <figure className={styles.figure}>
          <Picture image={post.awards.photo.image} sizes="article" priority />
          <figcaption>{post.awards.photo.caption}</figcaption>
        </figure>
      </div>
    );
  }
  if (position === "bottom" && post.awards) {
    return (
      <section aria-labelledby="winners" className={styles.winners}>
        <h2 id="winners">{POST_SIDEBAR.winnersHeading}</h2>
        <ol className={styles.winnerList}>
          {post.awards.winners.map((winner) => (
            <li key={winner.award}>
              <span className={styles.award}>{winner.award}</span>
              <span className={styles.winner}>{winner.name}</span>
            </li>
          ))}
        </ol>
        <ButtonLink href={APPLICATION_FORM_URL}>{site.apply}</ButtonLink>
      </section>
    );
  }
  if (position === "bottom" && post.callout) {
    return (
      <aside className={styles.callout} aria-labelledby="callout-heading">
        <h2 id="callout-heading" className={styles.calloutHeading}>
          {post.callout.heading}
        </h2>
        <p>{post.callout.text}</p>
        <ButtonLink href={post.callout.cta.href} variant="secondary">
          {post.callout.cta.label}
        </ButtonLink>
      </aside>
    );
  }
  return null;
}
