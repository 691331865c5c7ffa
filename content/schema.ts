/**
 * The one schema of the site's content (SPEC §3). Every content module is written
 * `satisfies` one of these types and tests/unit/content.test.ts parses all of it, so a
 * typo in a figure or a broken internal link fails `npm test`, not a visitor.
 */
import { z } from "zod";

/** A site-relative path: starts with one slash, lower-case words, optional hash. */
export const internalHref = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/?)*(?:#[a-z0-9-]+)?$/, "an internal path like /trades/carpenter");
export const externalHref = z.string().regex(/^https:\/\/[^\s]+$/, "an https:// URL");
export const mailHref = z.string().regex(/^mailto:[^\s@]+@example\.com(\?.*)?$/, "a mailto: at example.com");
export const telHref = z.string().regex(/^tel:\+6185550\d{4}$/, "a tel: in the fictional (08) 5550 range");

/** Any image slot: in-repo artwork today, a photograph tomorrow (change src and size here). */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|webp|avif|jpg|png)$/),
  /** Meaningful alt text; "" only for a purely decorative image. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * Plain rich text for articles, FAQ answers and legal sections. Text may carry inline
 * links written as [label](href), href internal (/privacy-policy), mailto:, tel: or https:.
 * The RichText component renders them; the content test checks every internal one resolves.
 */
export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: z.string().min(1) }),
  z.object({ type: z.literal("h2"), text: z.string().min(1) }),
  z.object({ type: z.literal("h3"), text: z.string().min(1) }),
  z.object({ type: z.literal("ul"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("ol"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("quote"), text: z.string().min(1), cite: z.string().optional() }),
  z.object({ type: z.literal("figure"), image: imageSchema, caption: z.string().min(1) }),
]);
export type Block = z.infer<typeof blockSchema>;

export const linkSchema = z.object({ label: z.string().min(1), href: z.union([internalHref, externalHref, mailHref, telHref]) });
export type Link = z.infer<typeof linkSchema>;

// ---------------------------------------------------------------------------------------
// Trades (SPEC §3 Trade, §9 figures)

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
  pageSalary: z.string().regex(/^\$\d{3},\d{3}\+$/).optional(),
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
  trainingSupport: z.array(z.string().min(1)).min(2),
});
export type Trade = z.infer<typeof tradeSchema>;

// ---------------------------------------------------------------------------------------
// People and stories

export const staffSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  phone: z.string().regex(/^\(08\) 5550 \d{4}$/),
  email: z.string().regex(/^[a-z.]+@example\.com$/),
  photo: imageSchema,
});
export type Staff = z.infer<typeof staffSchema>;

export const successStorySchema = z.object({
  name: z.string().min(1),
  /** SPEC §3: present but empty on every story. */
  age: z.literal(""),
  trade: z.string().min(1),
  completionYear: z.number().int().min(2015).max(2026),
  currentRole: z.string().min(1),
  /** Money or, for some, an award. */
  salary: z.string().min(1),
  story: z.string().min(40),
  image: imageSchema,
  rating: z.literal(5),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const testimonialSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(20),
  photo: imageSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const videoStorySchema = z.object({
  name: z.string().min(1),
  trade: z.string().min(1),
  title: z.string().min(1),
  vimeoId: z.string().regex(/^\d+$/),
  poster: imageSchema,
});
export type VideoStory = z.infer<typeof videoStorySchema>;

export const partnerSchema = z.object({ name: z.string().min(1), logo: imageSchema });
export type Partner = z.infer<typeof partnerSchema>;

// ---------------------------------------------------------------------------------------
// News

export const postSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(20),
  /** ISO date; the site shows the year ("2024") as SPEC does. */
  date: z.string().regex(/^2024-\d{2}-\d{2}$/),
  image: imageSchema,
  body: z.array(blockSchema).min(1),
  /** Extras SPEC gives some posts. */
  backToBlog: z.boolean(),
  callout: z.object({ heading: z.string(), text: z.string(), cta: linkSchema }).optional(),
  awards: z
    .object({ heading: z.string(), photo: z.object({ image: imageSchema, caption: z.string() }), winners: z.array(z.object({ award: z.string(), name: z.string() })).length(10) })
    .optional(),
});
export type Post = z.infer<typeof postSchema>;

export const faqItemSchema = z.object({
  question: z.string().regex(/\?$/),
  answer: z.array(blockSchema).min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const legalSectionSchema = z.object({ heading: z.string().min(1), body: z.array(blockSchema).min(1) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

// ---------------------------------------------------------------------------------------
// Legacy redirects (SPEC §2)

export const redirectSchema = z.object({
  /** The old path, without a trailing slash (both forms match). */
  from: z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/),
  /** A canonical page path. */
  to: internalHref,
  /** 301 for moved pages, 302 for aliases and campaign links that may change. */
  status: z.union([z.literal(301), z.literal(302)]),
  why: z.string().min(1),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** Generic page copy: a title, a description for search results and the page's heading. */
export const pageMetaSchema = z.object({
  path: internalHref,
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
  heading: z.string().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
