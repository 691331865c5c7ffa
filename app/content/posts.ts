/**
 * News posts (SPEC: Blog listing, Blog posts; §3 Blog post summary and Recent-post item).
 * Each post is written in content/posts/<slug>.md (front matter and Markdown); the build
 * (`npm run content:build`) turns them into app/content/generated/prose.js, newest first, with
 * ids in that order. The listing shows id, title, excerpt, image, date and slug; the post page
 * adds the body and the extras SPEC gives some posts (call-out, awards, Back to Blog).
 */
import { POSTS } from "./generated/prose";
import type { Image, Post } from "./schema";
import { postPath } from "./paths";

export { POSTS };

export { postPath };

/** SPEC §3 Recent-post item: the sidebar shows thumbnail, title and date. */
export type RecentPost = {
  title: string;
  /** Full path, starting /blog/. */
  slug: string;
  image: Image;
  /** ISO date; shown in full ("28 November 2024"), where SPEC's sample showed the year. */
  date: string;
};

const RECENT_COUNT = 4;
const recentItem = (post: Post): RecentPost => ({
  title: post.title,
  slug: postPath(post),
  image: post.image,
  date: post.date,
});

/**
 * The sidebar of a post: the 4 most recent of `posts` other than the one being read (SPEC:
 * Recent Posts, 4 items). `posts` are the ones live now (app/lib/posts.server.ts), never all of
 * POSTS: a scheduled post stays out of every list until its moment.
 */
export const recentPostsBesides = (slug: string, posts: readonly Post[]): RecentPost[] =>
  [...posts]
    .sort((a, b) => b.publishAt.localeCompare(a.publishAt))
    .filter((post) => post.slug !== slug)
    .slice(0, RECENT_COUNT)
    .map(recentItem);
