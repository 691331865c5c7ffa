import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#site-link";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { PostDate } from "~/components/PostDate/PostDate";
import { Picture } from "~/components/Picture/Picture";
import { Section } from "~/components/Section/Section";
import { Island } from "~/islands/Island";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import * as card from "~/styles/post-card.css";
import { postPath } from "~content/paths";
import { CONTACT, mailHref } from "~content/site";
import { BLOG_GALLERY, BLOG_PAGE, publishedPosts } from "~/lib/content.server";

// The photo strip moves: it hydrates as an island, and the rest of the page is HTML (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: "islands" };

export const loader = () =>
  loadPage("blog", () => ({
    copy: BLOG_PAGE,
    gallery: BLOG_GALLERY,
    // The posts live now, newest first (the build sorts them by date); ids are places in this list.
    posts: publishedPosts(Date.now()).map((p, i) => ({
      id: i + 1,
      title: p.title,
      excerpt: p.excerpt,
      image: p.image,
      date: p.date,
      href: postPath(p),
    })),
  }));
export const meta = metaFromLoader;

export default function Blog() {
  const { page, copy, posts, gallery } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.lead} />
      <Section tone="muted">
        <ul className={styles.cardGrid} aria-label={copy.listLabel}>
          {posts.map((post, i) => (
            <li key={post.id}>
              <article className={card.card}>
                <Picture image={post.image} sizes="cardOfThree" className={card.image} priority={i === 0} decorative />
                <div className={card.body}>
                  <h2 className={card.title}>{post.title}</h2>
                  <PostDate date={post.date} className={card.date} />
                  <p className={card.excerpt}>{post.excerpt}</p>
                  <Link to={post.href} prefetch="intent" className={card.more}>
                    {copy.readMoreLabel}
                    <span className={card.srOnly}>: {post.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="message" heading={copy.message.heading} lead={copy.message.text}>
        <ButtonLink href={mailHref(CONTACT.email)}>{copy.message.label}</ButtonLink>
      </Section>
      <Section id="gallery" heading={copy.gallery.heading} tone="muted">
        <Island name="carousel" props={{ images: gallery, label: copy.gallery.heading }} />
      </Section>
    </>
  );
}
