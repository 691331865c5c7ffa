import { Link } from "#site-link";
import { POST_SIDEBAR } from "~content/listing-pages";
import type { RecentPost } from "~content/posts";
import { CONTACT, mailHref } from "~content/site";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { Picture } from "../Picture/Picture";
import { PostDate } from "../PostDate/PostDate";
import { ShareButtons } from "../ShareButtons/ShareButtons";
import * as styles from "./PostSidebar.css";

/** Beside every post: recent posts, share buttons and the sticky "Send Us A Message" card. */
export function PostSidebar({ recent, canonicalUrl }: { recent: readonly RecentPost[]; canonicalUrl: string }) {
  return (
    <aside className={styles.sidebar} aria-label={POST_SIDEBAR.name}>
      <section aria-labelledby="recent-posts" className={styles.block}>
        <h2 id="recent-posts" className={styles.heading}>
          {POST_SIDEBAR.recentHeading}
        </h2>
        <ul className={styles.recent}>
          {recent.map((post) => (
            <li key={post.slug}>
              <Link to={post.slug} prefetch="intent" className={styles.recentLink}>
                <Picture image={post.image} sizes="thumbnail" className={styles.thumb} decorative />
                <span>
                  <span className={styles.recentTitle}>{post.title}</span>
                  <PostDate date={post.date} className={styles.date} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="share-post" className={styles.block}>
        <h2 id="share-post" className={styles.heading}>
          {POST_SIDEBAR.shareHeading}
        </h2>
        <ShareButtons canonicalUrl={canonicalUrl} words={POST_SIDEBAR.share} />
      </section>
      <section aria-labelledby="send-message" className={styles.messageCard}>
        <h2 id="send-message" className={styles.messageHeading}>
          {POST_SIDEBAR.messageCard.heading}
        </h2>
        <p>{POST_SIDEBAR.messageCard.text}</p>
        <ButtonLink href={mailHref(CONTACT.email)}>{POST_SIDEBAR.messageCard.label}</ButtonLink>
      </section>
    </aside>
  );
}
