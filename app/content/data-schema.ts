/**
 * The files under content/data/ as staff (or the web editor at /admin) write them: YAML, one
 * schema per file. They are the same shapes the site renders (app/content/schema.ts) with two
 * differences: a picture is only its file and its description (the build reads its size from
 * the file), and every object is strict, so a misspelt field is reported, not ignored.
 * scripts/content/check-data.ts reads them, and the web editor's fields are made from them: each
 * field's words are its `.meta()` (app/content/schema/editor-meta.ts), here or on the shape it
 * extends (app/content/schema/people.ts).
 */
import { z } from "zod";
import { cardFigures } from "./pay";
import {
  altText,
  focusChoice,
  optionalGroup,
  imagePath,
  partnerSchema,
  staffSchema,
  successStorySchema,
  testimonialSchema,
  tradeSchema,
  videoStorySchema,
} from "./schema";

/**
 * A picture as written: `src` under /images/, its description and the part a crop keeps. The
 * editor uploads `src` into the folder its group's `picture` meta names (data-schema's `picture`).
 */
export const pictureSourceSchema = z
  .object({
    src: imagePath.meta({ title: "Photo file" }),
    alt: altText.meta({
      title: "Description of the photo",
      description: "What the photo shows, for people who cannot see it.",
    }),
    focus: focusChoice("Part to keep when the photo is cropped"),
  })
  .strict();
export type PictureSource = z.infer<typeof pictureSourceSchema>;

/** An optional figure: the editor writes a cleared field as "", which means "not shown" (null). */
const optionalFigure = (schema: z.ZodType<string | null>) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema);

/** A summary card as written: its figure only where the trade has no figure to make it from. */
const fileCard = (title: string, figure: { title: string; description: string }) =>
  z
    .object({
      value: z.string().min(1).meta(figure).optional(),
      note: z.string().min(1).meta({ title: "Under the card's figure", widget: "string" }),
    })
    .strict()
    .meta({ title });
/** The duration card's figure is always the trade's durationYears: only its note is written. */
const durationCard = z
  .object({
    note: z.string().min(1).meta({
      title: "Under the card's figure",
      description: "The figure is the apprenticeship's length in years, above.",
      widget: "string",
    }),
  })
  .strict()
  .meta({ title: "Duration card" });

/**
 * One source per figure: a trade's figures are written once, as startingHourly,
 * durationYears and jobGrowth, and its summary cards are made from them. A card's own figure is
 * written only where the trade has none (construction manager's "$60,000+", "Strong demand").
 * A figure must be one the site can word. Each problem names the field and what to write there.
 */
function figureProblems(
  trade: z.infer<typeof tradeFileBase>,
  made: ReturnType<typeof cardFigures>,
): Array<{ path: PropertyKey[]; message: string }> {
  const problems: Array<{ path: PropertyKey[]; message: string }> = [];
  const problem = (path: PropertyKey[], message: string) => void problems.push({ path, message });
  const { startingHourly, jobGrowth, cards } = trade;
  if (startingHourly && !made.startingWage)
    problem(
      ["startingHourly"],
      `"${startingHourly}" is not a figure the site can word: write an hourly rate like $22, $22.50 or from $18 (or a yearly one like $60k+), or leave it empty when not shown`,
    );
  if (jobGrowth && !made.jobGrowth)
    problem(["jobGrowth"], `"${jobGrowth}" does not start with a percentage: write it like 25% or 15% above average`);
  const own = (card: "startingWage" | "jobGrowth", from: string, examples: [string, string]) => {
    const written = cards[card].value;
    const figure = card === "startingWage" ? startingHourly : jobGrowth;
    if (made[card] && written)
      problem(
        ["cards", card, "value"],
        `is made from ${from} (${figure}): leave it empty, and change ${from} to change the card`,
      );
    // Named at the card, which is in the file, rather than at a value that is not.
    if (!made[card] && !written && !figure)
      problem(
        ["cards", card],
        `has no figure to show: give the trade its ${from} (like ${examples[0]}), or write the card's own figure as its value (like ${examples[1]})`,
      );
  };
  own("startingWage", "startingHourly", ["$22", "$60,000+"]);
  own("jobGrowth", "jobGrowth", ["25%", "Strong demand"]);
  return problems;
}

/**
 * content/data/trades/<slug>.yaml: one trade; `order` places it in the listing and the menu. Its
 * fields are in the order the file (and the web editor, which writes it) keeps them.
 */
const tradeFileBase = z
  .object({
    order: z.number().int().positive("must be 1 or more: the trade's place in the list").meta({
      title: "Place in the list",
      description: "1 is first in the trades list and the menu.",
    }),
    ...tradeSchema.shape,
  })
  .extend({
    startingHourly: optionalFigure(tradeSchema.shape.startingHourly),
    jobGrowth: optionalFigure(tradeSchema.shape.jobGrowth),
    pageSalary: optionalGroup(tradeSchema.shape.pageSalary.unwrap()),
    video: optionalGroup(tradeSchema.shape.video.unwrap()),
    // A card's figure is made from the trade's own (above): written here only where it has none.
    cards: z
      .object({
        duration: durationCard,
        startingWage: fileCard("Starting wage card", {
          title: "Figure, only when there is no first-year hourly rate",
          description:
            "Empty: the card shows the hourly rate above (like $22/hour). Write one only for a trade without it, like $60,000+.",
        }),
        jobGrowth: fileCard("Job growth card", {
          title: "Figure, only when there is no job growth figure",
          description:
            "Empty: the card shows the percentage of Job growth above. Write one only for a trade without it, like Strong demand.",
        }),
      })
      .strict()
      .meta({ title: "The three summary cards" }),
  })
  .strict();
export const tradeFileSchema = tradeFileBase.transform((trade, ctx) => {
  // The card figures, made once: checked here, then written onto the cards.
  const made = cardFigures(trade);
  const problems = figureProblems(trade, made);
  for (const { path, message } of problems) ctx.addIssue({ code: "custom", path, message, input: trade });
  if (problems.length) return z.NEVER;
  const card = (name: "startingWage" | "jobGrowth") => ({
    value: made[name] ?? trade.cards[name].value ?? "",
    note: trade.cards[name].note,
  });
  const duration = { value: made.duration, note: trade.cards.duration.note };
  return { ...trade, cards: { duration, startingWage: card("startingWage"), jobGrowth: card("jobGrowth") } };
});

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);

/**
 * A picture staff upload in the web editor: into content/images/<folder>/, with the hint of the
 * place (`slot`, scripts/content/image-slots.ts) whose shape and size content:check holds it to.
 */
const picture = (title: string, folder: string, slot: NonNullable<z.GlobalMeta["picture"]>["slot"]) =>
  pictureSourceSchema.meta({ title, picture: { folder, slot } });

export const storiesFileSchema = z
  .object({
    /** Home's teaser: one story, by name. */
    home: z
      .object({
        story: z.string().min(1).meta({ title: "Whose story", description: "The name exactly as in the list below." }),
      })
      .strict()
      .meta({ title: "Home page teaser" }),
    stories: list(successStorySchema.extend({ image: picture("Their photo", "stories", "story") }).strict()).meta({
      title: "Stories",
      description: "Shown on /success-stories in this order.",
      summary: "{{fields.name}}, {{fields.trade}}",
    }),
  })
  .strict();
export const videosFileSchema = z
  .object({
    videos: list(
      videoStorySchema.extend({ poster: picture("Still shown before it plays", "videos", "poster") }).strict(),
    ).meta({
      title: "Videos",
      description: "Shown on /success-stories; each opens in a player.",
      summary: "{{fields.title}}",
    }),
  })
  .strict();
export const testimonialsFileSchema = z
  .object({
    testimonials: list(testimonialSchema.extend({ photo: picture("Photo", "testimonials", "avatar") }).strict()).meta({
      title: "Quotes",
      description: "Shown on /info-for-schools.",
      summary: "{{fields.name}}",
    }),
  })
  .strict();
/** A carousel: its photos in the order they scroll past. */
const carousel = (title: string) =>
  list(picture("Photo", "gallery", "gallery")).meta({ title, description: "Photos in the order they scroll past." });
export const galleryFileSchema = z
  .object({
    home: carousel("Home page carousel"),
    about: carousel("About page carousel (6 photos)"),
    blog: carousel("News page carousel (12 photos)"),
    stories: carousel("Success stories carousel"),
  })
  .strict();
/**
 * content/data/banners.yaml: the picture beside a page's heading on wide screens, by the page's
 * address. A page not listed shows none; scripts/content/check-data.ts checks each address is a
 * page that can show one.
 */
export const bannersFileSchema = z
  .object({
    banners: z
      .array(
        z
          .object({
            page: z
              .string()
              .regex(/^\//, "must be the page's address on this site, starting with /, like /info-for-students")
              .meta({
                title: "Page address",
                description:
                  "As the browser shows it after the site's name: /info-for-students, /trades/bricklayer, /painter/.",
                patternHint: "Write the page's address, starting with /, like /info-for-students",
              }),
            picture: picture("Picture", "banners", "banner"),
          })
          .strict(),
      )
      .meta({
        title: "Banners",
        description:
          "The picture beside a page's heading on screens 1024 pixels wide and wider (phones never download it). One per page; a page not listed shows none. Home, the trades with a video and news posts take none.",
        summary: "{{fields.page}}",
        itemName: "banner",
      }),
  })
  .strict();
export const staffFileSchema = z
  .object({
    staff: list(
      staffSchema
        .extend({
          photo: picture("Photo", "staff", "staff"),
          bio: z
            .string()
            .min(20, "must be a sentence or two")
            .meta({ title: "One line about them", widget: "text", lengthHint: "Write a sentence or two" }),
        })
        .strict(),
    ).meta({
      title: "Staff",
      description: "The cards on /about, in this order.",
      summary: "{{fields.name}}, {{fields.role}}",
      itemName: "person",
    }),
  })
  .strict();
export const partnersFileSchema = z
  .object({
    partners: list(partnerSchema.extend({ logo: picture("Logo", "partners", "logo") }).strict()).meta({
      title: "Partners",
      description: "The logos on /about, in this order.",
      summary: "{{fields.name}}",
      itemName: "partner",
    }),
  })
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
