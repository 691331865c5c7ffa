// A post dated later than now is absent everywhere (the news page, every
// post's Recent Posts, the feed, the sitemap, its own address: the site's normal 404) until its
// moment, then present with no deploy; and no cache keeps a page past that moment. The built
// worker runs in workerd with its clock moved (scripts/lib/clock-worker.mjs), so the pinned
// launch content's newest post stands for a scheduled one: apprentice-awards, dated 2024-11-28
// (SPEC_POSTS), goes live at the start of that day in Adelaide, 13:30 UTC on the 27th (summer
// time, UTC+10:30: worked out by hand). Nothing here waits for the clock: the test sets it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { HTTP_POLICY, SPEC_POSTS } from "../fixtures/spec";
import { startMiniflare } from "../support/miniflare.mjs";

type Worker = Awaited<ReturnType<typeof startMiniflare>>;

const MOMENT = Date.parse("2024-11-27T13:30:00Z");
const [scheduled, ...earlier] = SPEC_POSTS;
const PATH = `/blog/${scheduled.slug}`;
/** Its title, from the pinned launch content: the words that must not show before its moment. */
const TITLE = /^title: (.+)$/m.exec(readFileSync(join(PINNED_CONTENT, `posts/${scheduled.slug}.md`), "utf8"))![1]!;
const ORIGIN = "https://www.borntobuild.example.com";

let worker: Worker;
beforeAll(async () => {
  worker = await startMiniflare({ clock: true, versionId: "scheduled" });
});
afterAll(() => worker.dispose());

/** Moves the worker's clock to `at` (it ticks on from there). */
async function clockAt(at: number) {
  const reads = Number(await (await worker.fetch(`/__clock?at=${at}`)).text());
  expect(reads - at).toBeLessThan(1_000);
}
async function page(path: string) {
  const response = await worker.fetch(path);
  return { response, body: await response.text() };
}
/** The lifetimes a Cache-Control gives, in seconds, by directive. */
const lifetimes = (cacheControl: string | null) =>
  Object.fromEntries(
    (cacheControl ?? "").split(", ").map((directive) => {
      const [name, value] = directive.split("=");
      return [name!, value === undefined ? true : Number(value)];
    }),
  );

describe("two minutes before its moment", () => {
  beforeAll(() => clockAt(MOMENT - 120_000));

  it("the news page leaves it out, and no cache may keep the page past the moment", async () => {
    const { response, body } = await page("/blog");
    expect(response.status).toBe(200);
    expect(body).not.toContain(`href="${PATH}"`);
    expect(body).not.toContain(TITLE);
    for (const post of earlier) expect(body).toContain(`href="/blog/${post.slug}"`);
    const { "max-age": browser, "s-maxage": edge, ...rest } = lifetimes(response.headers.get("cache-control"));
    expect(browser).toBeGreaterThan(0);
    expect(browser).toBeLessThanOrEqual(120);
    expect(edge).toBeLessThanOrEqual(120);
    expect(rest).toEqual({ public: true });
    expect(response.headers.get("expires")).toBe("Wed, 27 Nov 2024 13:30:00 GMT");
    // Again, from the worker's cache: still within the moment, and shorter by the time gone.
    const again = await worker.fetch("/blog");
    expect(again.headers.get("x-edge-cache")).toBe("HIT");
    expect(lifetimes(again.headers.get("cache-control"))["s-maxage"]).toBeLessThanOrEqual(120);
  });

  it("its address is the site's normal 404, the same as an address with no post, naming nothing of it", async () => {
    const early = await page(PATH);
    const none = await page("/blog/no-such-post-here");
    expect(early.response.status).toBe(404);
    expect(early.body).not.toContain(TITLE);
    expect(early.body.replaceAll(PATH, "")).toBe(none.body.replaceAll("/blog/no-such-post-here", ""));
    expect(early.response.headers.get("cache-control")).toBe(none.response.headers.get("cache-control"));
    expect(lifetimes(early.response.headers.get("cache-control"))["s-maxage"]).toBeLessThanOrEqual(60);
  });

  it("no other post's Recent Posts names it", async () => {
    const { response, body } = await page(`/blog/${earlier[0].slug}`);
    expect(response.status).toBe(200);
    expect(body).not.toContain(`href="${PATH}"`);
    expect(body).not.toContain(TITLE);
  });

  it("the feed and the sitemap leave it out", async () => {
    const feed = await page("/blog/rss.xml");
    expect(feed.body).not.toContain(`${ORIGIN}${PATH}<`);
    expect(feed.body).toContain(`${ORIGIN}/blog/${earlier[0].slug}<`);
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.body).not.toContain(`${ORIGIN}${PATH}<`);
    expect(sitemap.body).toContain(`${ORIGIN}/blog/${earlier[0].slug}<`);
    for (const { response } of [feed, sitemap])
      expect(lifetimes(response.headers.get("cache-control"))["s-maxage"]).toBeLessThanOrEqual(120);
  });
});

describe("from its moment on, with no deploy", () => {
  beforeAll(() => clockAt(MOMENT + 1_000));

  it("the news page lists it first, rendered afresh: no cache kept the page from before", async () => {
    const { response, body } = await page("/blog");
    expect(response.headers.get("x-edge-cache")).toBe("MISS");
    expect(body).toContain(`href="${PATH}"`);
    expect(body.indexOf(`href="${PATH}"`)).toBeLessThan(body.indexOf(`href="/blog/${earlier[0].slug}"`));
    // Nothing else waits: the page policy again.
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
  });

  it("its address answers with the post, and the other posts' Recent Posts name it", async () => {
    const own = await page(PATH);
    expect(own.response.status).toBe(200);
    expect(own.body).toContain(TITLE);
    expect((await page(`/blog/${earlier[0].slug}`)).body).toContain(`href="${PATH}"`);
  });

  it("the feed and the sitemap list it", async () => {
    expect((await page("/blog/rss.xml")).body).toContain(`${ORIGIN}${PATH}<`);
    expect((await page("/sitemap.xml")).body).toContain(`${ORIGIN}${PATH}<`);
  });
});
