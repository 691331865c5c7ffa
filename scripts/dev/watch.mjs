// @ts-check
// What changed under app/, content/ and the build scripts: a change is a change of content. Every watched file is
// hashed, so a save that writes the same bytes, or a file a build step regenerates unchanged,
// starts nothing.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, watch } from "node:fs";
import { basename, join, relative, sep } from "node:path";

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
 *
 * A folder made with others under it in one go (the editor's first upload makes content/images/
 * and content/images/posts/ together) may get a child between the listing and its own watcher:
 * no event ever comes for that child, so it is listed again until a listing finds nothing new.
 * A folder removed gets a new watcher should it be made again under the same name: the old one
 * watches the removed folder.
 * @param {string} root
 * @param {() => void} onEvent
 * @returns {() => void} stops watching
 */
export function watchFolders(root, onEvent) {
  /** @type {Map<string, import("node:fs").FSWatcher>} */
  const watchers = new Map();
  /** Every folder under the watched ones, as a listing finds them now. */
  const listing = () => {
    /** @type {Set<string>} */
    const directories = new Set();
    for (const dir of WATCHED) {
      directories.add(join(root, dir));
      for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
        if (entry.isDirectory()) directories.add(join(entry.parentPath, entry.name));
      }
    }
    return directories;
  };
  const forget = (/** @type {string} */ dir) => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };
  const update = () => {
    for (let added = true; added;) {
      added = false;
      const directories = listing();
      for (const dir of watchers.keys()) if (!directories.has(dir)) forget(dir);
      for (const dir of directories) {
        if (watchers.has(dir)) continue;
        /** @type {import("node:fs").FSWatcher} */
        let watcher;
        try {
          watcher = watch(dir, (_event, name) => {
            // The folder itself removed (Linux names it so): its watcher sees no more, even
            // should a folder of that name be there again by now.
            if (name === basename(dir) && watchers.get(dir) === watcher) forget(dir);
            update(); // a folder made or removed under it (content/posts/, say)
            onEvent();
          });
        } catch {
          continue; // removed since the listing
        }
        watchers.set(
          dir,
          watcher.on("error", () => forget(dir)),
        );
        added = true;
      }
    }
  };
  update();
  return () => watchers.forEach((watcher) => watcher.close());
}
