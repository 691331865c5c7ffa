/**
 * The files under content/data/ as staff (or the web editor at /admin) write them: YAML, one
 * schema per file. They are the same shapes the site renders (content/schema.ts) with two
 * differences: a picture is only its file and its description (the build reads its size from
 * the file), and every object is strict, so a misspelt field is reported, not ignored.
 * scripts/content/check-data.ts reads them; the editor's fields are tested against these.
 */
import { z } from "zod";
import { hourlyAmount, perHour } from "./pay";
import {
  altText,
  optionalGroup,
  imagePath,
  partnerSchema,
  staffSchema,
  successStorySchema,
  testimonialSchema,
  tradeSchema,
  videoStorySchema,
} from "./schema";

/** A picture as written: `src` under /images/ and its description. */
export const pictureSourceSchema = z.object({ src: imagePath, alt: altText }).strict();
export type PictureSource = z.infer<typeof pictureSourceSchema>;

/** An optional figure: the editor writes a cleared field as "", which means "not shown" (null). */
const optionalFigure = (schema: z.ZodType<string | null>) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema);

/** A yearly figure where an hourly one is not given: "$60k+", "$60,000", "$60,000+". */
const YEARLY_FIGURE = /^\$(?:\d+k|\d{1,3}(?:,\d{3})+)\+?$/;

/**
 * A trade's figures are written twice in its file, once as the figure (startingHourly,
 * durationYears, jobGrowth) and once on its summary card (cards.*.value), and every page reads one
 * or the other: the two must say the same, and a figure must be one the site can word (issue
 * 42). Each problem names the field to change and what to write there.
 */
function figuresAgree(trade: z.infer<typeof tradeFileBase>, ctx: z.RefinementCtx) {
  const problem = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const { startingHourly, durationYears, jobGrowth, cards } = trade;
  const yearly = startingHourly && YEARLY_FIGURE.test(startingHourly) ? startingHourly : null;
  if (startingHourly && hourlyAmount(startingHourly) === null && !yearly)
    problem(
      ["startingHourly"],
      `"${startingHourly}" is not a figure the site can word: write an hourly rate like $22, $22.50 or from $18 (or a yearly one like $60k+), or leave it empty when not shown`,
    );
  const cardWage = perHour(trade) ?? yearly;
  if (cardWage && cards.startingWage.value !== cardWage)
    problem(
      ["cards", "startingWage", "value"],
      `says ${cards.startingWage.value} but startingHourly is ${startingHourly}: write ${cardWage} here (the two must agree)`,
    );
  if (cards.duration.value !== `${durationYears} years`)
    problem(
      ["cards", "duration", "value"],
      `says ${cards.duration.value} but durationYears is ${durationYears}: write ${durationYears} years here (the two must agree)`,
    );
  const growth = jobGrowth && /^\d+(?:\.\d+)?%/.exec(jobGrowth)?.[0];
  if (jobGrowth && !growth)
    problem(["jobGrowth"], `"${jobGrowth}" does not start with a percentage: write it like 25% or 15% above average`);
  if (growth && cards.jobGrowth.value !== growth)
    problem(
      ["cards", "jobGrowth", "value"],
      `says ${cards.jobGrowth.value} but jobGrowth is ${jobGrowth}: write ${growth} here (the two must agree)`,
    );
}

/** content/data/trades/<slug>.yaml: one trade; `order` places it in the listing and the menu. */
const tradeFileBase = tradeSchema
  .extend({
    order: z.number().int().positive("must be 1 or more: the trade's place in the list"),
    startingHourly: optionalFigure(tradeSchema.shape.startingHourly),
    jobGrowth: optionalFigure(tradeSchema.shape.jobGrowth),
    pageSalary: optionalGroup(tradeSchema.shape.pageSalary.unwrap()),
    video: optionalGroup(tradeSchema.shape.video.unwrap()),
  })
  .strict();
export const tradeFileSchema = tradeFileBase.superRefine(figuresAgree);

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);

export const storiesFileSchema = z
  .object({
    /** Home's teaser: one story, by name. */
    home: z.object({ story: z.string().min(1) }).strict(),
    stories: list(successStorySchema.extend({ image: pictureSourceSchema }).strict()),
  })
  .strict();
export const videosFileSchema = z
  .object({ videos: list(videoStorySchema.extend({ poster: pictureSourceSchema }).strict()) })
  .strict();
export const testimonialsFileSchema = z
  .object({ testimonials: list(testimonialSchema.extend({ photo: pictureSourceSchema }).strict()) })
  .strict();
export const galleryFileSchema = z
  .object({
    home: list(pictureSourceSchema),
    about: list(pictureSourceSchema),
    blog: list(pictureSourceSchema),
    stories: list(pictureSourceSchema),
  })
  .strict();
/**
 * content/data/banners.yaml: the picture beside a page's heading on wide screens, by the page's
 * address. A page not listed shows none; scripts/content/check-data.ts checks each address is a
 * page that can show one.
 */
export const bannersFileSchema = z
  .object({
    banners: z.array(
      z
        .object({
          page: z
            .string()
            .regex(/^\//, "must be the page's address on this site, starting with /, like /info-for-students"),
          picture: pictureSourceSchema,
        })
        .strict(),
    ),
  })
  .strict();
export const staffFileSchema = z
  .object({
    staff: list(
      staffSchema.extend({ photo: pictureSourceSchema, bio: z.string().min(20, "must be a sentence or two") }).strict(),
    ),
  })
  .strict();
export const partnersFileSchema = z
  .object({ partners: list(partnerSchema.extend({ logo: pictureSourceSchema }).strict()) })
  .strict();

/** Every file under content/data/ but the trades, by its path there, with its schema. */
export const DATA_FILES = {
  "data/stories.yaml": storiesFileSchema,
  "data/videos.yaml": videosFileSchema,
  "data/testimonials.yaml": testimonialsFileSchema,
  "data/gallery.yaml": galleryFileSchema,
  "data/banners.yaml": bannersFileSchema,
  "data/staff.yaml": staffFileSchema,
  "data/partners.yaml": partnersFileSchema,
} as const;
/** The folder of trade files, one per trade, named <slug>.yaml. */
export const TRADES_FOLDER = "data/trades";
