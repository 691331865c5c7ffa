// Shared by the content checker's unit tests: copies of the pinned launch content (Markdown, YAML
// and photos: tests/fixtures/content/, never staff's content/) and the drawings in temporary
// folders, a post as staff write it, and picture headers of a given size.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll } from "vitest";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { copyStaffParts } from "../../scripts/content/staff-parts.mjs";

const scratch = mkdtempSync(join(tmpdir(), "content-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A new, empty-named path inside this test file's scratch folder (not created). */
export const scratchPath = (name = "copy") => join(scratch, `${name}-${copies++}`);
/**
 * A fresh copy of the pinned Markdown, YAML and photos and the drawings; `files` are added or replaced
 * (null removes one), `pictures` are added where the site keeps them: drawings (.svg) under
 * public/, photos under content/ (the photo pipeline's source, never served).
 */
export function fixture(files: Record<string, string | null> = {}, pictures: Record<string, Uint8Array | string> = {}) {
  const dir = scratchPath();
  const contentDir = join(dir, "content");
  const publicDir = join(dir, "public");
  // Every part staff own, photos (images/) included: a part left out reads as missing files.
  copyStaffParts(PINNED_CONTENT, contentDir);
  cpSync("public/images", join(publicDir, "images"), { recursive: true });
  // A redirect rule may send an old upload to a file here (content/redirects.yaml). The parent
  // guide there is written by `npm run build` (the check knows its address), so on a fresh clone
  // the folder may not exist yet.
  if (existsSync("public/downloads")) cpSync("public/downloads", join(publicDir, "downloads"), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    if (text === null) rmSync(join(contentDir, name), { recursive: true, force: true });
    else writeFileSync(join(contentDir, name), text);
  }
  for (const [name, bytes] of Object.entries(pictures)) {
    const target = join(name.endsWith(".svg") ? publicDir : contentDir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return { contentDir, publicDir };
}
export const problems = (files: Record<string, string | null>, pictures: Record<string, Uint8Array | string> = {}) =>
  checkContent(fixture(files, pictures)).problems.map(formatProblem);

/** A post as staff write it; `front` replaces or adds front-matter lines, `body` the text. */
export const post = (front: Record<string, string | null> = {}, body = "Some words about the day.\n") => {
  const fields: Record<string, string | null> = {
    title: "Meet Sam, apprentice tiler",
    date: "2024-12-02",
    excerpt: "Sam always liked neat lines. Now Sam is learning to tile on real jobs and getting paid.",
    image: "/images/posts/meet-jordan.svg",
    alt: "Apprentice tiler Sam setting a large floor tile with a level",
    ...front,
  };
  const lines = Object.entries(fields).flatMap(([key, value]) => (value === null ? [] : [`${key}: ${value}`]));
  return `---\n${lines.join("\n")}\n---\n\n${body}`;
};

/** A PNG header of the given size (the checker reads sizes from the file, not from content). */
export function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}
