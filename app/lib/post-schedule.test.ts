// Which posts are live at an instant, and when that next changes (post-schedule.ts), with the
// clock passed in: before, at and after a post's moment. The instants are written by hand.
import { describe, expect, it } from "vitest";
import { isPublished, nextChange, visiblePosts } from "./post-schedule";

// Newest first, as the build orders them: one scheduled for 9:00 on 29 November 2026 in Adelaide
// (22:30 UTC the day before, summer time), one for that day's start, two long live.
const posts = [
  { slug: "open-day", publishAt: "2026-11-28T22:30:00.000Z" },
  { slug: "awards-night", publishAt: "2026-11-28T13:30:00.000Z" },
  { slug: "meet-jordan", publishAt: "2024-06-09T14:30:00.000Z" },
  { slug: "tayla-story", publishAt: "2024-05-05T14:30:00.000Z" },
] as const;
const at = (iso: string) => Date.parse(iso);
const slugsAt = (iso: string) => visiblePosts(posts, at(iso)).map((post) => post.slug);

describe("the posts a visitor sees", () => {
  it("leaves out every post whose moment has not come, keeping the order of the rest", () => {
    expect(slugsAt("2026-11-28T13:29:59.999Z")).toEqual(["meet-jordan", "tayla-story"]);
  });

  it("shows a post from its very moment on", () => {
    expect(slugsAt("2026-11-28T13:30:00.000Z")).toEqual(["awards-night", "meet-jordan", "tayla-story"]);
    expect(isPublished(posts[0], at("2026-11-28T22:29:59.999Z"))).toBe(false);
    expect(isPublished(posts[0], at("2026-11-28T22:30:00.000Z"))).toBe(true);
  });

  it("shows them all once the last moment has passed", () => {
    expect(slugsAt("2030-01-01T00:00:00Z")).toEqual(["open-day", "awards-night", "meet-jordan", "tayla-story"]);
  });

  it("shows none of them before the first", () => {
    expect(slugsAt("2020-01-01T00:00:00Z")).toEqual([]);
  });
});

describe("when what a visitor sees next changes", () => {
  it("is the soonest moment still to come, whatever the order of the posts", () => {
    expect(nextChange(posts, at("2026-11-01T00:00:00Z"))).toBe(at("2026-11-28T13:30:00.000Z"));
    expect(nextChange([...posts].reverse(), at("2026-11-01T00:00:00Z"))).toBe(at("2026-11-28T13:30:00.000Z"));
  });

  it("moves on to the next once a moment has come", () => {
    expect(nextChange(posts, at("2026-11-28T13:30:00.000Z"))).toBe(at("2026-11-28T22:30:00.000Z"));
  });

  it("is never: nothing waiting", () => {
    expect(nextChange(posts, at("2026-11-28T22:30:00.000Z"))).toBeNull();
    expect(nextChange([], at("2026-11-28T22:30:00.000Z"))).toBeNull();
  });
});
