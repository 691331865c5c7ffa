// News: a post as the site uses it, the front matter staff write, and the tips page's.
import { z } from "zod";
import { blockSchema } from "../prose-schema";
import { altText, focusField, imagePath, imageSchema, isoDate, linkSchema, optionalGroup } from "./base";

/**
 * When a post goes live, as staff write it: a day, live from its start in Adelaide
 * ("2026-11-29"), or a day and an Adelaide time ("2026-11-29T09:00", as the editor writes it).
 * The day must exist and the time be on a 24-hour clock; each check speaks only once the shape
 * is right, so a date written another way is told once what a date looks like.
 */
const POST_DATE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/;
export const postDate = z
  .string()
  .regex(POST_DATE, "must look like 2024-11-28, or 2024-11-28T09:00 to publish at a time of day (Adelaide time)")
  .refine(
    (date) => !POST_DATE.test(date) || isoDate.safeParse(date.slice(0, 10)).success,
    "is not a real date (check the month and day)",
  )
  .refine((date) => {
    const [, , hour = "0", minute = "0"] = POST_DATE.exec(date) ?? [];
    return Number(hour) <= 23 && Number(minute) <= 59;
  }, "has a time that is not on the clock: write the hour 00 to 23 and the minutes 00 to 59, like 2024-11-28T09:00");

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
  /** ISO date, the Adelaide day it goes live; pages show it in full, en-AU ("28 November 2024"). */
  date: isoDate,
  /** The instant it goes live (its Adelaide date and time, as UTC): hidden before (app/lib/post-schedule.ts). */
  publishAt: z.iso.datetime(),
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
    date: postDate,
    excerpt: z.string().min(20, "must be at least 20 characters: it is the summary on the news page and in the feed"),
    image: imagePath,
    alt: altText,
    /** Which part of the cover a crop keeps (app/content/schema/base.ts FOCUS). */
    imageFocus: focusField,
    backToBlog: z.boolean().optional(),
    /**
     * Kept in content/posts/ but built nowhere: a draft, or a post taken down (the editor cannot
     * delete). A scheduled post is another thing: built, and shown from its date on.
     */
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
    getInTouch: z
      .object({
        heading: z.string().min(1).meta({ title: "Heading" }),
        text: z.string().min(1).meta({ title: "Words under the band's heading", widget: "text" }),
        label: z.string().min(1).meta({ title: "Button text" }),
      })
      .strict()
      .meta({ title: "Get In Touch band" }),
  })
  .strict();
