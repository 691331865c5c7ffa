/**
 * The one schema of the site's content (SPEC §3). Every content module is written
 * `satisfies` one of these types and tests/unit/content.test.ts parses all of it, so a
 * typo in a figure or a broken internal link fails `npm test`, not a visitor.
 */
import { z } from "zod";
import { inlineUrls } from "./prose";
import { blockSchema, inlinesSchema } from "./prose-schema";

/** A site-relative path: starts with one slash, lower-case words, optional hash. */
export const internalHref = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/?)*(?:#[a-z0-9-]+)?$/, "an internal path like /trades/carpenter");
export const externalHref = z.string().regex(/^https:\/\/[^\s]+$/, "an https:// URL");
export const mailHref = z.string().regex(/^mailto:[^\s@]+@example\.com(\?.*)?$/, "a mailto: at example.com");
export const telHref = z.string().regex(/^tel:\+6185550\d{4}$/, "a tel: in the fictional (08) 5550 range");

/** Any image slot: in-repo artwork today, a photograph tomorrow (change src and size here). */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|webp|avif|jpe?g|png)$/),
  /** Meaningful alt text; "" only for a purely decorative image. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /**
   * A photograph's sized copies, set by the photo pipeline (scripts/images/) at build time:
   * `srcset` lists per format, the fallback's type, and a data: URL of a few pixels shown until
   * the photo arrives (null for a transparent picture). Drawings (.svg) have none.
   */
  sources: z
    .object({
      avif: z.string(),
      webp: z.string(),
      fallback: z.string(),
      fallbackType: z.enum(["image/jpeg", "image/png"]),
      placeholder: z.string().nullable(),
    })
    .optional(),
});
export type Image = z.infer<typeof imageSchema>;

// Prose nodes (Inline, Block): their schema is content/prose-schema.ts, beside the readers in
// content/prose.ts that a rule below needs; re-exported here, with the rest of the schema.
export { blockSchema, inlineSchema, inlinesSchema, type Block, type Inline } from "./prose-schema";

export const linkSchema = z.object({
  label: z.string().min(1),
  href: z.union([internalHref, externalHref, mailHref, telHref]),
});
export type Link = z.infer<typeof linkSchema>;

// ---------------------------------------------------------------------------------------
// Trades (SPEC §3 Trade, §9 figures)

/** An audience's way in (content/navigation.ts AUDIENCE_LINKS): a short label and what is there. */
export const audienceLinkSchema = linkSchema.extend({ hint: z.string().min(1).max(40) });
export type AudienceLink = z.infer<typeof audienceLinkSchema>;

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
  checked: z.string().regex(/^20\d{2}-\d{2}-\d{2}$/, "an ISO date"),
  payNote: z.string().min(20),
});
export type FiguresSource = z.infer<typeof figuresSourceSchema>;

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

/** An ISO calendar date (2024-11-28) that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must look like 2024-11-28")
  .refine(
    (date) => !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date),
    "is not a real date (check the month and day)",
  );

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
export const imagePath = z.string().regex(
  // Lower case, digits, hyphens and underscores: the names the web editor gives uploads.
  /^\/images\/[a-z0-9/_-]+\.(svg|webp|avif|jpe?g|png)$/,
  "must be a file under /images/ like /images/posts/my-post.jpg (lower-case letters, digits, hyphens and underscores)",
);
/** A picture's description for people who cannot see it (content tests want more than 8 characters). */
export const altText = z
  .string()
  .trim()
  .min(1, "is missing: describe what the photo shows, for people who cannot see it")
  .min(9, "is too short: say in a few words what the photo shows");
/** Nothing written: no value, empty text, an empty list, or a group of such. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  value === false ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === "object" && value !== null && Object.values(value).every(isBlank));
/**
 * An optional group of fields. The web editor writes one it was not asked to fill as empty
 * fields, which means "none"; a group half filled in is checked, and its gaps reported.
 */
export const optionalGroup = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

export const postFrontMatterSchema = z
  .object({
    title: z.string().min(1),
    date: isoDate,
    excerpt: z.string().min(20, "must be at least 20 characters: it is the summary on the news page and in the feed"),
    image: imagePath,
    alt: altText,
    backToBlog: z.boolean().optional(),
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

// ---------------------------------------------------------------------------------------
// Page copy
//
// The words of every page section that is not a trade, story, post or legal text: one
// schema per module (program.ts, home.ts, about.ts, audiences.ts, handbook.ts,
// faq-page.ts, listing-pages.ts, future-pathways.ts, tips.ts). Where SPEC fixes a label,
// a title or a count, the schema fixes it too, so a reworded button fails the test.

/** Icon keys the UiIcon component maps to drawings (cards, benefits, stats). */
export const uiIconSchema = z.enum([
  "award",
  "graduation-cap",
  "wallet",
  "users",
  "handshake",
  "hard-hat",
  "shield-check",
  "briefcase",
  "map",
  "book-open",
  "compass",
  "heart-handshake",
  "clipboard-check",
  "calendar",
  "phone",
  "mail",
  "sparkles",
  "trending-up",
  "school",
  "user-check",
  "hammer",
  "star",
  "route",
  "lightbulb",
  "clock",
  "badge-check",
]);
export type UiIcon = z.infer<typeof uiIconSchema>;

/** A short titled card: benefits, support, reasons. */
export const cardSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: uiIconSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** A button or text link (label + href). */
export const ctaSchema = linkSchema;
export type Cta = z.infer<typeof ctaSchema>;

/** A figure card: "85%" / "job placement rate". */
export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  note: z.string().min(1).optional(),
});
export type Stat = z.infer<typeof statSchema>;

/** One step of a process or pathway, rendered as real text (not an image). */
export const stepSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });
export type Step = z.infer<typeof stepSchema>;

/** A section's heading and optional one-line lead. */
export const sectionIntroSchema = z.object({ heading: z.string().min(1), lead: z.string().min(1).optional() });
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

const paragraphs = z.array(z.string().min(1)).min(1);
/** A fixed label SPEC gives a button. */
const label = <T extends string>(text: T) => z.literal(text);
const titledStep = <T extends string>(title: T) => stepSchema.extend({ title: z.literal(title) });
const titledCard = <T extends string>(title: T) => cardSchema.extend({ title: z.literal(title) });
/** A link to one exact internal page. */
const linkTo = <T extends string>(href: T) => z.object({ label: z.string().min(1), href: z.literal(href) });
/** The three audience pages, in SPEC's order (students, parents, schools). */
const audienceLinks = z.tuple([
  linkTo("/info-for-students"),
  linkTo("/info-for-parents-guardians"),
  linkTo("/info-for-schools"),
]);
const heroSchema = z.object({ heading: z.string().min(1), lead: z.string().min(1) });
const headingOnly = z.object({ heading: z.string().min(1) });

// program.ts: what several pages share -----------------------------------------------

/** SPEC §4: the five application steps, in order, with these exact titles. */
export const processStepsSchema = z.tuple([
  titledStep("Apply Now"),
  titledStep("Interview Invite"),
  titledStep("Group Testing & 1:1 Chat"),
  titledStep("Approved to Proceed"),
  titledStep("Start Strong"),
]);
export type ProcessSteps = z.infer<typeof processStepsSchema>;

/** The career flows the civil engineer and construction manager pages show instead. */
export const processFlowsSchema = z.object({
  "civil-engineer": z.array(stepSchema).min(4).max(5),
  "construction-manager": z.array(stepSchema).min(4).max(5),
});
export type ProcessFlows = z.infer<typeof processFlowsSchema>;

/** SPEC §2 Home claims: exactly these three figures. */
export const claimsSchema = z.tuple([
  statSchema.extend({ value: z.literal("85%") }),
  statSchema.extend({ value: z.literal("$75k+") }),
  statSchema.extend({ value: z.literal("Hundreds") }),
]);
export type Claims = z.infer<typeof claimsSchema>;

/** SPEC §2 Home benefits list: these four, in order, each with an icon. */
export const benefitsSchema = z.tuple([
  titledCard("Paid Training").required({ icon: true }),
  titledCard("Industry Mentors").required({ icon: true }),
  titledCard("Job Guarantee").required({ icon: true }),
  titledCard("Career Support").required({ icon: true }),
]);
export type Benefits = z.infer<typeof benefitsSchema>;

/** The RISE mentoring section on the audience pages; its button opens the RISE site. */
export const riseSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  cta: z.object({ label: label("Visit the RISE website"), href: externalHref }),
});
export type Rise = z.infer<typeof riseSchema>;

/** Get In Touch (mailto) and Call Now (tel); the component builds both hrefs from CONTACT. */
export const contactBannerSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  email: z.object({ heading: label("Get In Touch"), text: z.string().min(1), label: z.string().min(1) }),
  phone: z.object({ heading: label("Call Now"), text: z.string().min(1), label: z.string().min(1) }),
});
export type ContactBanner = z.infer<typeof contactBannerSchema>;

// home.ts ---------------------------------------------------------------------------------

export const homeSchema = z.object({
  video: z.object({ title: z.string().min(1), caption: z.string().min(1) }),
  hero: z.object({
    heading: z.string().min(1),
    lead: z.string().min(1),
    applyLabel: label("Apply Now"),
    exploreLabel: label("Explore Trades"),
    /** External (SPEC §7), not /trades. */
    exploreHref: externalHref,
  }),
  /** Headings over the 5-step process and the benefits list (CONTACT_BANNER has its own). */
  process: sectionIntroSchema,
  benefits: sectionIntroSchema,
  /** The audience entry points on the first screen (the links are content/navigation.ts AUDIENCE_LINKS). */
  audiences: headingOnly,
  /** SPEC's Why Choose section: three reasons the benefits list above them does not already give. */
  whyChoose: z.object({
    heading: label("Why Choose Born to Build?"),
    reasonsLabel: z.string().min(1),
    items: z.array(cardSchema.omit({ icon: true })).length(3),
  }),
  featuredTrades: z.object({
    heading: z.string().min(1),
    lead: z.string().min(1).optional(),
    slugs: z.array(z.string().regex(/^[a-z0-9-]+$/)).length(4),
    cta: linkTo("/trades"),
  }),
  storyTeaser: z.object({ heading: z.string().min(1), cta: linkTo("/success-stories") }),
  about: z.object({ heading: z.string().min(1), paragraphs, cta: linkTo("/about") }),
  gallery: headingOnly,
  claims: sectionIntroSchema,
});
export type HomeContent = z.infer<typeof homeSchema>;

// about.ts --------------------------------------------------------------------------------

export const aboutSchema = z.object({
  hero: heroSchema.extend({ links: audienceLinks }),
  intro: z.object({ heading: z.string().min(1), paragraphs }),
  team: sectionIntroSchema,
  /** The section holding the enquiry frame; /about#enquire links to it. */
  enquiry: z.object({
    id: z.literal("enquire"),
    heading: z.string().min(1),
    text: z.string().min(1),
    frameTitle: z.string().min(1),
  }),
  partners: sectionIntroSchema,
  gallery: headingOnly,
});
export type AboutContent = z.infer<typeof aboutSchema>;

// audiences.ts ----------------------------------------------------------------------------

const tradesAction = { tradesLabel: label("Explore Trades"), tradesHref: z.literal("/trades") };

export const studentsSchema = z.object({
  hero: heroSchema,
  journey: sectionIntroSchema.extend({ steps: z.array(stepSchema).min(4).max(6) }),
  benefits: z.object({ heading: z.string().min(1), cards: z.array(cardSchema).length(3) }),
  actions: z.object({ applyLabel: label("Apply Now"), ...tradesAction }),
});
export type StudentsContent = z.infer<typeof studentsSchema>;

export const parentsSchema = z.object({
  hero: heroSchema,
  /** The parent guide; facts are the entry rules of SPEC §5 as a short list. */
  guide: z.object({ heading: z.string().min(1), paragraphs, facts: z.array(z.string().min(1)).min(2) }),
  support: sectionIntroSchema.extend({ cards: z.array(cardSchema).length(3) }),
  benefits: sectionIntroSchema.extend({ items: z.array(cardSchema).length(6) }),
  /** Labels only: SPEC shows no action for these buttons, the page decides. */
  actions: z.object({ getStarted: label("Get Started Today"), parentGuide: label("Download Parent Guide") }),
});
export type ParentsContent = z.infer<typeof parentsSchema>;

export const schoolsSchema = z.object({
  hero: heroSchema,
  partnership: z.object({
    heading: z.string().min(1),
    paragraphs: z
      .array(inlinesSchema)
      .min(1)
      .refine(
        (ps) => ps.some((p) => inlineUrls(p).includes("/about#enquire")),
        "one paragraph links to the enquiry form",
      ),
  }),
  pathway: sectionIntroSchema.extend({ steps: z.array(stepSchema).min(4).max(5) }),
  benefits: sectionIntroSchema.extend({ cards: z.array(cardSchema).min(3).max(4) }),
  graduates: sectionIntroSchema,
  actions: z.object({ contactLabel: label("Contact Us"), ...tradesAction }),
});
export type SchoolsContent = z.infer<typeof schoolsSchema>;

// handbook.ts -----------------------------------------------------------------------------

const handbookCard = <T extends string, H extends string>(title: T, href: H) =>
  titledCard(title).extend({ link: linkTo(href).optional() });

export const handbookSchema = z.object({
  hero: heroSchema.extend({ links: audienceLinks }),
  flipbook: z.object({ heading: z.string().min(1), text: z.string().min(1), frameTitle: z.string().min(1) }),
  cards: z.tuple([
    handbookCard("Educational Pathways", "/future-pathways"),
    handbookCard("Career Opportunities", "/trades"),
    handbookCard("Success Stories", "/success-stories"),
  ]),
  actions: z.object({ applyLabel: label("Start Your Application"), contactLabel: label("Contact Us") }),
  process: sectionIntroSchema,
});
export type HandbookContent = z.infer<typeof handbookSchema>;

// faq-page.ts -----------------------------------------------------------------------------

export const faqPageSchema = z.object({
  hero: z.object({ lead: z.string().min(1) }),
  stats: z.tuple([
    statSchema.extend({ value: z.literal("4 Years") }),
    statSchema.extend({ value: z.literal("Earn While Learning") }),
    statSchema.extend({ value: z.literal("Nationally Recognised") }),
  ]),
  actions: z.object({
    applyLabel: label("Apply Now"),
    tradesLabel: label("Explore Available Trades"),
    tradesHref: z.literal("/trades"),
  }),
});
export type FaqPageContent = z.infer<typeof faqPageSchema>;

// listing-pages.ts ------------------------------------------------------------------------

export const tradesPageSchema = z.object({
  lead: z.string().min(1),
  /** Each card's link to its trade page. */
  cardLinkLabel: label("Learn More"),
  otherTrades: z.object({
    heading: label("Other Specialist Trades"),
    text: z.string().min(1),
    label: label("Enquire Now"),
  }),
});
export type TradesPageContent = z.infer<typeof tradesPageSchema>;

export const storiesPageSchema = z.object({
  lead: z.string().min(1),
  videos: sectionIntroSchema,
  /** Label of each video's button that opens it in a dialog. */
  watchLabel: z.string().min(1),
  stories: sectionIntroSchema,
  apply: z.object({ heading: z.string().min(1), text: z.string().min(1), label: label("Apply Now") }),
  gallery: headingOnly,
});
export type StoriesPageContent = z.infer<typeof storiesPageSchema>;

export const blogPageSchema = z.object({
  lead: z.string().min(1),
  /** Each post card's link to /blog/{slug}. */
  readMoreLabel: label("Read More"),
  message: z.object({ heading: z.string().min(1), text: z.string().min(1), label: label("Send a message") }),
  gallery: headingOnly,
});
export type BlogPageContent = z.infer<typeof blogPageSchema>;

export const postSidebarSchema = z.object({
  recentHeading: label("Recent Posts"),
  shareHeading: label("Share"),
  /** Accessible names of the three share buttons and the copy confirmation. */
  share: z.object({
    facebook: z.string().min(1),
    linkedin: z.string().min(1),
    copyLink: z.string().min(1),
    copied: z.string().min(1),
  }),
  messageCard: z.object({ heading: label("Send Us A Message"), text: z.string().min(1), label: label("Contact Us") }),
  backToBlogLabel: label("Back to Blog"),
});
export type PostSidebarContent = z.infer<typeof postSidebarSchema>;

// future-pathways.ts ----------------------------------------------------------------------

const pathwaySchema = <T extends string>(slug: T) =>
  z.object({ slug: z.literal(slug), heading: z.string().min(1), text: z.string().min(1) });

/** Words only: names, pay and duration come from TRADES on the page. */
export const futurePathwaysSchema = z.object({
  intro: z.object({ heading: z.string().min(1), paragraphs }),
  pathways: z.tuple([pathwaySchema("builder"), pathwaySchema("civil-engineer"), pathwaySchema("construction-manager")]),
  closing: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    applyLabel: label("Apply Now"),
    contactLabel: label("Contact Us"),
  }),
});
export type FuturePathwaysContent = z.infer<typeof futurePathwaysSchema>;

// tips.ts ---------------------------------------------------------------------------------

/** /tips-for-success; the Get In Touch mailto is built from CONTACT.email on the page. */
export const tipsSchema = z.object({
  intro: z.array(z.string()),
  employerExpectations: z.object({
    heading: z.string(),
    items: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  closing: z.array(z.string()),
  getInTouch: z.object({ heading: z.string(), text: z.string(), label: z.string() }),
});
export type TipsContent = z.infer<typeof tipsSchema>;

// ---------------------------------------------------------------------------------------
// Find your trade (/find-your-trade, issue 27): the questions and each trade's traits, read
// from content/find-your-trade/*.yaml by the content build (scripts/content/find-your-trade.ts).

const quizWord = z.string().regex(/^[a-z]+(?:-[a-z0-9]+)*$/, "lower-case letters and hyphens, like year-10");

export const quizAnswerSchema = z
  .object({ value: quizWord, label: z.string().min(1), youSaid: z.string().min(1) })
  .strict();
export const quizQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/, "lower-case letters only, like place"),
    question: z.string().min(1),
    hint: z.string().min(1).optional(),
    required: z.boolean(),
    answers: z.array(quizAnswerSchema).min(2, "at least 2 answers").max(5, "at most 5 answers"),
  })
  .strict();
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizQuestionsFileSchema = z
  .object({ questions: z.array(quizQuestionSchema).min(8, "at least 8 questions").max(12, "at most 12 questions") })
  .strict();

export const quizTraitSchema = z
  .object({
    question: z.string().min(1),
    answers: z.array(quizWord).min(1),
    points: z
      .number()
      .int("a whole number")
      .min(-3, "at least -3")
      .max(3, "at most 3")
      .refine((n) => n !== 0, "not 0: a trait that counts for nothing is left out"),
    /** Words on the trade's own page, exactly as written there: the reason a visitor reads. */
    quote: z.string().min(1),
  })
  .strict();
export type QuizTrait = z.infer<typeof quizTraitSchema>;
export const quizTraitsFileSchema = z
  .object({ trade: z.string().min(1), traits: z.array(quizTraitSchema).min(1) })
  .strict();
export type QuizTraits = z.infer<typeof quizTraitsFileSchema>;

// parents-questions.ts, host-employers.ts, career-changers.ts (issue 28) ------------------

/**
 * A fact only the program can give (who pays for tools, what a host employer signs up to),
 * left open on purpose: the page shows it marked "To be confirmed" and the lead's list of
 * open questions for the client is every `toConfirm` in content/ (AUDIENCE_PLACEHOLDERS).
 */
export const toConfirmSchema = z.array(z.string().min(1).startsWith("Client to confirm: ")).optional();

/** One question a visitor brings and the page's answer: paragraphs, cards, open facts. */
export const answerSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  paragraphs: z.array(z.string().min(1)).optional(),
  cards: z.array(cardSchema).min(2).optional(),
  toConfirm: toConfirmSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/** The pay table on the parents' and career changers' pages: SPEC §9's two figures per trade. */
export const payTableSchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** How pay rises through the apprenticeship; no figure we cannot cite (the award, Fair Work). */
  award: z.array(z.string().min(1)).min(1),
  fairWork: z.object({ guidesLabel: z.string().min(1), calculatorLabel: z.string().min(1) }),
  toConfirm: toConfirmSchema,
});
export type PayTable = z.infer<typeof payTableSchema>;

export const parentsQuestionsSchema = z.object({
  /** The questions in the order the page asks them (a contents list at the top links to each). */
  contentsLabel: z.string().min(1),
  pay: payTableSchema.extend({ id: z.literal("pay") }),
  answers: z.array(answerSchema).min(4),
  call: sectionIntroSchema,
});
export type ParentsQuestions = z.infer<typeof parentsQuestionsSchema>;

export const hostEmployersSchema = z.object({
  hero: heroSchema,
  answers: z.array(answerSchema).min(2),
  enquire: sectionIntroSchema.extend({ enquiryLabel: z.string().min(1), enquiryHref: z.literal("/about#enquire") }),
});
export type HostEmployersContent = z.infer<typeof hostEmployersSchema>;

export const careerChangersSchema = z.object({
  hero: heroSchema,
  answers: z.array(answerSchema).min(2),
  pay: payTableSchema,
  /** Those who started later, named as their stories are (stories.yaml, videos.yaml, a post's slug). */
  stories: sectionIntroSchema.extend({
    written: z.array(z.string().min(1)).min(1),
    videos: z.array(z.string().min(1)),
    posts: z.array(z.string().regex(/^[a-z0-9-]+$/)),
  }),
});
export type CareerChangersContent = z.infer<typeof careerChangersSchema>;
