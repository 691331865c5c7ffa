/**
 * The files under content/data/ as staff (or the web editor at /admin) write them: YAML, one
 * schema per file. They are the same shapes the site renders (content/schema.ts) with two
 * differences: a picture is only its file and its description (the build reads its size from
 * the file), and every object is strict, so a misspelt field is reported, not ignored.
 * scripts/content/check-data.ts reads them; the editor's fields are tested against these.
 */
import { z } from "zod";
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

/** content/data/trades/<slug>.yaml: one trade; `order` places it in the listing and the menu. */
export const tradeFileSchema = tradeSchema
  .extend({
    order: z.number().int().positive("must be 1 or more: the trade's place in the list"),
    startingHourly: optionalFigure(tradeSchema.shape.startingHourly),
    jobGrowth: optionalFigure(tradeSchema.shape.jobGrowth),
    pageSalary: optionalGroup(tradeSchema.shape.pageSalary.unwrap()),
    video: optionalGroup(tradeSchema.shape.video.unwrap()),
  })
  .strict();

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
