/**
 * `npm run new:post -- "Title of the post"`: starts a news post.
 * Writes content/posts/<slug>.md with today's date in Adelaide, the title, the template's
 * words (app/content/post-template.ts), and a cover picture: a copy of the placeholder artwork at
 * public/images/posts/<slug>.svg (1200×675, the size a cover must have). `npm run content:check`
 * names each template line and the placeholder picture until they are replaced, so the post
 * cannot go live half written.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cutAtWord } from "./cut-at-word";
import { POST_TEMPLATE } from "../../app/content/post-template";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The artwork a new post starts with (in-repo, 1200×675, 16:9 like every cover). */
export const PLACEHOLDER_IMAGE = join(root, "scripts/content/post-placeholder.svg");

/**
 * "Meet Sam: our first tiler!" → "meet-sam-our-first-tiler"; a long title is cut after its last
 * whole word within 60 characters (the web editor names a post the same way: public/admin/editor.js).
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-") // from here on, dashes come one at a time
    .replace(/^-|-$/g, "");
  return cutAtWord(words, 60);
}

/** Today's date in Adelaide (where the program is), as 2024-11-28. */
export function adelaideToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Adelaide",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const yamlText = (text: string) => JSON.stringify(text);

export function postTemplate(title: string, slug: string, date: string): string {
  return `---
title: ${yamlText(title)}
date: ${date}
excerpt: ${POST_TEMPLATE.excerpt}
image: /images/posts/${slug}.svg
alt: ${POST_TEMPLATE.alt}
backToBlog: true
---

${POST_TEMPLATE.body}`;
}

export type NewPost = { file: string; image: string; slug: string; date: string };

/** Writes the post and its placeholder picture; refuses to overwrite either. */
export function newPost(title: string, options: { contentDir: string; publicDir: string; now?: Date }): NewPost {
  const clean = title.trim();
  if (!clean) throw new Error('Give the post a title: npm run new:post -- "Title of the post"');
  const slug = slugify(clean);
  if (!slug) throw new Error(`"${clean}" has no letters or digits to make an address from: choose another title`);
  const date = adelaideToday(options.now);
  const file = join(options.contentDir, "posts", `${slug}.md`);
  const image = join(options.publicDir, "images", "posts", `${slug}.svg`);
  for (const existing of [file, image]) {
    if (existsSync(existing)) throw new Error(`${existing} already exists: choose another title, or edit that post`);
  }
  mkdirSync(dirname(file), { recursive: true });
  mkdirSync(dirname(image), { recursive: true });
  writeFileSync(file, postTemplate(clean, slug, date));
  copyFileSync(PLACEHOLDER_IMAGE, image);
  return { file, image, slug, date };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const post = newPost(process.argv.slice(2).join(" "), {
      contentDir: join(root, "content"),
      publicDir: join(root, "public"),
    });
    console.log(`New post: content/posts/${post.slug}.md (dated ${post.date}), at /blog/${post.slug}
Its cover: public/images/posts/${post.slug}.svg (placeholder artwork; replace it with a 16:9 picture, at least 1200 pixels wide,
and if it is a .jpg, .png or .webp, change "image:" in the post to match).
Next: write the post, run \`npm run content:check\` (it names every line of the template still to replace), and preview it with \`npm run dev\`.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
