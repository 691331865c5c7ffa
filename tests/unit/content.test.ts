// Parses every content module with the one schema, checks the counts and figures SPEC
// gives, and that every internal link anywhere in content resolves to a canonical page.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockUrls } from "~content/prose";
import { FAQ } from "~content/faq";
import { ABOUT_GALLERY, BLOG_GALLERY, HOME_GALLERY, STORIES_GALLERY } from "~content/gallery";
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from "~content/legal";
import { FOOTER_LINKS, LEGAL_LINKS, MOBILE_ONLY_LINKS, PRIMARY_LINKS, buildTradesMenu } from "~content/navigation";
import { PAGES } from "~content/pages";
import { PARTNERS, STAFF } from "~content/people";
import { POSTS, recentPostsBesides } from "~content/posts";
import { REDIRECT_RULES } from "~content/redirects";
import { PAGE_PATHS, isPagePath } from "~content/routes";
import {
  blockSchema,
  faqItemSchema,
  imageSchema,
  legalSectionSchema,
  mailHref as mailHrefSchema,
  pageMetaSchema,
  partnerSchema,
  postSchema,
  redirectRuleSchema,
  staffSchema,
  successStorySchema,
  telHref as telHrefSchema,
  testimonialSchema,
  tradeSchema,
  videoStorySchema,
  type Block,
} from "~content/schema";
import { CONTACT, SOCIAL_LINKS, mailHref, telHref } from "~content/site";
import { SUCCESS_STORIES, TESTIMONIALS, VIDEO_STORIES } from "~content/stories";
import { TRADES, tradePath } from "~content/trades";
import { ABOUT } from "~content/about";
import { PARENTS, SCHOOLS, STUDENTS } from "~content/audiences";
import { FAQ_PAGE } from "~content/faq-page";
import { FUTURE_PATHWAYS } from "~content/future-pathways";
import { HANDBOOK } from "~content/handbook";
import { HOME } from "~content/home";
import { BLOG_PAGE, POST_SIDEBAR, STORIES_PAGE, TRADES_PAGE } from "~content/listing-pages";
import { BENEFITS, CLAIMS, CONTACT_BANNER, PROCESS_FLOWS, PROCESS_STEPS, RISE } from "~content/program";
import { TIPS } from "~content/tips";
import {
  aboutSchema,
  benefitsSchema,
  blogPageSchema,
  claimsSchema,
  contactBannerSchema,
  faqPageSchema,
  futurePathwaysSchema,
  handbookSchema,
  homeSchema,
  parentsSchema,
  postSidebarSchema,
  processFlowsSchema,
  processStepsSchema,
  riseSchema,
  schoolsSchema,
  storiesPageSchema,
  studentsSchema,
  tipsSchema,
  tradesPageSchema,
} from "~content/schema";
import { existsSync, readFileSync } from "node:fs";
import {
  SPEC_CARDS,
  SPEC_AT_LEAST,
  SPEC_COUNTS,
  SPEC_EXPLORER,
  SPEC_POSTS,
  SPEC_TRADE_PATHS,
  SPEC_TRADES,
  specPostsIn,
} from "../fixtures/spec";
import { SITE_PAGE_PATHS } from "../fixtures/site-pages";

const TRADES_MENU = buildTradesMenu(TRADES);
/** Parses each item; the result must be the item itself (a schema that drops a field fails). */
const parseAll = <T>(schema: z.ZodType<T>, items: readonly unknown[]) =>
  items.forEach((item) => expect(schema.parse(item)).toEqual(item));
const blockHrefs = (blocks: readonly Block[]) => blockUrls(blocks);

describe("content parses with the schema", () => {
  it("pages", () => parseAll(pageMetaSchema, Object.values(PAGES)));
  it("trades", () => parseAll(tradeSchema, TRADES));
  it("posts", () => parseAll(postSchema, POSTS));
  it("faq", () => parseAll(faqItemSchema, FAQ));
  it("legal", () => parseAll(legalSectionSchema, [...PRIVACY_SECTIONS, ...TERMS_SECTIONS]));
  it("stories", () => {
    parseAll(successStorySchema, SUCCESS_STORIES);
    parseAll(videoStorySchema, VIDEO_STORIES);
    parseAll(testimonialSchema, TESTIMONIALS);
  });
  it("people and partners", () => {
    parseAll(staffSchema, STAFF);
    parseAll(partnerSchema, PARTNERS);
  });
  it("galleries", () =>
    parseAll(imageSchema, [...HOME_GALLERY, ...ABOUT_GALLERY, ...BLOG_GALLERY, ...STORIES_GALLERY]));
  it("redirects", () =>
    parseAll(
      redirectRuleSchema,
      REDIRECT_RULES.map(([from, to, status]) => ({ from, ...(to ? { to } : {}), status, why: "as built" })),
    ));
  it.each([
    ["program steps", processStepsSchema, PROCESS_STEPS],
    ["process flows", processFlowsSchema, PROCESS_FLOWS],
    ["claims", claimsSchema, CLAIMS],
    ["benefits", benefitsSchema, BENEFITS],
    ["RISE", riseSchema, RISE],
    ["contact banner", contactBannerSchema, CONTACT_BANNER],
    ["home", homeSchema, HOME],
    ["about", aboutSchema, ABOUT],
    ["students", studentsSchema, STUDENTS],
    ["parents", parentsSchema, PARENTS],
    ["schools", schoolsSchema, SCHOOLS],
    ["handbook", handbookSchema, HANDBOOK],
    ["FAQ page", faqPageSchema, FAQ_PAGE],
    ["trades page", tradesPageSchema, TRADES_PAGE],
    ["stories page", storiesPageSchema, STORIES_PAGE],
    ["blog page", blogPageSchema, BLOG_PAGE],
    ["post sidebar", postSidebarSchema, POST_SIDEBAR],
    ["future pathways", futurePathwaysSchema, FUTURE_PATHWAYS],
    ["tips", tipsSchema, TIPS],
  ] as const)("page copy: %s", (_name, schema, value) => {
    expect((schema as z.ZodType).parse(value)).toEqual(value);
  });
  it("contact details are reserved example values", () => {
    mailHrefSchema.parse(mailHref(CONTACT.email));
    mailHrefSchema.parse(mailHref(CONTACT.enquiriesEmail));
    telHrefSchema.parse(telHref(CONTACT.phone));
    for (const person of STAFF) telHrefSchema.parse(telHref(person.phone));
  });
});

describe("counts SPEC gives", () => {
  // Launch content (SPEC_AT_LEAST) is a floor: staff add posts, stories, photos, people and
  // partners. A count SPEC fixes as a rule of the design is exact (the comments in SPEC_COUNTS).
  it.each([
    ["trades", TRADES.length],
    ["posts", POSTS.length],
    ["recentPosts", recentPostsBesides("", POSTS).length],
    ["faqItems", FAQ.length],
    ["privacySections", PRIVACY_SECTIONS.length],
    ["termsSections", TERMS_SECTIONS.length],
    ["writtenStories", SUCCESS_STORIES.length],
    ["videoTestimonials", VIDEO_STORIES.length],
    ["staffCards", STAFF.length],
    ["partnerLogos", PARTNERS.length],
    ["aboutPhotos", ABOUT_GALLERY.length],
    ["blogPhotos", BLOG_GALLERY.length],
    ["menuTrades", TRADES_MENU.trades.length],
    ["pathwayTrades", TRADES_MENU.pathway.links.length],
    ["pages", PAGE_PATHS.length],
  ] as const)("%s", (name, actual) => {
    if (SPEC_AT_LEAST.has(name)) expect(actual).toBeGreaterThanOrEqual(SPEC_COUNTS[name]);
    else expect(actual).toBe(SPEC_COUNTS[name]);
  });

  it("the page paths are SPEC's route table and the pages issues added, and any other page is a post", () => {
    expect(PAGE_PATHS).toEqual(expect.arrayContaining([...SITE_PAGE_PATHS]));
    // Staff publish posts; a page of any other kind is a change to the fixture's lists.
    const further = PAGE_PATHS.filter((path) => !SITE_PAGE_PATHS.includes(path));
    expect(further.filter((path) => !/^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path))).toEqual([]);
  });

  it("SPEC's posts are there, in SPEC's order, among any others, newest first", () => {
    expect(specPostsIn(POSTS.map((post) => post.slug))).toEqual(SPEC_POSTS.map((post) => post.slug));
    for (const spec of SPEC_POSTS)
      expect(POSTS.find((post) => post.slug === spec.slug)?.date, spec.slug).toBe(spec.date);
    const dates = POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("trade figures are SPEC §9's, exactly", () => {
  it("lists exactly SPEC's trades, in order", () =>
    expect(TRADES.map((t) => t.slug)).toEqual(Object.keys(SPEC_TRADES)));

  it.each(Object.entries(SPEC_TRADES))("%s", (slug, spec) => {
    const trade = TRADES.find((t) => t.slug === slug)!;
    expect({
      demand: trade.demand,
      listingPay: trade.salary,
      pagePay: trade.pageSalary,
      years: trade.durationYears,
      startWage: trade.startingHourly,
      growth: trade.jobGrowth,
    }).toEqual({ pagePay: undefined, ...spec });
  });

  it.each(Object.entries(SPEC_EXPLORER))(
    "%s: name, entry level, colour vision and way in (SPEC §5, §9)",
    (slug, spec) => {
      const trade = TRADES.find((t) => t.slug === slug)!;
      expect({
        name: trade.name,
        entry: trade.entryLevel,
        colourVision: trade.colourVision,
        pathways: trade.pathways,
      }).toEqual(spec);
    },
  );

  it("the trade paths are SPEC's", () => expect(TRADES.map(tradePath)).toEqual(SPEC_TRADE_PATHS));

  it("civil engineer's three cards are SPEC's", () => {
    const { cards } = TRADES.find((t) => t.slug === "civil-engineer")!;
    const spec = SPEC_CARDS["civil-engineer"];
    expect(cards).toEqual({
      duration: { value: spec.duration[0], note: spec.duration[1] },
      startingWage: { value: spec.startingWage[0], note: spec.startingWage[1] },
      jobGrowth: { value: spec.jobGrowth[0], note: spec.jobGrowth[1] },
    });
  });

  it("the end-of-set page: $60,000+, strong demand, 7 duties and 6 skills", () => {
    const trade = TRADES.find((t) => t.slug === "construction-manager")!;
    const spec = SPEC_CARDS["construction-manager"];
    expect(trade.cards.duration.value).toBe(spec.duration[0]);
    expect(trade.cards.startingWage.value).toBe(spec.startingWage[0]);
    expect(trade.cards.jobGrowth.value.toLowerCase()).toContain(spec.jobGrowth[0]);
    expect(trade.tasks).toMatchObject({ heading: "What You'll Do" });
    expect(trade.tasks.items).toHaveLength(7);
    expect(trade.environment).toMatchObject({ heading: "It Helps to Be Good At" });
    expect(trade.environment.items).toHaveLength(6);
  });

  it("layout variants sit where SPEC puts them", () => {
    const by = (slug: string) => TRADES.find((t) => t.slug === slug)!;
    expect(TRADES.filter((t) => t.video).map((t) => t.slug)).toEqual([
      "carpenter",
      "electrician",
      "plumber",
      "stonemason",
    ]);
    expect(TRADES.filter((t) => t.process === "none").map((t) => t.slug)).toEqual(["cabinet-maker", "concreter"]);
    expect(by("civil-engineer").process).toBe("civil-engineer");
    expect(by("construction-manager").process).toBe("construction-manager");
    for (const slug of ["builder", "civil-engineer"]) {
      expect(by(slug).tasks.heading).toBe("A Typical Day May Involve");
      expect(by(slug).environment.heading).toBe("It Helps to Be Good At");
    }
  });

  it("entry requirements follow SPEC §5", () => {
    const text = (slug: string) => TRADES.find((t) => t.slug === slug)!.entryRequirements.join(" ");
    for (const slug of ["electrician", "builder"]) expect(text(slug)).toMatch(/Year 12[^.]*preferred/i);
    for (const slug of ["electrician", "painter"]) expect(text(slug)).toMatch(/colour vision/i);
    for (const trade of TRADES.filter((t) => !t.futurePathway && t.slug !== "electrician")) {
      expect(text(trade.slug)).toMatch(/Year 10/);
    }
    for (const trade of TRADES.filter((t) => !["electrician", "painter"].includes(t.slug))) {
      expect(text(trade.slug)).not.toMatch(/colour vision/i);
    }
  });
});

describe("paths and links", () => {
  it("every page path is unique and slugs do not collide", () => {
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
    expect(new Set(TRADES.map((t) => t.slug)).size).toBe(TRADES.length);
    expect(new Set(POSTS.map((p) => p.slug)).size).toBe(POSTS.length);
    expect(new Set(POSTS.map((p) => p.id)).size).toBe(POSTS.length);
  });

  it("painter is canonical at /painter/ and every other page has no trailing slash", () => {
    expect(tradePath(TRADES.find((t) => t.slug === "painter")!)).toBe("/painter/");
    expect(PAGE_PATHS.filter((p) => p.length > 1 && p.endsWith("/"))).toEqual(["/painter/"]);
  });

  it("no legacy source shadows a page", () => {
    for (const [from] of REDIRECT_RULES) {
      expect(isPagePath(from), from).toBe(false);
      expect(isPagePath(`${from}/`), from).toBe(false);
    }
  });

  it("every internal link in content resolves to a page (no link goes through a redirect)", () => {
    const hrefs = [
      ...[
        ...FOOTER_LINKS,
        ...LEGAL_LINKS,
        ...PRIMARY_LINKS,
        ...MOBILE_ONLY_LINKS,
        TRADES_MENU.all,
        ...TRADES_MENU.trades,
        ...TRADES_MENU.pathway.links,
      ].map((l) => l.href),
      // A rule's fixed target that is a page (others are files, the feed, the sitemap, or carry a post's name).
      ...REDIRECT_RULES.flatMap(([, to]) => (to && !/[:*]|\.[a-z]+$/.test(to) ? [to] : [])),
      ...recentPostsBesides("", POSTS).map((p) => p.slug),
      ...POSTS.flatMap((p) => [...blockHrefs(p.body), ...(p.callout ? [p.callout.cta.href] : [])]),
      ...FAQ.flatMap((f) => blockHrefs(f.answer)),
      ...[...PRIVACY_SECTIONS, ...TERMS_SECTIONS].flatMap((s) => blockHrefs(s.body)),
    ];
    const internal = hrefs.filter((h) => h.startsWith("/"));
    expect(internal.length).toBeGreaterThan(30);
    expect(internal.filter((h) => !isPagePath(h.split("#")[0]!))).toEqual([]);
  });

  it("every rich-text block is well formed and outside links are https", () => {
    const blocks = [
      ...POSTS.flatMap((p) => p.body),
      ...FAQ.flatMap((f) => f.answer),
      ...PRIVACY_SECTIONS.flatMap((s) => s.body),
      ...TERMS_SECTIONS.flatMap((s) => s.body),
    ];
    parseAll(blockSchema, blocks);
    const external = blockHrefs(blocks).filter((h) => !h.startsWith("/"));
    for (const href of external) expect(href).toMatch(/^(https:\/\/|mailto:|tel:)/);
    for (const social of SOCIAL_LINKS) expect(social.href).toMatch(/^https:\/\//);
  });
});

describe("images", () => {
  /** Every image object anywhere in content: anything with src, alt, width and height. */
  const images: Array<{ src: string; alt: string; width: number; height: number }> = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.width === "number") images.push(imageSchema.parse(record));
      Object.values(record).forEach(walk);
    }
  };
  walk([
    TRADES,
    POSTS,
    SUCCESS_STORIES,
    VIDEO_STORIES,
    TESTIMONIALS,
    STAFF,
    PARTNERS,
    HOME_GALLERY,
    ABOUT_GALLERY,
    BLOG_GALLERY,
    STORIES_GALLERY,
    HOME,
    ABOUT,
  ]);

  it("finds the image slots", () => expect(images.length).toBeGreaterThan(60));

  it("every image exists in public/ with the intrinsic size content declares", () => {
    for (const image of images) {
      const file = `public${image.src}`;
      expect(existsSync(file), file).toBe(true);
      if (file.endsWith(".svg")) {
        const svg = readFileSync(file, "utf8");
        expect(svg, file).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
        expect(svg, file).not.toMatch(/<script|<foreignObject|href="http/i);
        expect(svg.length, file).toBeLessThan(8 * 1024);
      }
    }
  });

  it("every image says what it shows (or is a partner logo named by its alt)", () => {
    for (const image of images) expect(image.alt.length, image.src).toBeGreaterThan(8);
  });
});
