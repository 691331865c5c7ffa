import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#site-link";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Picture } from "~/components/Picture/Picture";
import { PostDate } from "~/components/PostDate/PostDate";
import { PostSidebar } from "~/components/PostSidebar/PostSidebar";
import { PostExtras } from "~/components/PostExtras/PostExtras";
import { RichText } from "~/components/RichText/RichText";
import { Section } from "~/components/Section/Section";
import { metaFromLoader } from "~/lib/meta";
import { notFound } from "~/lib/page.server";
import { canonicalUrl, pageMeta } from "~/lib/seo.server";
import { breadcrumbs } from "~/lib/structured-data.server";
import { blogPosting } from "~/lib/structured-data-content.server";
import * as styles from "~/styles/pages.css";
import { POST_SIDEBAR } from "~content/listing-pages";
import { postPath } from "~content/paths";
import { SITE_NAME } from "~content/site";
import { publishedPost, recentPosts } from "~/lib/content.server";

export const loader = ({ params }: LoaderFunctionArgs) => {
  // A post scheduled for later is not found, exactly like one that does not exist: nothing of it shows.
  const now = Date.now();
  const post = publishedPost(params.slug ?? "", now);
  if (!post) notFound();
  const path = postPath(post);
  const meta = pageMeta(
    { title: `${post.title} | ${SITE_NAME}`, description: post.excerpt, path },
    {
      type: "article",
      jsonLd: [
        breadcrumbs([
          { name: POST_SIDEBAR.eyebrow, path: "/blog" },
          { name: post.title, path },
        ]),
        blogPosting(post),
      ],
    },
  );
  return json({ post, recent: recentPosts(post.slug, now), canonical: canonicalUrl(path), meta });
};

export const meta = metaFromLoader;

export default function BlogPost() {
  const { post, recent, canonical } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro
        eyebrow={
          <>
            {POST_SIDEBAR.eyebrow} · <PostDate date={post.date} />
          </>
        }
        heading={post.title}
        lead={post.excerpt}
      />
      <Section>
        <div className={styles.articleLayout}>
          <article>
            {/* The cover, unless the post opens with a photo of its own (the awards night's); on a phone it
                is the first screen's largest picture, so it is fetched first (Lighthouse: LCP not lazy). */}
            {post.awards ? null : <Picture image={post.image} sizes="article" className={styles.postCover} priority />}
            <PostExtras post={post} position="top" />
            <RichText blocks={post.body} />
            <PostExtras post={post} position="bottom" />
            {post.backToBlog ? (
              <Link to="/blog" prefetch="intent" className={styles.backLink}>
                ← {POST_SIDEBAR.backToBlogLabel}
              </Link>
            ) : null}
          </article>
          <PostSidebar recent={recent} canonicalUrl={canonical} />
        </div>
      </Section>
    </>
  );
}
