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
const listSection = <T extends string>(headings: readonly [T, ...T[]]) =>
  z.object({ heading: z.enum(headings), items: z.array(z.string().min(1)).min(3) });

export const tradeSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  icon: tradeIconSchema,
  demand: demandSchema,
  /** Yearly pay as the trades listing shows it. */
  salary: z.string().regex(/^\$\d{2,3},\d{3}$/),
  /** Yearly pay as the trade's own page shows it, where SPEC §9 records a different reading. */
  pageSalary: z
    .string()
    .regex(/^\$\d{3},\d{3}\+$/)
    .optional(),
  durationYears: z.union([z.literal(3), z.literal(4)]),
  /** Starting hourly wage as SPEC §9 gives it ("from $18", "$22"), or null where not shown. */
  startingHourly: z.string().nullable(),
  /** Job growth as SPEC §9 gives it ("25%", "15% above average"), or null where not shown. */
  jobGrowth: z.string().nullable(),
  /** Listing card text. */
  description: z.string().min(40),
  /** Trade page opening paragraph(s). */
  intro: z.array(z.string().min(1)).min(1),
  /** Whether the trade belongs to the Future Pathway group of the menu. */
  futurePathway: z.boolean(),
  /** Embedded, autoplaying, muted, looping video (SPEC: carpenter, electrician, plumber, stonemason). */
  video: z.object({ vimeoId: z.string().regex(/^\d+$/), title: z.string().min(1) }).optional(),
  /** Which process graphic the page shows. */
  process: z.enum(["five-steps", "none", "civil-engineer", "construction-manager"]),
  /** The three summary cards: Duration, Starting Wage, Job Growth. */
  cards: z.object({ duration: summaryCard, startingWage: summaryCard, jobGrowth: summaryCard }),
  tasks: listSection(["Daily Tasks", "A Typical Day May Involve", "What You'll Do"] as const),
  environment: listSection(["Work Environment", "It Helps to Be Good At"] as const),
  entryRequirements: z.array(z.string().min(1)).min(2),
  /**
   * The entry level the trade explorer shows and filters on (SPEC §5): Year 10 or equivalent
   * for most trades, Year 12 preferred for Electrician and Builder; a university degree
   * (Civil Engineer) needs Year 12. A trade with an apprenticeship way in gives that level.
   */
  entryLevel: z.enum(["year-10", "year-12-preferred", "year-12"]),
  /** SPEC §5: normal colour vision is needed (Electrician, Painter). */
  colourVision: z.boolean(),
  /** The ways in: a paid trade apprenticeship, a university degree, or either. */
  pathways: z
    .array(z.enum(["apprenticeship", "degree"]))
    .min(1)
    .max(2),
  trainingSupport: z.array(z.string().min(1)).min(2),
});
export type Trade = z.infer<typeof tradeSchema>;
export type EntryLevel = Trade["entryLevel"];
export type Pathway = Trade["pathways"][number];

/** Where the trade figures come from and when they were last checked (shown with every figure). */
export const figuresSourceSchema = z.object({
  source: z.string().min(10),
  /** The source's short name, on every card and block of figures ("Source: <cite>, checked November 2026"). */
  cite: z.string().min(3).max(60),
  checked: z.string().regex(/^20\d{2}-\d{2}-\d{2}$/, "an ISO date"),
  payNote: z.string().min(20),
});
export type FiguresSource = z.infer<typeof figuresSourceSchema>;
