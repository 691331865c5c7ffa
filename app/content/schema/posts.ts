// News: a post as the site uses it, the front matter staff write, and the tips page's.
import { z } from "zod";
import { blockSchema } from "../prose-schema";
import { templateLookahead } from "../post-template";
import { altText, focusChoice, imagePath, imageSchema, isoDate, linkSchema, optionalGroup } from "./base";
import { ADELAIDE_DATE_WIDGET } from "./editor-meta";

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
const winnersSchema = z
  .array(
    z
      .object({
        award: z.string().min(1).meta({ title: "Award", widget: "string" }),
        name: z.string().min(1).meta({ title: "Winner's name" }),
      })
      .strict(),
  )
  .length(10);

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
    title: z.string().min(1).meta({ title: "Title", description: "The post's heading, and the name of its page." }),
    date: postDate.meta({
      title: "Date",
      // The editor's own widget (public/admin/editor.js): shown and typed DD/MM/YYYY HH:mm
      // whatever the browser's language (Decap's datetime is the browser's own box, which showed
      // an en-AU staff member mm/dd/yyyy), written as YYYY-MM-DDTHH:mm in Adelaide's time, which
      // content:check reads as Adelaide's clock. Its Now is Adelaide's date and time, as
      // `npm run new:post` dates a post, whatever the computer's own time zone.
      widget: ADELAIDE_DATE_WIDGET,
      description:
        "The day and time the post goes live, in Adelaide time. A later date and time schedules it: it stays off the site (news page, feed, its own page) until then, and appears by itself, with nothing more to do. A date already past: the post goes live as soon as it is published. Between 01/01/2020 and a year from today; a date outside is refused. Posts are listed newest first; the site shows the day only.",
    }),
    excerpt: z
      .string()
      .min(20, "must be at least 20 characters: it is the summary on the news page and in the feed")
      .meta({
        title: "Summary",
        description: "One or two sentences: shown on the news page, in the feed and in search results.",
        widget: "text",
        typedPattern: [
          `${templateLookahead("excerpt")}[\\s\\S]{20,}$`,
          "Write at least 20 characters of your own: one or two sentences that sum up the post",
        ],
      }),
    image: imagePath.meta({ title: "Cover photo", photoFile: { slot: "cover", before: "A landscape photo: " } }),
    alt: altText.meta({
      title: "Description of the cover photo",
      description: "What the photo shows, for people who cannot see it.",
    }),
    /** Which part of the cover a crop keeps (app/content/schema/base.ts FOCUS). */
    imageFocus: focusChoice("Part to keep when the photo is cropped"),
    /**
     * Kept in content/posts/ but built nowhere: a draft, or a post taken down (the editor cannot
     * delete). A scheduled post is another thing: built, and shown from its date on.
     */
    hidden: z.boolean().optional().meta({
      title: "Hidden from the site",
      default: false,
      description:
        "Ticked: the post is kept here but not shown anywhere on the site (its page, the news page, the feed), whatever its date: a draft, or a post taken down. Untick it and publish to show it. To take a post down, tick this and publish: the change goes through the same checks as any other.",
    }),
    backToBlog: z.boolean().optional().meta({ title: "Show a Back to News link", default: false }),
    callout: optionalGroup(
      z
        .object({
          heading: z.string().min(1).meta({ title: "Heading" }),
          text: z.string().min(1).meta({ title: "Text" }),
          cta: z
            .object({
              label: z.string().min(1).meta({ title: "Button text" }),
              href: z.string().min(1).meta({
                title: "Where it goes",
                description: "A page of this site, like /trades, or a full https:// address.",
              }),
            })
            .strict()
            .meta({ title: "Button" }),
        })
        .strict(),
    ).meta({ title: "Call-out box" }),
    awards: optionalGroup(
      z
        .object({
          heading: z.string().min(1).meta({ title: "Heading over the winners" }),
          photo: imagePath.meta({ title: "Photo", photoFile: { slot: "awards", before: "Shown above the winners. " } }),
          photoAlt: altText.meta({ title: "Description of the photo", description: "What the photo shows." }),
          photoFocus: focusChoice("Part of the awards photo to keep when it is cropped"),
          caption: z.string().min(1).meta({ title: "Caption under the photo", widget: "string" }),
          winners: winnersSchema.meta({
            title: "Winners",
            description: "Exactly ten awards, each with its winner.",
            summary: "{{fields.award}}: {{fields.name}}",
            itemName: "winner",
          }),
        })
        .strict(),
    ).meta({ title: "Awards (only for an awards-night post)" }),
    /**
     * The address the editor gave a new post (its file name, without .md); content:check holds
     * the two together. Filled by the editor from the title when a post is first saved, and never
     * shown (public/admin/editor.js).
     */
    address: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, like meet-jordan")
      .optional()
      .meta({ title: "Address", widget: "hidden" }),
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
