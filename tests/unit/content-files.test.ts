// content:check and the build trust neither the file system nor the YAML (scripts/content/
// check-files.ts, yaml.ts): a link under content/ to a file anywhere else is refused by name before
// anything is read, so its text never reaches the generated modules; a file that repeats itself
// (a YAML alias bomb), writes a field twice or breaks the YAML's form is one line naming the file
// and the line, in staff's words, never a crash. All on scratch copies of the pinned content.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildContent, checkContentFiles } from "../../scripts/content/build";
import { fixture, problems, scratchPath } from "./content-fixture";

const SECRET = "TEXT-FROM-OUTSIDE-THE-REPOSITORY";
const LINK =
  'this is a link to another file or folder (a shortcut, or "symbolic link"), not a file of its own: the site reads only files kept in content/. Delete the link and put the file itself here';

/** content:check's lines and exit code on a copy. */
function check(dirs: { contentDir: string; publicDir: string }) {
  const lines: string[] = [];
  const code = checkContentFiles((line) => void lines.push(line), dirs);
  return { code, lines };
}

/** A file outside the copy, with a post's form, that a link may point at. */
function outsideFile() {
  const dir = scratchPath("outside");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "secret.md");
  const post = readFileSync("tests/fixtures/content/posts/apprentice-awards.md", "utf8");
  writeFileSync(file, post.replace(/\n\n/, `\n\n${SECRET}\n\n`));
  return file;
}

describe("links under content/", () => {
  it("a post that is a link to a file elsewhere is named, and the build writes nothing from it", async () => {
    const dirs = fixture();
    symlinkSync(outsideFile(), join(dirs.contentDir, "posts/leak.md"));
    expect(check(dirs)).toEqual({
      code: 1,
      lines: [`content/posts/leak.md, line 1: ${LINK}`, "\n1 problem in the content. Nothing was changed."],
    });
    const generated = scratchPath("generated");
    const built: string[] = [];
    expect(await buildContent((line) => void built.push(line), { ...dirs, generated })).toBe(1);
    expect(built.join("\n")).toContain(`content/posts/leak.md, line 1: ${LINK}`);
    expect(built.join("\n")).not.toContain(SECRET);
    expect(existsSync(join(generated, "prose.js"))).toBe(false);
  });

  it("a folder that is a link, a YAML file that is a link, and a pipe are each named", () => {
    const dirs = fixture();
    const outside = scratchPath("outside-folder");
    mkdirSync(outside, { recursive: true });
    symlinkSync(outside, join(dirs.contentDir, "data/more"));
    symlinkSync(outsideFile(), join(dirs.contentDir, "shared/extra.yaml"));
    execFileSync("mkfifo", [join(dirs.contentDir, "posts/pipe.md")]);
    const { code, lines } = check(dirs);
    expect(code).toBe(1);
    expect(lines.slice(0, -1).sort()).toEqual(
      [
        `content/data/more, line 1: ${LINK}`,
        `content/shared/extra.yaml, line 1: ${LINK}`,
        "content/posts/pipe.md, line 1: this is not a file or a folder (a device or a pipe): delete it",
      ].sort(),
    );
  });

  it("content/ itself as a link is named", () => {
    const dirs = fixture();
    const link = scratchPath("content-link");
    symlinkSync(dirs.contentDir, link);
    expect(check({ ...dirs, contentDir: link }).lines[0]).toBe(`content, line 1: ${LINK}`);
  });
});

describe("YAML that is not what it seems", () => {
  const PARTNERS = readFileSync("tests/fixtures/content/data/partners.yaml", "utf8");
  const bomb = [
    "a: &a [x, x, x, x, x, x, x, x, x]",
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
  ].join("\n");

  it("an alias bomb in a data file is one line at its first alias, not a crash", () => {
    expect(problems({ "data/partners.yaml": `${PARTNERS}${bomb}\n` })).toEqual([
      `content/data/partners.yaml, line ${PARTNERS.split("\n").length + 1}: the file is not valid: it repeats a part named elsewhere in the file (a *name) too many times; write each value out in full instead`,
    ]);
  });

  it("an alias bomb in a post's front matter, and in the site settings, the same", () => {
    const post = readFileSync("tests/fixtures/content/posts/apprentice-awards.md", "utf8");
    const found = problems({
      "posts/apprentice-awards.md": post.replace(/^---\n/, `---\n${bomb}\n`),
      "settings.yaml": `${bomb}\n${readFileSync("tests/fixtures/content/settings.yaml", "utf8")}`,
    });
    expect(found).toContain(
      "content/posts/apprentice-awards.md, line 3: the front matter (between the --- lines) is not valid: it repeats a part named elsewhere in the file (a *name) too many times; write each value out in full instead",
    );
    expect(found).toContain(
      "content/settings.yaml, line 2: the file is not valid: it repeats a part named elsewhere in the file (a *name) too many times; write each value out in full instead",
    );
  });

  it("a field written twice and a broken line are one line each, naming the file and line", () => {
    const lines = PARTNERS.split("\n");
    expect(problems({ "data/partners.yaml": `${PARTNERS}partners: []\n` })).toEqual([
      `content/data/partners.yaml, line ${lines.length}: the file is not valid: a field is written twice`,
    ]);
    const broken = problems({ "data/partners.yaml": `${PARTNERS}  - name: [unclosed\n` });
    expect(broken.length).toBeGreaterThan(0);
    for (const line of broken)
      expect(line).toMatch(/^content\/data\/partners\.yaml, line \d+: the file is not valid: /);
    expect(broken.join("\n")).not.toMatch(/\n\s+at /);
  });
});
