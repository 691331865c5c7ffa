/**
 * The dev loop's watcher (scripts/dev/watch.mjs) sees every save in every folder under the
 * watched ones, however the folder came: a folder can be removed and made again under the same
 * name (a photo folder emptied by hand, a branch checked out). A save nobody sees leaves the
 * page on its last build with nothing said.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { WATCHED, watchFolders } from "../../scripts/dev/watch.mjs";

let root = "";
let events = 0;
let stop = () => {};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "b2b-watch-"));
  for (const dir of WATCHED) mkdirSync(join(root, dir), { recursive: true });
  events = 0;
  stop = watchFolders(root, () => (events += 1));
});
afterEach(() => {
  stop();
  rmSync(root, { recursive: true, force: true });
});

/** Until no event has come for a while: the watcher has had every event of what was done. */
async function settled() {
  let last = -1;
  await vi.waitFor(
    () => {
      const now = events;
      const quiet = now === last;
      last = now;
      expect(quiet, "events still coming").toBe(true);
    },
    { timeout: 10_000, interval: 150 },
  );
}

/** The watcher calls back for `change` (awaited: its event comes on the event loop). */
async function seen(change: () => void, what: string) {
  await settled();
  const before = events;
  change();
  await vi.waitFor(() => expect(events, `no event for ${what}`).toBeGreaterThan(before), {
    timeout: 5_000,
    interval: 20,
  });
}

it("sees a save in a folder removed and made again under the same name", async () => {
  const posts = join(root, "content/images/posts");
  await seen(() => mkdirSync(posts, { recursive: true }), "the new folders");
  await seen(() => {
    rmSync(join(root, "content/images"), { recursive: true });
    mkdirSync(posts, { recursive: true });
  }, "the folders made again");
  await seen(() => writeFileSync(join(posts, "photo.png"), "bytes"), "a photo in the folder made again");
});
