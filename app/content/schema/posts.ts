// News: a post as the site uses it, the front matter staff write, and the tips page's.
import { z } from "zod";
import { blockSchema } from "../prose-schema";
import { altText, focusField, imagePath, imageSchema, isoDate, linkSchema, optionalGroup } from "./base";

/** The ten award winners the awards post lists (SPEC: Blog posts). */
const winnersSchema = z.array(z.object({ award: z.string().min(1), name: z.string().min(1) }).strict()).length(10);

/** A post as the site uses it: built from content/posts/<slug>.md (front matter + body). */
export const postSchema = z.object({
  /** Position in the listing, newest first (1 is the newest); made by the build. */
  id: z.number().int().positive(),
  /** The file name without .md. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(20),
  /** ISO date; pages show it in full, en-AU ("28 November 2024"). */
  date: isoDate,
  image: imageSchema,
  body: z.array(blockSchema).min(1),
  /** Extras SPEC gives some posts. */
  backToBlog: z.boolean(),
  callout: z.object({ heading: z.string(), text: z.string(), cta: linkSchema }).optional(),
  awards: z
    .object({
      heading: z.string(),
      photo: z.object({ image: imageSchema, caption: z.string() }),
      winners: winnersSchema,
    })
    .optional(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * The front matter of content/posts/<slug>.md, as staff write it. Strict: an unknown key is a
 * typo, not something to ignore. Image sizes are read from the files by the build.
 */
export const postFrontMatterSchema = z
  .object({
    title: z.string().min(1),
    date: isoDate,
    excerpt: z.string().min(20, "must be at least 20 characters: it is the summary on the news page and in the feed"),
    image: imagePath,
    alt: altText,
    /** Which part of the cover a crop keeps (app/content/schema/base.ts FOCUS). */
    imageFocus: focusField,
    backToBlog: z.boolean().optional(),
    /** Kept in content/posts/ but built nowhere: how staff take a post down (the editor cannot delete). */
    hidden: z.boolean().optional(),
    /** The address the editor gave a new post (its file name, without .md); content:check holds the two together. */
    address: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, like meet-jordan")
      .optional(),
    callout: optionalGroup(
      z
        .object({
          heading: z.string().min(1),
          text: z.string().min(1),
          cta: z.object({ label: z.string().min(1), href: z.string().min(1) }).strict(),
        })
        .strict(),
    ),
    awards: optionalGroup(
      z
        .object({
          heading: z.string().min(1),
          photo: imagePath,
          photoAlt: altText,
          photoFocus: focusField,
          caption: z.string().min(1),
          winners: winnersSchema,
        })
        .strict(),
    ),
  })
  .strict();
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** The front matter of content/tips.md: the Get In Touch band (its mailto comes from site.ts). */
export const tipsFrontMatterSchema = z
  .object({
    getInTouch: z.object({ heading: z.string().min(1), text: z.string().min(1), label: z.string().min(1) }).strict(),
  })
  .strict();
