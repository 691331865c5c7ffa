import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { PostSidebar } from "~/components/PostSidebar/PostSidebar";
import { PostExtras } from "~/components/PostExtras/PostExtras";
import { RichText } from "~/components/RichText/RichText";
import { Section } from "~/components/Section/Section";
import { notFound } from "~/lib/page";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";
import { blogPosting } from "~/lib/structured-data-content";
import * as styles from "~/styles/pages.css";
import { postPath } from "~content/paths";
import { RECENT_POSTS, getPost } from "~/lib/content.server";

export const loader = ({ params }: LoaderFunctionArgs) => {
  const post = getPost(params.slug ?? "");
  if (!post) notFound();
  return json({ post, recent: RECENT_POSTS });
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(
        { title: `${data.post.title} | Born to Build`, description: data.post.excerpt, path: postPath(data.post) },
        {
          type: "article",
          jsonLd: [breadcrumbs([{ name: "News", path: "/blog" }, { name: data.post.title, path: postPath(data.post) }]), blogPosting(data.post)],
        },
      )
    : [];

export default function BlogPost() {
  const { post, recent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro eyebrow={`News · ${new Date(post.date).getFullYear()}`} heading={post.title} lead={post.excerpt} />
      <Section>
        <div className={styles.articleLayout}>
          <article>
            <PostExtras post={post} position="top" />
            <RichText blocks={post.body} />
            <PostExtras post={post} position="bottom" />
            {post.backToBlog ? (
              <Link to="/blog" prefetch="intent" className={styles.backLink}>
                ← Back to Blog
              </Link>
            ) : null}
          </article>
          <PostSidebar recent={recent} canonicalUrl={canonicalUrl(postPath(post))} />
        </div>
      </Section>
    </>
  );
}
