// @ts-check
// What changed under app/, content/ and the build scripts: a change is a change of content. Every watched file is
// hashed, so a save that writes the same bytes, or a file a build step regenerates unchanged,
// starts nothing.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, watch } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The folders whose saves rebuild the site, relative to the root: the site's code and content,
 * and the build steps that turn them into what is served (a changed content build rewrites
 * app/content/generated/). Not scripts/dev/ itself: a change there needs `npm run dev` again.
 */
export const WATCHED = ["app", "content", "scripts/content", "scripts/build"];

/** @typedef {Map<string, string>} Snapshot path (relative to the root) → SHA-1 of its bytes */

/**
 * Every file under the watched folders, by its bytes.
 * @param {string} root
 * @returns {Snapshot}
 */
export function snapshot(root) {
  /** @type {Snapshot} */
  const files = new Map();
  for (const dir of WATCHED) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath, entry.name));
      try {
        files.set(
          path,
          createHash("sha1")
            .update(readFileSync(join(root, path)))
            .digest("hex"),
        );
      } catch {
        // Deleted between the listing and the read: it is not there.
      }
    }
  }
  return files;
}

/**
 * @param {Snapshot} before
 * @param {Snapshot} after
 * @returns {Set<string>} the files added, removed or changed
 */
export function differences(before, after) {
  /** @type {Set<string>} */
  const changed = new Set();
  for (const [path, hash] of after) if (before.get(path) !== hash) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) changed.add(path);
  return changed;
}

/**
 * A route file came or went (Remix reads its routes once, from the config).
 * @param {Snapshot} before
 * @param {Snapshot} after
 * @param {Set<string>} changed
 */
export const isRouteSetChange = (before, after, changed) =>
  [...changed].some((path) => path.startsWith(`app${sep}routes${sep}`) && before.has(path) !== after.has(path));

/**
 * Calls `onEvent` for every entry written, renamed or removed in a watched folder. One
 * watcher per directory, not `fs.watch(dir, { recursive: true })`: on Linux Node's recursive
 * watch follows each file, and an editor that saves by writing a new file and renaming it over
 * the old one (sed -i, many editors) leaves it watching the deleted file: the next save is
 * missed. A directory's watcher sees every entry written, renamed or removed in it.
 * @param {string} root
 * @param {() => void} onEvent
 * @returns {() => void} stops watching
 */
export function watchFolders(root, onEvent) {
  /** @type {Map<string, import("node:fs").FSWatcher>} */
  const watchers = new Map();
  const update = () => {
    /** @type {Set<string>} */
    const directories = new Set();
    for (const dir of WATCHED) {
      directories.add(join(root, dir));
      for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
        if (entry.isDirectory()) directories.add(join(entry.parentPath, entry.name));
      }
    }
    for (const [dir, watcher] of watchers) {
      if (directories.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
    for (const dir of directories) {
      if (watchers.has(dir)) continue;
      const watcher = watch(dir, () => {
        update(); // a folder made or removed under it (content/posts/, say)
        onEvent();
      });
      watchers.set(
        dir,
        watcher.on("error", () => undefined),
      );
    }
  };
  update();
  return () => watchers.forEach((watcher) => watcher.close());
}
