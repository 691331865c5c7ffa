/**
 * The posts a visitor may see now: every route that lists, counts, links or shows a post reads
 * them here, at request time, never content's POSTS itself (which holds scheduled posts too).
 * The worker bounds every cache by `postsChangeAt` (app/worker.ts, docs/http.md).
 */
import { POSTS, postPath, recentPostsBesides } from "~content/posts";
import { nextChange, visiblePosts } from "./post-schedule";

/** The posts live at `now`, newest first. */
export const publishedPosts = (now: number) => visiblePosts(POSTS, now);

/** A live post by its slug; a scheduled one is not found, like a post that does not exist. */
export const publishedPost = (slug: string, now: number) => publishedPosts(now).find((post) => post.slug === slug);

/** A post's sidebar: the newest live posts besides it. */
export const recentPosts = (slug: string, now: number) => recentPostsBesides(slug, publishedPosts(now));

/** The addresses of the posts not live at `now` (the sitemap leaves them out). */
export const unpublishedPaths = (now: number) => {
  const live = new Set(publishedPosts(now));
  return new Set(POSTS.filter((post) => !live.has(post)).map(postPath));
};

/** When the next scheduled post goes live, or null: what is shown now holds until then. */
export const postsChangeAt = (now: number) => nextChange(POSTS, now);
