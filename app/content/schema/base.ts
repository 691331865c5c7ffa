/**
 * The shapes every other part of the schema is built from: links, pictures, dates and the
 * optional groups the web editor writes. Its own module so that each section can import it
 * without importing the barrel (app/content/schema.ts) that re-exports them all.
 */
import { z } from "zod";
import { templateLookahead } from "../post-template";

/**
 * Which part of a photo a crop keeps (staff choose it in the editor): the middle unless they say
 * otherwise, e.g. "top" for a portrait whose face is near the top of a 4:3 phone photo.
 */
export const FOCUS = ["middle", "top", "bottom", "left", "right"] as const;
export type Focus = (typeof FOCUS)[number];
/** The field staff write it in: `focus`, optional, beside a picture's `src` and `alt`. */
export const focusField = z.enum(FOCUS).optional();
/** The editor's words for a focus: each choice's label, and the hint under it. */
export const FOCUS_LABELS: Readonly<Record<Focus, string>> = {
  middle: "The middle",
  top: "The top",
  bottom: "The bottom",
  left: "The left",
  right: "The right",
};
export const FOCUS_HINT =
  "A photo of another shape than this place is cropped to fit: choose the part that matters (a face near the top: The top). Empty: the middle.";
/** A focus field labelled `title` in the editor. */
export const focusChoice = (title: string) =>
  focusField.meta({ title, description: FOCUS_HINT, optionLabels: FOCUS_LABELS });

/**
 * A site-relative path: starts with one slash, lower-case words, optional hash. Each slash after
 * the first is followed by a word or ends the path, so the pattern never backtracks (a loop of
 * optional slashes, `(?:[a-z0-9-]+\/?)*`, takes twice as long to refuse for each letter more).
 */
export const internalHref = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?)?(?:#[a-z0-9-]+)?$/, "an internal path like /trades/carpenter")
  .meta({ title: "Where the link goes", description: "A page of this site, like /trades/carpenter." });
export const externalHref = z
  .string()
  .regex(/^https:\/\/[^\s]+$/, "an https:// URL")
  .meta({ title: "Where the link goes", description: "A full address starting with https://." });

/**
 * A phone number as Australians write it: a landline with its area code, a mobile, a 1300/1800
 * number or a 13 number. The reserved (08) 5550 numbers the site launches with are landlines, so
 * the program's own number replaces one without a code change; the launch check lists
 * those still left. The editor checks the same pattern as staff type, saying what to write
 * in the words of its `patternHint` (editor-from-schema.ts).
 */
export const PHONE_PATTERN_SOURCE =
  "^(?:\\(0[2378]\\) \\d{4} \\d{4}|04\\d{2} \\d{3} \\d{3}|1[38]00 \\d{3} \\d{3}|13 \\d{2} \\d{2})$";
export const PHONE_ADVICE = "must be written like (08) 8123 4567, 0412 345 678, 1300 123 456 or 13 12 34";
export const phoneNumber = z
  .string()
  .regex(new RegExp(PHONE_PATTERN_SOURCE), PHONE_ADVICE)
  .meta({ patternHint: `The phone number ${PHONE_ADVICE}` });
/** An e-mail address, in lower case as the site shows it. */
export const EMAIL_PATTERN_SOURCE = "^[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+$";
export const EMAIL_ADVICE = "must be written whole, in lower case, like jo.citizen@example.com";
export const emailAddress = z
  .string()
  .regex(new RegExp(EMAIL_PATTERN_SOURCE), EMAIL_ADVICE)
  .meta({ patternHint: `The e-mail address ${EMAIL_ADVICE}` });
export const mailHref = z
  .string()
  .regex(/^mailto:[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\?.*)?$/, "a mailto: address");
/** What telHref (app/content/site.ts) makes of a phoneNumber: +61 for a landline or mobile, as written for 13/1300/1800. */
export const telHref = z.string().regex(/^tel:(?:\+61[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/, "a tel: phone number");

/** Any image slot: in-repo artwork today, a photograph tomorrow (change src and size here). */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|webp|avif|jpe?g|png)$/),
  /** Meaningful alt text; "" only for a purely decorative image. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /**
   * A photograph's sized copies, set by the photo pipeline (scripts/images/) at build time: where
   * they are (`stem`, then `-<width>.<format>`: app/lib/photo-sources.ts), the widths made, the
   * fallback's format after AVIF and WebP, and a data: URL of a few pixels shown until the photo
   * arrives (null for a transparent picture). Drawings (.svg) have none.
   */
  sources: z
    .object({
      stem: z.string().regex(/^\/images\/v\/[a-z0-9/_-]+-[0-9a-f]{10}$/),
      widths: z.array(z.number().int().positive()).min(1),
      fallback: z.enum(["jpg", "png"]),
      placeholder: z.string().nullable(),
    })
    .optional(),
  /**
   * The middle of a photograph whose shape its place cannot show (a 4:3 phone photo as a 16:9
   * cover), `width`×`height` upright pixels, set by content:check; the photo pipeline makes the
   * copies from that part only. `width` and `height` above are the crop's. Never on a drawing.
   */
  crop: z
    .object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      focus: z.enum(FOCUS).optional(),
    })
    .optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({
  label: z.string().min(1).meta({ title: "Link words" }),
  href: z.union([internalHref, externalHref, mailHref, telHref]).meta({
    title: "Where the link goes",
    description: "A page of this site, like /trades, or a full https:// address.",
  }),
});
export type Link = z.infer<typeof linkSchema>;

/**
 * An audience's way in (app/content/audience-links.ts AUDIENCE_LINKS): a short label and what is
 * there. The hint is one short line under the label in the phone menu and on home, not a sentence.
 */
export const audienceLinkSchema = linkSchema.extend({
  hint: z.string().min(1).max(40).meta({ title: "One line under the link", description: "At most 40 characters." }),
});
export type AudienceLink = z.infer<typeof audienceLinkSchema>;

/** An ISO calendar date (2024-11-28) that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must look like 2024-11-28")
  .refine(
    (date) => !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date),
    "is not a real date (check the month and day)",
  );

/** A picture named in front matter or YAML, as staff write it; its size is read from the file by the build. */
export const imagePath = z.string().regex(
  // Lower case, digits, hyphens and underscores: the names the web editor gives uploads.
  /^\/images\/[a-z0-9/_-]+\.(svg|webp|avif|jpe?g|png)$/,
  "must be a file under /images/ like /images/posts/my-post.jpg (lower-case letters, digits, hyphens and underscores)",
);
/**
 * What the editor checks as staff type a picture's description: what the schema below checks
 * (more than 8 characters once trimmed), and not new:post's example words
 * (app/content/post-template.ts), which content:check refuses too.
 */
export const ALT_PATTERN: [string, string] = [
  `${templateLookahead("alt")}[\\s\\S]*\\S.{7,}\\S`,
  "Describe what the photo shows in a few words, for people who cannot see it (not the example words of a new post)",
];
/** A picture's description for people who cannot see it (content tests want more than 8 characters). */
export const altText = z
  .string()
  .trim()
  .min(1, "is missing: describe what the photo shows, for people who cannot see it")
  .min(9, "is too short: say in a few words what the photo shows")
  .meta({ typedPattern: ALT_PATTERN });
/**
 * Nothing written: no value (YAML's null), empty text, a box left unticked, or a group or list of
 * such (a list's values are its entries; a field left out is not among a group's values). A group
 * left out altogether arrives as undefined, which optional() below already takes.
 */
const isBlank = (value: unknown): boolean =>
  value === null ||
  value === "" ||
  value === false ||
  (typeof value === "object" && Object.values(value).every(isBlank));
/**
 * An optional group of fields. The web editor writes one it was not asked to fill as empty
 * fields, which means "none"; a group half filled in is checked, and its gaps reported.
 */
export const optionalGroup = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
