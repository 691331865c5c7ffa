// Every file under public/ as the built worker serves it, held to one rule: a file may be cached
// for good (`immutable`, a long max-age) only when its name carries a hash of its content, so
// that a changed file is a new name. A file that keeps its name across builds (the logo, the
// editor's config, Decap's chunks, the parent guide, a photo staff replace under the same name)
// must be asked for again, or visitors keep the old one for a year. The rule is checked on every
// file the build leaves in public/, not on a list, so a new folder is held to it too.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { get } from "./support";

/** A content hash in a file's name: esbuild's `-ABCD1234`, or hex (`-3f2a9c0b1d`, share cards and photos' copies). */
const HASHED = /-(?:[0-9a-f]{10,}|[A-Z0-9]{8})(?:-\d+)?\.[a-z0-9]+$/;
/** The longest a file without a hash may be reused unasked: an hour. */
const LONGEST_UNHASHED_S = 3600;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
// _headers and .assetsignore are Workers Static Assets' own configuration, and what
// .assetsignore names is never served: neither is a file a visitor can be sent.
const IGNORED = readFileSync("public/.assetsignore", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const PATHS = files("public")
  .map((file) => `/${relative("public", file).split("\\").join("/")}`)
  .filter((path) => !["/_headers", "/.assetsignore"].includes(path))
  // The pages the build rendered are the worker's to read, never served as files (built-pages.test.ts).
  .filter((path) => !path.startsWith("/_pages/"))
  .filter((path) => !IGNORED.some((name) => path.startsWith(`/${name}/`) || path === `/${name}`));

const maxAge = (cacheControl: string) =>
  Math.max(0, ...[...cacheControl.matchAll(/(?:^|[\s,])(?:s-)?max-age=(\d+)/g)].map((m) => Number(m[1])));

describe("static files: cached for good only when the name carries a hash", () => {
  it("the build left files of both kinds to check", () => {
    expect(PATHS.some((p) => HASHED.test(p))).toBe(true);
    expect(PATHS.some((p) => !HASHED.test(p))).toBe(true);
  });

  it("every file without a hash in its name is revalidated (not immutable, at most an hour)", async () => {
    const wrong: string[] = [];
    const unhashed = PATHS.filter((p) => !HASHED.test(p));
    for (let i = 0; i < unhashed.length; i += 8) {
      await Promise.all(
        unhashed.slice(i, i + 8).map(async (path) => {
          const response = await get(path.split("/").map(encodeURIComponent).join("/"));
          await response.arrayBuffer();
          const cacheControl = response.headers.get("cache-control") ?? "";
          if (response.status !== 200) wrong.push(`${path}: status ${response.status}`);
          else if (/\bimmutable\b/.test(cacheControl) || maxAge(cacheControl) > LONGEST_UNHASHED_S)
            wrong.push(`${path}: Cache-Control: ${cacheControl}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});
