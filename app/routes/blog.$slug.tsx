import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { notFound } from "~/lib/page";
import { pageMeta } from "~/lib/seo";
import { container, section } from "~/styles/layout.css";
import { getPost, postPath } from "~content/posts";

export const loader = ({ params }: LoaderFunctionArgs) => {
  const post = getPost(params.slug ?? "");
  if (!post) notFound();
  return json({ post });
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: `${data.post.title} | Born to Build`, description: data.post.excerpt, path: postPath(data.post) }) : [];

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={post.title} lead={post.excerpt} />
      <article className={`${container} ${section}`}>
        {post.body.map((block, i) => (block.type === "p" ? <p key={i}>{block.text}</p> : null))}
      </article>
    </>
  );
}
