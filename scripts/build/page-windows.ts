/**
 * Which renders the build makes (decision 056): each page the sitemap lists as it is now, then again
 * from each later moment at which it changes by itself (its `Expires`: a scheduled post going live,
 * the privacy policy's Adelaide midnight), up to a horizon. At each moment the sitemap is read
 * again, so a post that goes live then gets its own page from that moment. Past the horizon, or
 * once the render budget is spent, a page takes the worker's render path as before. Kept apart
 * from the build's workerd so it can be driven by a stub (tests/unit/page-windows.test.ts).
 */

/** One page as the worker sent it at a moment: its bytes, the headers worth keeping, its Expires (ms) or null. */
export type Render = { body: Buffer; headers: [string, string][]; until: number | null };
/** A render and the moment it stands from: the page is this from `from` until its `until`. */
export type Window = Render & { from: number };

/** The build's worker, with its clock movable. */
export type Renderer = {
  /** Moves the worker's clock to `at` (the first is `now`); it ticks on from there. */
  moveTo(at: number): Promise<void>;
  /** The paths the sitemap lists at the worker's clock. */
  sitemap(): Promise<string[]>;
  /** The page at `path` at the worker's clock (throws when it is not a 200). */
  render(path: string): Promise<Render>;
};

export type Plan = {
  windows: Map<string, Window[]>;
  /** The moments rendered at, the first being `now`. */
  moments: number[];
  /** The first moment left to the render path because the budget was spent (null: none was). */
  stoppedAt: number | null;
};

/**
 * Renders each page at `now`, then at each later moment a page's window ends within `horizon` ms,
 * while the renders stay within `budget` (a moment is rendered whole or not at all).
 */
export async function planWindows(
  renderer: Renderer,
  { now, horizon, budget }: { now: number; horizon: number; budget: number },
): Promise<Plan> {
  const windows = new Map<string, Window[]>();
  const waiting = new Set<number>();
  const moments: number[] = [];
  let renders = 0;
  let moment: number | undefined = now;
  while (moment !== undefined) {
    await renderer.moveTo(moment);
    const at: number = moment;
    const due = (await renderer.sitemap()).filter((path) => {
      const last = windows.get(path)?.at(-1);
      return !last || (last.until !== null && last.until <= at);
    });
    if (renders + due.length > budget && moments.length > 0) return { windows, moments, stoppedAt: at };
    moments.push(at);
    for (const path of due) {
      const rendered = await renderer.render(path);
      renders += 1;
      windows.set(path, [...(windows.get(path) ?? []), { ...rendered, from: at }]);
      // Never back in time: an Expires at or before its own moment opens no later one.
      if (rendered.until !== null && rendered.until > at && rendered.until <= now + horizon)
        waiting.add(rendered.until);
    }
    waiting.delete(at);
    moment = waiting.size === 0 ? undefined : Math.min(...waiting);
  }
  return { windows, moments, stoppedAt: null };
}
