import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { metaFromLoader, pageLoader } from "~/lib/page";
import { container, section } from "~/styles/layout.css";
import { POSTS, postPath } from "~content/posts";

export const loader = pageLoader("blog", () => ({
  posts: POSTS.map((p) => ({ title: p.title, excerpt: p.excerpt, href: postPath(p) })),
}));
export const meta = metaFromLoader;

export default function Blog() {
  const { page, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={page.description} />
      <div className={`${container} ${section}`}>
        {posts.map((post) => (
          <article key={post.href}>
            <h2>{post.title}</h2>
            <p>{post.excerpt}</p>
            <Link to={post.href} prefetch="intent">
              Read More<span hidden> about {post.title}</span>
            </Link>
          </article>
        ))}
      </div>
    </>
  );
}
