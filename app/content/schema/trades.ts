// Trades (SPEC §3 Trade, §9 figures).
import { z } from "zod";

export const demandSchema = z.enum(["Very High", "High", "Medium"]);
export type Demand = z.infer<typeof demandSchema>;

/** Icon keys the TradeIcon component knows how to draw. */
export const tradeIconSchema = z.enum([
  "hammer",
  "zap",
  "droplet",
  "brick",
  "paint-roller",
  "grid",
  "layers",
  "mountain",
  "cabinet",
  "frame",
  "trowel",
  "truck",
  "building",
  "bridge",
  "hard-hat",
]);

const summaryCard = z.object({ value: z.string().min(1), note: z.string().min(1) });
const listSection = <T extends string>(headings: readonly [T, ...T[]], what: string) =>
  z.object({
    heading: z.enum(headings).meta({ title: `Heading over ${what}` }),
    items: z
      .array(z.string().min(1).meta({ title: "Point" }))
      .min(3)
      .meta({ title: `Points (${what})`, description: "At least three." }),
  });

/** Where staff change the date every pay figure is shown with (the figure's hint says so). */
export const FIGURES_CHECKED_WHERE =
  "The month the figures were checked, shown beside them, is in Page words → Compare the trades → Source.";

/**
 * A trade, as its page, its card and the explorer show it. Each field's `.meta()` is its label and
 * hint in the web editor (app/content/schema/editor-meta.ts), which makes its field from here.
 */
export const tradeSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({ title: "Address", widget: "hidden" }),
  name: z.string().min(1).meta({ title: "Trade name" }),
  icon: tradeIconSchema.meta({ title: "Icon" }),
  demand: demandSchema.meta({ title: "Demand", description: "As the published figures give it." }),
  /** Yearly pay as the trades listing shows it. */
  salary: z
    .string()
    .regex(/^\$\d{2,3},\d{3}$/)
    .meta({
      title: "Yearly pay once qualified (listing)",
      description: `Like $86,960. ${FIGURES_CHECKED_WHERE}`,
      patternHint: "Write the yearly pay like $86,960",
    }),
  /** Yearly pay as the trade's own page shows it, where the published figures record a different reading. */
  pageSalary: z
    .string()
    .regex(/^\$\d{3},\d{3}\+$/)
    .meta({
      title: "Yearly pay on the trade's own page",
      description: `Only where it differs from the listing, like $145,744+. ${FIGURES_CHECKED_WHERE}`,
      patternHint: "Write it like $145,744+ or leave it empty",
    })
    .optional(),
  durationYears: z
    .union([z.literal(3), z.literal(4)])
    .meta({ title: "Apprenticeship length (years)", optionLabels: { 3: "3 years", 4: "4 years" } }),
  /** Starting hourly wage as published ("from $18", "$22"), or null where not shown. */
  startingHourly: z
    .string()
    .nullable()
    .meta({
      title: "First-year hourly rate",
      description: `Like from $18 or $22; empty when not shown. ${FIGURES_CHECKED_WHERE}`,
    }),
  /** Job growth as published ("25%", "15% above average"), or null where not shown. */
  jobGrowth: z
    .string()
    .nullable()
    .meta({
      title: "Job growth",
      description: `Like 25% or 15% above average; empty when not shown. ${FIGURES_CHECKED_WHERE}`,
    }),
  /** Listing card text. */
  description: z.string().min(40).meta({
    title: "Card text on the trades list",
    description: "Two sentences.",
    widget: "text",
    lengthHint: "Write at least 40 characters",
  }),
  /** Trade page opening paragraph(s). */
  intro: z
    .array(z.string().min(1).meta({ title: "Paragraph", widget: "text" }))
    .min(1)
    .meta({ title: "Opening paragraphs", description: "One paragraph per item." }),
  /** Whether the trade belongs to the Future Pathway group of the menu. */
  futurePathway: z.boolean().meta({ title: "In the Future Pathways group of the menu" }),
  /** Embedded, autoplaying, muted, looping video (SPEC: carpenter, electrician, plumber, stonemason). */
  video: z
    .object({
      vimeoId: z.string().regex(/^\d+$/).meta({
        title: "Vimeo video number",
        description: "The digits at the end of the Vimeo address.",
        patternHint: "Only the digits of the Vimeo address",
      }),
      title: z.string().min(1).meta({ title: "Video title (read by screen readers)" }),
    })
    .meta({ title: "Video at the top of the page" })
    .optional(),
  /** Which process graphic the page shows. */
  process: z.enum(["five-steps", "none", "civil-engineer", "construction-manager"]).meta({ title: "Process graphic" }),
  /** The three summary cards: Duration, Starting Wage, Job Growth. */
  cards: z.object({ duration: summaryCard, startingWage: summaryCard, jobGrowth: summaryCard }),
  tasks: listSection(["Daily Tasks", "A Typical Day May Involve", "What You'll Do"] as const, "the work").meta({
    title: "What the work involves",
  }),
  environment: listSection(["Work Environment", "It Helps to Be Good At"] as const, "the workplace").meta({
    title: "Where the work happens",
  }),
  entryRequirements: z
    .array(z.string().min(1).meta({ title: "Requirement" }))
    .min(2)
    .meta({ title: "Entry requirements", description: "At least two." }),
  /**
   * The entry level the trade explorer shows and filters on (SPEC §5): Year 10 or equivalent
   * for most trades, Year 12 preferred for Electrician and Builder; a university degree
   * (Civil Engineer) needs Year 12. A trade with an apprenticeship way in gives that level.
   */
  entryLevel: z.enum(["year-10", "year-12-preferred", "year-12"]).meta({
    title: "Entry level (the trade explorer filters on it)",
    optionLabels: {
      "year-10": "Year 10 or equivalent",
      "year-12-preferred": "Year 12 preferred",
      "year-12": "Year 12",
    },
  }),
  /** SPEC §5: normal colour vision is needed (Electrician, Painter). */
  colourVision: z.boolean().meta({ title: "Normal colour vision needed" }),
  /** The ways in: a paid trade apprenticeship, a university degree, or either. */
  pathways: z
    .array(z.enum(["apprenticeship", "degree"]))
    .min(1)
    .max(2)
    .meta({ title: "Ways in", optionLabels: { apprenticeship: "Paid apprenticeship", degree: "University degree" } }),
  trainingSupport: z
    .array(z.string().min(1).meta({ title: "Training or support point" }))
    .min(2)
    .meta({ title: "Training and support", description: "At least two." }),
});
export type Trade = z.infer<typeof tradeSchema>;
export type EntryLevel = Trade["entryLevel"];
export type Pathway = Trade["pathways"][number];

/** Where the trade figures come from and when they were last checked (shown with every figure). */
export const figuresSourceSchema = z.object({
  source: z.string().min(10).meta({ title: "Where the trade figures come from", widget: "text" }),
  /** The source's short name, on every card and block of figures ("Source: <cite>, checked November 2026"). */
  cite: z.string().min(3).max(60).meta({
    title: "The source's short name, on every trade card",
    description: "Shown as “Source: <this>, checked <month>” with every figure.",
  }),
  checked: z
    .string()
    .regex(/^20\d{2}-\d{2}-\d{2}$/, "an ISO date")
    .meta({
      title: "When the trade figures were last checked",
      description:
        "The day, like 2026-11-20: every trade card and table shows its month. Change it when you check the figures in each trade's file.",
      patternHint: "Write the day like 2026-11-20",
    }),
  payNote: z.string().min(20).meta({ title: "Note under the pay figures", widget: "text" }),
});
export type FiguresSource = z.infer<typeof figuresSourceSchema>;
