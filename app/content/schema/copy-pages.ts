// The words of each page: home.ts, about.ts, audiences.ts, handbook.ts, faq-page.ts,
// future-pathways.ts and tips.ts (the listing pages: copy-listings.ts), one section each.
import { z } from "zod";
import { inlineUrls } from "../prose";
import { inlinesSchema } from "../prose-schema";
import { externalHref } from "./base";
import {
  said,
  audienceLinks,
  headingOnly,
  heroSchema,
  label,
  linkTo,
  paragraphs,
  template,
  titledCard,
} from "./copy-helpers";
import { cardSchema, openFactsSchema, sectionIntroSchema, statSchema, stepSchema } from "./copy-parts";

/** The name a screen reader gives the three audience links. */
const linksLabel = () => said("Name of the three links (read by screen readers)");
/** The name a screen reader gives an embedded page (a form, the flipbook). */
const frameTitle = () => said("Name of the embedded frame (read by screen readers)");

// home.ts ---------------------------------------------------------------------------------

export const homeSchema = z.object({
  video: z
    .object({
      title: said("Video title (read by screen readers)"),
      caption: said("Caption under the video", "Shown when the video cannot play."),
    })
    .meta({ title: "Video at the top of the page" }),
  hero: z.object({
    heading: z.string().min(1),
    lead: z.string().min(1),
    applyLabel: label("Apply Now"),
    exploreLabel: label("Explore Trades"),
    /** External (SPEC §7), not /trades. */
    exploreHref: externalHref.meta({
      title: "Where Explore Trades goes",
      description: "The association's trades page: a full address starting with https://.",
    }),
  }),
  /** Headings over the 5-step process and the benefits list (CONTACT_BANNER has its own). */
  process: sectionIntroSchema,
  benefits: sectionIntroSchema,
  /** The audience entry points on the first screen (the links are app/content/navigation.ts AUDIENCE_LINKS). */
  audiences: headingOnly,
  /** SPEC's Why Choose section: three reasons the benefits list above them does not already give. */
  whyChoose: z
    .object({
      heading: label("Why Choose Born to Build?"),
      reasonsLabel: said("Name of the list of reasons (read by screen readers)"),
      items: z
        .array(cardSchema.omit({ icon: true }))
        .length(3)
        .meta({ title: "Reasons" }),
    })
    .meta({ title: "Why Choose Born to Build?" }),
  featuredTrades: z
    .object({
      heading: z.string().min(1),
      lead: z.string().min(1).optional(),
      slugs: z
        .array(
          z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .meta({ title: "Trade's address (the part after /trades/)" }),
        )
        .length(4)
        .meta({ title: "Trades shown" }),
      cta: linkTo("/trades"),
    })
    .meta({ title: "Featured trades" }),
  storyTeaser: z
    .object({ heading: z.string().min(1), cta: linkTo("/success-stories") })
    .meta({ title: "Success story teaser" }),
  about: z.object({
    heading: z.string().min(1),
    paragraphs,
    /** Where the figures in the paragraphs come from and when (content:launch asks for one while they have none). */
    source: z.string().min(1).optional(),
    cta: linkTo("/about"),
  }),
  gallery: headingOnly,
  claims: sectionIntroSchema,
});
export type HomeContent = z.infer<typeof homeSchema>;

// about.ts --------------------------------------------------------------------------------

export const aboutSchema = z.object({
  /** `linksLabel`: the name a screen reader gives the three links. */
  hero: heroSchema.extend({ links: audienceLinks, linksLabel: linksLabel() }),
  intro: z.object({ heading: z.string().min(1), paragraphs }),
  team: sectionIntroSchema.extend({ listLabel: said("Name of the list of staff (read by screen readers)") }),
  /** The section holding the enquiry frame; /about#enquire links to it. */
  enquiry: z.object({
    id: z.literal("enquire").meta({ title: "Anchor (fixed)" }),
    heading: z.string().min(1),
    text: z.string().min(1),
    frameTitle: frameTitle(),
    /** The link shown where the form cannot be (no frames, or it fails to load). */
    fallbackLabel: said("Link shown when the form cannot load"),
  }),
  partners: sectionIntroSchema,
  gallery: headingOnly,
});
export type AboutContent = z.infer<typeof aboutSchema>;

// audiences.ts ----------------------------------------------------------------------------

const tradesAction = {
  tradesLabel: label("Explore Trades"),
  tradesHref: z.literal("/trades").meta({ title: "Where Explore Trades goes (fixed)" }),
};

export const studentsSchema = z.object({
  hero: heroSchema,
  journey: sectionIntroSchema.extend({ label: z.string().min(1), steps: z.array(stepSchema).min(4).max(6) }),
  benefits: z.object({ heading: z.string().min(1), cards: z.array(cardSchema).length(3) }),
  actions: z.object({ applyLabel: label("Apply Now"), ...tradesAction }),
});
export type StudentsContent = z.infer<typeof studentsSchema>;

export const parentsSchema = z.object({
  hero: heroSchema,
  /** The parent guide; facts are the entry rules of SPEC §5 as a short list. */
  guide: z.object({
    heading: z.string().min(1),
    paragraphs,
    factsHeading: said("Heading over the entry facts"),
    facts: z.array(said("Fact")).min(2).meta({ title: "Entry facts" }),
  }),
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
  /** `label`: the name a screen reader gives the list of steps. */
  pathway: sectionIntroSchema.extend({ label: z.string().min(1), steps: z.array(stepSchema).min(4).max(5) }),
  benefits: sectionIntroSchema.extend({ cards: z.array(cardSchema).min(3).max(4) }),
  graduates: sectionIntroSchema.extend({ listLabel: said("Name of the list of quotes (read by screen readers)") }),
  /**
   * How a school-based apprenticeship counts towards the SACE (issue 46): said with its source
   * (the SACE Board's own page), and what only the program can say is an open fact until answered.
   */
  sace: sectionIntroSchema.extend({
    source: z
      .object({ label: said("Link words"), href: externalHref })
      .meta({ title: "Link to the SACE Board's page" }),
    openFacts: openFactsSchema,
  }),
  /** `mailSubject`: the subject line Contact Us puts in the e-mail. */
  actions: z.object({
    contactLabel: label("Contact Us"),
    mailSubject: said("Subject line of the e-mail Contact Us starts"),
    ...tradesAction,
  }),
});
export type SchoolsContent = z.infer<typeof schoolsSchema>;

// handbook.ts -----------------------------------------------------------------------------

const handbookCard = <T extends string, H extends string>(title: T, href: H) =>
  titledCard(title).extend({ link: linkTo(href).optional() });

export const handbookSchema = z.object({
  hero: heroSchema.extend({ links: audienceLinks, linksLabel: linksLabel() }),
  flipbook: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    frameTitle: frameTitle(),
    fallbackLabel: said("Link shown when the flipbook cannot load"),
  }),
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
  /** `statsLabel`: the name a screen reader gives the three figures. */
  statsLabel: said("Name of the three figures (read by screen readers)"),
  questionsHeading: said("Heading over the questions"),
  stats: z.tuple([
    statSchema.extend({ value: z.literal("4 Years") }),
    statSchema.extend({ value: z.literal("Earn While Learning") }),
    statSchema.extend({ value: z.literal("Nationally Recognised") }),
  ]),
  actions: z.object({
    applyLabel: label("Apply Now"),
    tradesLabel: label("Explore Available Trades"),
    tradesHref: z.literal("/trades").meta({ title: "Where Explore Available Trades goes (fixed)" }),
  }),
});
export type FaqPageContent = z.infer<typeof faqPageSchema>;

// future-pathways.ts ----------------------------------------------------------------------

const pathwaySchema = <T extends string>(slug: T) =>
  z.object({
    slug: z.literal(slug).meta({ title: "Trade's address (fixed)" }),
    heading: z.string().min(1),
    text: z.string().min(1),
    linkLabel: said("Words of the link to the trade's page"),
  });

/** Words only: names, pay and duration come from TRADES on the page. */
export const futurePathwaysSchema = z.object({
  intro: z.object({ heading: z.string().min(1), paragraphs }),
  pathways: z.tuple([pathwaySchema("builder"), pathwaySchema("civil-engineer"), pathwaySchema("construction-manager")]),
  /** Each pathway's three figures: their labels, the block's name and the steps' name ({pathway}). */
  cards: z.object({
    pay: z.string().min(1),
    duration: z.string().min(1),
    wage: z.string().min(1),
    glanceName: template("pathway").meta({ title: "Name of a pathway's figures block (read by screen readers)" }),
    stepsName: template("pathway").meta({ title: "Name of the steps (read by screen readers)" }),
  }),
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
