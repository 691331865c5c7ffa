/**
 * Which posts a visitor may see at an instant, and when that next changes (scheduled
 * posts). A post goes live at its `publishAt` (its Adelaide date and time, made by the build); a
 * hidden one is never built. Decided per request from the clock, never at build or module load,
 * so a scheduled post appears at its moment without a deploy (docs/decisions/027). Pure: every
 * caller passes `now`, so a test can move the clock.
 */

/** What scheduling needs of a post: when it goes live, an ISO instant ("2026-11-28T22:30:00.000Z"). */
export type Scheduled = { publishAt: string };

/** A post is live from its moment on, that very millisecond included. */
export const isPublished = (post: Scheduled, now: number) => Date.parse(post.publishAt) <= now;

/** The posts live at `now`, in the order given (the build's: newest first). */
export function visiblePosts<P extends Scheduled>(posts: readonly P[], now: number): P[] {
  return posts.filter((post) => isPublished(post, now));
}

/**
 * The next instant after `now` when a post goes live, or null when none is waiting: until then,
 * every list of posts stays as it is, so a page may be kept by a cache until then and no longer.
 */
export function nextChange(posts: readonly Scheduled[], now: number): number | null {
  let next: number | null = null;
  for (const post of posts) {
    const at = Date.parse(post.publishAt);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}
