/**
 * A post that still has the words or the picture `npm run new:post` starts it with is not
 * ready to go live: each template text left (app/content/post-template.ts) and the placeholder
 * picture is a problem at its own line, naming the field and what to write instead, e.g.
 *   content/posts/my-post.md, line 4: excerpt still says "Replace this." — write one or two sentences that sum up the post
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  TEMPLATE_ADVICE,
  TEMPLATE_FIELD_NAMES,
  templateTextIn,
  type TemplateField,
} from "../../app/content/post-template";
import type { Checking, PostDraft } from "./check-context";
import { PLACEHOLDER_IMAGE } from "./new-post";

const quoted = (texts: readonly string[]) => texts.map((text) => `"${text}"`).join(" and ");
const problem = (field: TemplateField, texts: readonly string[]) =>
  `${TEMPLATE_FIELD_NAMES[field]} still says ${quoted(texts)} — ${TEMPLATE_ADVICE[field]}`;

/** Reports the template text and the placeholder picture a post still has. */
export function checkTemplateText({ add, contentDir, publicDir }: Checking, draft: PostDraft): void {
  const { relative, front, frontMatter } = draft;
  for (const field of ["excerpt", "alt"] as const) {
    const left = templateTextIn(field, front[field]);
    if (left.length) add(relative, frontMatter.lineOf([field]), problem(field, left));
  }
  // The text as written, line by line under the front matter (the Markdown as staff see it).
  const lines = readFileSync(join(contentDir, relative), "utf8").replace(/\r\n?/g, "\n").split("\n");
  lines.forEach((line, i) => {
    if (i < frontMatter.endLine) return;
    const left = templateTextIn("body", line);
    if (left.length) add(relative, i + 1, problem("body", left));
  });
  const picture = join(publicDir, front.image);
  if (existsSync(picture) && readFileSync(picture).equals(readFileSync(PLACEHOLDER_IMAGE))) {
    add(
      relative,
      frontMatter.lineOf(["image"]),
      `image ${front.image} is still the placeholder picture new:post made — put your own picture (16:9, at least 1200 pixels wide) in public/images/posts/, and if its name is not ${front.image.slice("/images/posts/".length)}, change image: to match`,
    );
  }
}
