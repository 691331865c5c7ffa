// Which renders the build makes (scripts/build/page-windows.ts), driven by a stub site whose pages
// change at known moments: a scheduled post going live (every page changes, and the post's own
// address joins the sitemap) and a page that changes every day, as the privacy policy does.
import { describe, expect, it } from "vitest";
import { planWindows, type Render, type Renderer } from "../../scripts/build/page-windows";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-12-04T16:00:00Z");
const POST_LIVE = NOW + 3 * DAY;
/** Midnight after `at`, on a day grid from NOW's day. */
const nextMidnight = (at: number) => NOW - (NOW % DAY) + (Math.floor((at - (NOW - (NOW % DAY))) / DAY) + 1) * DAY;

/** A stub site: /, /blog and /daily always; /blog/new from POST_LIVE on. Records every render as [path, clock]. */
function site({ postLive = POST_LIVE, dailyUntil = nextMidnight } = {}) {
  let clock = NOW;
  const renders: [string, number][] = [];
  const renderer: Renderer = {
    async moveTo(at) {
      clock = at;
    },
    async sitemap() {
      return ["/", "/blog", "/daily", ...(clock >= postLive ? ["/blog/new"] : [])];
    },
    async render(path): Promise<Render> {
      renders.push([path, clock]);
      const postChange = clock < postLive ? postLive : null;
      const own = path === "/daily" ? dailyUntil(clock) : null;
      const ends = [postChange, own].filter((at): at is number => at !== null);
      return {
        body: Buffer.from(`${path} at ${clock}`),
        headers: [],
        until: ends.length ? Math.min(...ends) : null,
      };
    },
  };
  return { renderer, renders };
}

/** Each path's windows as [from, until] pairs. */
const spans = (windows: Map<string, { from: number; until: number | null }[]>) =>
  Object.fromEntries([...windows].map(([path, list]) => [path, list.map(({ from, until }) => [from, until])]));

describe("the build renders each page ahead for the moments it changes at", () => {
  it("a scheduled post: every page again from its moment, and the post's own page from then", async () => {
    const { renderer, renders } = site();
    const plan = await planWindows(renderer, { now: NOW, horizon: 7 * DAY, budget: 1000 });
    const windows = spans(plan.windows);
    expect(windows["/"]).toEqual([
      [NOW, POST_LIVE],
      [POST_LIVE, null],
    ]);
    expect(windows["/blog/new"]).toEqual([[POST_LIVE, null]]);
    // No page is rendered twice for one moment, and the moments go forward: the daily page's
    // midnights and the post's, in time order.
    expect(new Set(renders.map(([path, at]) => `${path}@${at}`)).size).toBe(renders.length);
    expect(plan.moments).toEqual([...new Set(plan.moments)].sort((a, b) => a - b));
    expect(plan.moments).toContain(POST_LIVE);
    expect(plan.moments).toContain(nextMidnight(NOW));
    expect(plan.stoppedAt).toBeNull();
  });

  it("a moment exactly at the horizon is rendered ahead", async () => {
    const { renderer } = site();
    const plan = await planWindows(renderer, { now: NOW, horizon: POST_LIVE - NOW, budget: 1000 });
    expect(spans(plan.windows)["/blog/new"]).toEqual([[POST_LIVE, null]]);
  });

  it("an Expires at or before its own moment opens no moment: the build never goes back in time", async () => {
    const { renderer, renders } = site({ postLive: Infinity, dailyUntil: (at) => at - 1 });
    const plan = await planWindows(renderer, { now: NOW, horizon: 7 * DAY, budget: 1000 });
    expect(plan.moments).toEqual([NOW]);
    expect(renders).toHaveLength(3);
  });

  it("a page that changes daily: one window a day, each starting where the last ended, up to the horizon", async () => {
    const { renderer } = site({ postLive: Infinity });
    const plan = await planWindows(renderer, { now: NOW, horizon: 5 * DAY, budget: 1000 });
    const daily = plan.windows.get("/daily")!;
    expect(daily[0]!.from).toBe(NOW);
    for (const [i, window] of daily.entries()) if (i > 0) expect(window.from).toBe(daily[i - 1]!.until);
    // The last window starts within the horizon; the one after it would not.
    expect(daily.at(-1)!.from).toBeLessThanOrEqual(NOW + 5 * DAY);
    expect(daily.at(-1)!.until).toBeGreaterThan(NOW + 5 * DAY);
    expect(daily).toHaveLength(6);
    // Pages with no change of their own are rendered once.
    expect(plan.windows.get("/")).toHaveLength(1);
  });

  it("a moment past the horizon is left to the worker's render path", async () => {
    const { renderer } = site({ postLive: NOW + 10 * DAY });
    const plan = await planWindows(renderer, { now: NOW, horizon: 7 * DAY, budget: 1000 });
    expect(plan.windows.get("/blog/new")).toBeUndefined();
    expect(spans(plan.windows)["/"]).toEqual([[NOW, NOW + 10 * DAY]]);
  });

  it("within the budget a moment is rendered whole or not at all, and where it stopped is said", async () => {
    const { renderer, renders } = site({ postLive: NOW + HOUR });
    // Three pages now; the post's moment would take four more, past a budget of five.
    const plan = await planWindows(renderer, { now: NOW, horizon: 30 * DAY, budget: 5 });
    expect(renders).toHaveLength(3);
    expect(plan.moments).toEqual([NOW]);
    expect(plan.stoppedAt).toBe(NOW + HOUR);
    expect(plan.windows.get("/blog/new")).toBeUndefined();
  });

  it("a moment that takes the budget exactly is rendered", async () => {
    const { renderer } = site({ postLive: NOW + HOUR });
    // Three pages now and four at the post's moment: seven; the next midnight's one more is not.
    const plan = await planWindows(renderer, { now: NOW, horizon: 30 * DAY, budget: 7 });
    expect(plan.moments).toEqual([NOW, NOW + HOUR]);
    expect(plan.stoppedAt).toBe(nextMidnight(NOW));
  });

  it("the first moment is rendered whatever the budget: every page has its window now", async () => {
    const { renderer } = site();
    const plan = await planWindows(renderer, { now: NOW, horizon: 7 * DAY, budget: 1 });
    expect([...plan.windows.keys()].sort()).toEqual(["/", "/blog", "/daily"]);
    expect(plan.stoppedAt).not.toBeNull();
  });
});
