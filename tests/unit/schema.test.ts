// The content schema's rules at their edges (app/content/schema.ts): each pattern takes the values
// it is meant for and refuses the near misses an editor could type. content.test.ts checks the
// real content parses; this checks the schema would catch it if it did not.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  audienceLinkSchema,
  benefitsSchema,
  blockSchema,
  claimsSchema,
  faqPageSchema,
  handbookSchema,
  homeSchema,
  processStepsSchema,
  videoStorySchema,
  externalHref,
  faqItemSchema,
  figuresSourceSchema,
  imageSchema,
  internalHref,
  mailHref,
  optionalGroup,
  postFrontMatterSchema,
  postSchema,
  processFlowsSchema,
  redirectRuleSchema,
  schoolsSchema,
  staffSchema,
  studentsSchema,
  tradeIconSchema,
  tradeSchema,
  uiIconSchema,
} from "~content/schema";
import { AUDIENCE_LINKS } from "~content/audience-links";
import { SCHOOLS, STUDENTS } from "~content/audiences";
import { BENEFITS, CLAIMS, PROCESS_FLOWS, PROCESS_STEPS } from "~content/program";
import { FAQ_PAGE } from "~content/faq-page";
import { HANDBOOK } from "~content/handbook";
import { HOME } from "~content/home";
import { VIDEO_STORIES } from "~content/stories";
import { FAQ } from "~content/faq";
import { STAFF } from "~content/people";
import { POSTS } from "~content/posts";
import { TRADES } from "~content/trades";
import { telHref } from "~content/schema";

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A valid item with one field replaced. */
const withField = (item: object, key: string, value: unknown) => ({ ...item, [key]: value });

type Rule = [name: string, schema: z.ZodType, good: readonly unknown[], bad: readonly unknown[]];

const trade = TRADES[0]!;
const video = { vimeoId: "900000011", title: "A video" };
/** `schema` parsing what `make` builds around each value the rule tries. */
const parsing = (schema: z.ZodType, make: (value: unknown) => unknown): z.ZodType =>
  ({ safeParse: (value: unknown) => schema.safeParse(make(value)) }) as unknown as z.ZodType;
const field = (schema: z.ZodType, item: object, key: string) => parsing(schema, (value) => withField(item, key, value));

/**
 * A photograph as the photo pipeline describes it (docs/images.md: copies named
 * `/images/v/<where>/<name>-<hash>-<width>.<format>`, a JPEG or PNG fallback), with one of its
 * sources' fields replaced.
 */
const photo = (key: string) => (value: unknown) => ({
  src: "/images/v/posts/meet-sam-0a1b2c3d4e-1280.jpg",
  alt: "Apprentice Sam at work on a roof frame",
  width: 1920,
  height: 1080,
  sources: withField(
    { stem: "/images/v/posts/meet-sam-0a1b2c3d4e", widths: [320, 480, 720], fallback: "jpg", placeholder: null },
    key,
    value,
  ),
});

const rules: Rule[] = [
  [
    "internal href",
    internalHref,
    ["/", "/trades/carpenter", "/painter/", "/about#enquire", "/#top", "/a-1/b2/c", "/a/b/"],
    [
      "trades",
      "//x",
      "/Trades",
      "/a b",
      "/a#",
      "/a#B",
      "/a#b#c",
      "https://x.example",
      "/a?b=1",
      "/a//b",
      " /a",
      "/a\n",
      "/a_b",
    ],
  ],
  [
    "external href",
    externalHref,
    ["https://a.example/x?y=1", "https://a"],
    ["http://a.example", "https://", "https://a b", " https://a", "xhttps://a", "https://a\n", "mailto:a@example.com"],
  ],
  [
    // Any well-formed address (the program's own replaces the example one), in lower case.
    "mailto",
    mailHref,
    [
      "mailto:a@example.com",
      "mailto:a.b+c@example.com?subject=Hi%20there",
      "mailto:a@example.com?",
      "mailto:jo@borntobuild.com.au",
      "mailto:a@example.org",
    ],
    [
      "mailto:@example.com",
      "mailto:a@examplecom",
      "mailto:a b@example.com",
      "mailto:a@b@example.com",
      "mailto:a@example.com#x",
      "xmailto:a@example.com",
      "mailto:A@example.com",
    ],
  ],
  [
    // What telHref makes of an Australian number: +61 and the number without its 0, or a 13/1300/1800 number as written.
    "tel",
    telHref,
    ["tel:+61855501234", "tel:+61881234567", "tel:+61412345678", "tel:1300123456", "tel:1800123456", "tel:131234"],
    [
      "tel:+6185550123",
      "tel:+618555012345",
      "tel:+61855501a34",
      "tel:61855501234",
      "xtel:+61855501234",
      "tel:+61555012345",
      "tel:+61855501234 ",
      "tel:1300 123 456",
    ],
  ],
  [
    "image src",
    field(imageSchema, { src: "/images/a.svg", alt: "", width: 1, height: 1 }, "src"),
    // Underscores and .jpeg: the names the web editor gives uploads ("My photo_1.JPEG" → my-photo_1.jpeg).
    [
      "/images/a.svg",
      "/images/a.webp",
      "/images/a.avif",
      "/images/a.jpg",
      "/images/a.png",
      "/images/a/b-1.svg",
      "/images/a_b.svg",
      "/images/my-photo_1.jpeg",
    ],
    [
      "/images/.svg",
      "/images/A.svg",
      "/images/a.gif",
      "/images/a.svgx",
      "x/images/a.svg",
      "/images/a b.svg",
      "/images/a.SVG",
      "/img/a.svg",
      "/images/asvg",
      "/images/a.svg/",
    ],
  ],
  ["trade slug", field(tradeSchema, trade, "slug"), ["a-1", "carpenter"], ["", "A", "a b", "a/b", "a_b", "-a!"]],
  [
    "listing pay",
    field(tradeSchema, trade, "salary"),
    ["$86,960", "$120,493"],
    ["$8,960", "$1200,493", "$86,96", "$86,9600", "86,960", "$86960", "$86,960+", "x$86,960", "$a6,960", "$86,a60"],
  ],
  [
    "trade page pay",
    field(tradeSchema, trade, "pageSalary"),
    ["$174,000+", undefined],
    [
      "$74,000+",
      "$1174,000+",
      "$174,000",
      "$174,00+",
      "$174,0000+",
      "174,000+",
      "$174,000++",
      "$17a,000+",
      "$174,00a+",
      "x$174,000+",
    ],
  ],
  [
    "video id",
    field(tradeSchema, trade, "video"),
    [video, undefined],
    [
      { ...video, vimeoId: "" },
      { ...video, vimeoId: "12a" },
      { ...video, vimeoId: "a12" },
      { ...video, vimeoId: " 1" },
      { ...video, title: "" },
    ],
  ],
  [
    // As Australians write a number: a landline with its area code, a mobile, 1300/1800, a 13 number.
    "staff phone",
    field(staffSchema, STAFF[0]!, "phone"),
    ["(08) 5550 1234", "(08) 8123 4567", "(02) 9123 4567", "0412 345 678", "1300 123 456", "1800 123 456", "13 12 34"],
    [
      "(08) 5550 123",
      "(08) 5550 12345",
      "08 5550 1234",
      "(08) 5550 12a4",
      "x(08) 5550 1234",
      "(09) 5551 1234",
      "(08) 5550 1234 ",
      "0412345678",
      "1300 123456",
    ],
  ],
  [
    "staff e-mail",
    field(staffSchema, STAFF[0]!, "email"),
    ["a.b@example.com", "ab@example.com", "a1@example.com", "jo.citizen@borntobuild.com.au", "a@example.org"],
    ["A@example.com", "@example.com", "a@examplecom", " a@example.com", "a@example.com ", "a b@example.com"],
  ],
  ["post slug", field(postSchema, POSTS[0]!, "slug"), ["a-1"], ["", "A", "a b", "a/b"]],
  [
    "post date",
    field(postSchema, POSTS[0]!, "date"),
    ["2024-03-15", "2026-02-28", "2028-02-29"],
    [
      "2024-02-30",
      "2026-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-3-15",
      "2024-03-5",
      "2024-003-15",
      "x2024-03-15",
      "2024-03-155",
      "2024-0a-15",
      "2024-03-1a",
    ],
  ],
  [
    "FAQ question",
    field(faqItemSchema, FAQ[0]!, "question"),
    ["Why?", "Is it paid? Yes?"],
    ["Why", "Why? Because", "Why?\n", ""],
  ],
  [
    "redirect source",
    field(redirectRuleSchema, { from: "/news", to: "/blog", status: 301, why: "moved" }, "from"),
    ["/a", "/a/b-1", "/7f3k9q", "/a_b", "/sitemap_index.xml", "/:year/:month/:slug", "/category/*", "/*", "/a/:b/*"],
    ["/", "/a/", "a", "//a", "/A", "/a//b", "/a b", "x/a", "/a/*/b", "/a*", "/:", "/:Slug", "/:1", "/a/**"],
  ],
  [
    "redirect target",
    field(redirectRuleSchema, { from: "/news", to: "/blog", status: 301, why: "moved" }, "to"),
    ["/", "/blog", "/painter/", "/blog/:slug", "/images/logo.svg", "/x/*", undefined, ""],
    ["blog", "https://evil.example/", "//evil.example", "/Blog", "/a b", "/a//b", "/a/*/b"],
  ],
  [
    "redirect status",
    field(redirectRuleSchema, { from: "/news", to: "/blog", status: 301, why: "moved" }, "status"),
    [301, 302, 410, "301"],
    [200, 303, 308, 404, "gone", null],
  ],
  [
    "audience link's hint",
    field(audienceLinkSchema, AUDIENCE_LINKS[0]!, "hint"),
    ["A 2-minute quiz", "x".repeat(40)],
    ["", "x".repeat(41), undefined],
  ],
  [
    // The fallbacks the photo pipeline writes (docs/images.md, "Formats"): a JPEG, or a PNG
    // for a picture with transparency, as a logo may have; nothing else.
    "photo's fallback format",
    parsing(imageSchema, photo("fallback")),
    ["jpg", "png"],
    ["", "jpeg", "gif", "webp", "image/jpeg", undefined],
  ],
  [
    "photo's copies' stem",
    parsing(imageSchema, photo("stem")),
    ["/images/v/posts/meet-sam-0a1b2c3d4e", "/images/v/gallery/site_visit-2-9f8e7d6c5b"],
    [
      "/images/posts/meet-sam-0a1b2c3d4e",
      "/images/v/posts/meet-sam",
      "/images/v/posts/meet-sam-0a1b2c3d4",
      "/images/v/posts/meet-sam-0a1b2c3d4e-720.jpg",
      "/images/v/posts/Meet-Sam-0a1b2c3d4e",
      "images/v/posts/meet-sam-0a1b2c3d4e",
      undefined,
    ],
  ],
  [
    "photo's widths",
    parsing(imageSchema, photo("widths")),
    [[320], [320, 480, 720, 960, 1280, 1920]],
    [[], [0], [-320], [320.5], ["320"], 320, undefined],
  ],
];

describe("each pattern takes what it is for and refuses the near misses", () => {
  it.each(rules)("%s", (_name, schema, good, bad) => {
    for (const value of good) expect(accepts(schema, value), `accepts ${JSON.stringify(value)}`).toBe(true);
    for (const value of bad) expect(accepts(schema, value), `refuses ${JSON.stringify(value)}`).toBe(false);
  });
});

describe("what an editor is told", () => {
  it.each([
    [internalHref, "/Trades", "an internal path like /trades/carpenter"],
    [externalHref, "http://x.example", "an https:// URL"],
    [mailHref, "mailto:a@b", "a mailto: address"],
    [telHref, "tel:+6181234567", "a tel: phone number"],
  ] as const)("%#: a refused link says what was expected", (schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  // "/Admin/" breaks the spelling rule too, but the one thing to tell staff is that the address is the site's own.
  it("a redirect from the site's own address, spelt any way, is refused for that alone", () => {
    const rule = { from: "/Admin/", to: "/blog", status: 301, why: "the old editor" };
    expect(redirectRuleSchema.safeParse(rule).error?.issues.map((i) => i.message)).toEqual([
      "is /Admin/, an address the site itself needs (/admin is the web editor and its sign-in): no rule may take it; remove the rule",
    ]);
  });

  it("a schools page without the enquiry-form link says so", () => {
    const text = (value: string) => ({ type: "text", value }) as const;
    const link = (url: string) => ({ type: "link", url, children: [text("here")] }) as const;
    const partnership = {
      ...SCHOOLS.partnership,
      paragraphs: [[text("No link here.")], [text("Nor "), link("/about")]],
    };
    const result = schoolsSchema.safeParse({ ...SCHOOLS, partnership });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["partnership.paragraphs", "one paragraph links to the enquiry form"],
    ]);
    const linked = {
      ...SCHOOLS.partnership,
      paragraphs: [[text("No link here.")], [text("Ask us "), link("/about#enquire")]],
    };
    expect(schoolsSchema.safeParse({ ...SCHOOLS, partnership: linked }).success).toBe(true);
  });
});

describe("prose blocks", () => {
  const words = [{ type: "text", value: "Hi" }];
  it.each([
    [
      { type: "paragraph", children: words },
      { type: "paragraph", children: [] },
    ],
    [
      { type: "heading", depth: 2, children: words },
      { type: "heading", depth: 1, children: words },
    ],
    [
      { type: "heading", depth: 4, children: words },
      { type: "heading", depth: 5, children: words },
    ],
    [
      { type: "list", ordered: false, items: [words, words] },
      { type: "list", ordered: false, items: [] },
    ],
    [
      { type: "list", ordered: true, items: [words] },
      { type: "list", ordered: true, items: [[]] },
    ],
    [
      { type: "quote", children: words, cite: "Someone" },
      { type: "quote", children: words, cite: "" },
    ],
    [
      { type: "quote", children: words },
      { type: "quote", cite: "Someone" },
    ],
    [
      { type: "paragraph", children: [{ type: "link", url: "/a", children: [{ type: "strong", children: words }] }] },
      { type: "paragraph", children: [{ type: "link", url: "/a", children: [] }] },
    ],
    [
      { type: "paragraph", children: [{ type: "emphasis", children: words }] },
      { type: "paragraph", children: [{ type: "text", value: "" }] },
    ],
    // Bold and italic words may hold more than one run: "**Apply *now* today**".
    [
      {
        type: "paragraph",
        children: [{ type: "strong", children: [...words, { type: "emphasis", children: words }] }],
      },
      { type: "paragraph", children: [{ type: "strong", children: [] }] },
    ],
    [
      {
        type: "paragraph",
        children: [{ type: "emphasis", children: [...words, { type: "strong", children: words }] }],
      },
      { type: "paragraph", children: [{ type: "emphasis", children: [] }] },
    ],
  ])("%o, not %o", (good, bad) => {
    expect(blockSchema.parse(good)).toEqual(good);
    expect(accepts(blockSchema, bad)).toBe(false);
  });

  it("refuses an unknown block type", () => expect(accepts(blockSchema, { type: "table", children: [] })).toBe(false));
});

describe("counts the schema holds", () => {
  /** The sample with one list resized to `n` copies of its first item. */
  const resized = (sample: object, path: readonly string[], n: number): unknown => {
    const [key, ...rest] = path as [string, ...string[]];
    const value = (sample as Record<string, unknown>)[key];
    if (rest.length) return { ...sample, [key]: resized(value as object, rest, n) };
    return { ...sample, [key]: Array.from({ length: n }, () => (value as unknown[])[0]) };
  };
  it.each([
    ["career flows", processFlowsSchema, PROCESS_FLOWS, ["civil-engineer"], [4, 5], [3, 6]],
    ["career flows", processFlowsSchema, PROCESS_FLOWS, ["construction-manager"], [4, 5], [3, 6]],
    ["schools pathway steps", schoolsSchema, SCHOOLS, ["pathway", "steps"], [4, 5], [3, 6]],
    ["schools benefit cards", schoolsSchema, SCHOOLS, ["benefits", "cards"], [3, 4], [2, 5]],
    ["students journey", studentsSchema, STUDENTS, ["journey", "steps"], [4, 6], [3, 7]],
  ] as const)("%s: %o", (_name, schema, sample, path, good, bad) => {
    for (const n of good) expect(accepts(schema, resized(sample, path, n)), `${n}`).toBe(true);
    for (const n of bad) expect(accepts(schema, resized(sample, path, n)), `${n}`).toBe(false);
  });

  it("every benefit has an icon: one without is refused", () => {
    expect(benefitsSchema.parse(BENEFITS)).toEqual(BENEFITS);
    for (let i = 0; i < BENEFITS.length; i++) {
      const { icon: _icon, ...without } = BENEFITS[i]!;
      const copy = [...BENEFITS];
      copy[i] = without as (typeof BENEFITS)[number];
      expect(accepts(benefitsSchema, copy), `benefit ${i}`).toBe(false);
    }
  });
});

describe("icons", () => {
  it("every icon name content may use is drawn in the sprite, and nothing else", async () => {
    const { ICONS, iconSprite } = await import("~/components/Icon/icons.server");
    const names = new Set([...tradeIconSchema.options, ...uiIconSchema.options]);
    expect(new Set(Object.keys(ICONS))).toEqual(names);
    const sprite = iconSprite();
    for (const name of names) expect(sprite, name).toContain(`id="icon-${name}"`);
  });
});

/** A deep copy of `sample` with the value at `path` replaced. */
function changedAt(sample: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

// SPEC fixes these labels, figures and targets word for word; the schema pins each one, so an
// editor's rewording (or a typo) is refused, not published. Each is changed on its own.
describe("the labels and targets SPEC fixes", () => {
  const pinned: Array<
    readonly [name: string, schema: z.ZodType, sample: unknown, path: readonly (string | number)[], changed: unknown]
  > = [
    ...PROCESS_STEPS.map(
      (_, i) =>
        [`process step ${i + 1}'s title`, processStepsSchema, PROCESS_STEPS, [i, "title"], "Apply Later"] as const,
    ),
    ...CLAIMS.map((_, i) => [`home claim ${i + 1}'s figure`, claimsSchema, CLAIMS, [i, "value"], "99%"] as const),
    ...BENEFITS.map(
      (_, i) => [`benefit ${i + 1}'s title`, benefitsSchema, BENEFITS, [i, "title"], "Free Lunch"] as const,
    ),
    ...[0, 1, 2].flatMap((i) => [
      [`handbook card ${i + 1}'s title`, handbookSchema, HANDBOOK, ["cards", i, "title"], "Something Else"] as const,
      [`FAQ page figure ${i + 1}`, faqPageSchema, FAQ_PAGE, ["stats", i, "value"], "3 Years"] as const,
    ]),
    ["home's Why Choose heading", homeSchema, HOME, ["whyChoose", "heading"], "Why Born to Build?"],
    ["home's featured trades link", homeSchema, HOME, ["featuredTrades", "cta", "href"], "/about"],
    ["home's featured trade slug", homeSchema, HOME, ["featuredTrades", "slugs", 0], "Electrician"],
    ["home's featured trade slug (a space)", homeSchema, HOME, ["featuredTrades", "slugs", 0], "wall liner"],
    ["handbook's apply label", handbookSchema, HANDBOOK, ["actions", "applyLabel"], "Apply Now"],
    ["handbook's contact label", handbookSchema, HANDBOOK, ["actions", "contactLabel"], "Contact"],
    ["FAQ page's apply label", faqPageSchema, FAQ_PAGE, ["actions", "applyLabel"], "Apply"],
    ["FAQ page's trades label", faqPageSchema, FAQ_PAGE, ["actions", "tradesLabel"], "Trades"],
    ["FAQ page's trades link", faqPageSchema, FAQ_PAGE, ["actions", "tradesHref"], "/trades/compare"],
    ["a video story's Vimeo id (letters after)", videoStorySchema, VIDEO_STORIES[0], ["vimeoId"], "123abc"],
    ["a video story's Vimeo id (letters before)", videoStorySchema, VIDEO_STORIES[0], ["vimeoId"], "abc123"],
  ];

  it.each(pinned)("%s: the content parses; changed, it is refused", (_name, schema, sample, path, changed) => {
    expect(accepts(schema, sample)).toBe(true);
    expect(accepts(schema, changedAt(sample, path, changed))).toBe(false);
  });
});

/** Each issue as "path: message", for the rules whose words staff read. */
const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("where the trade figures come from", () => {
  const source = {
    source: "Trade profiles published for each trade",
    cite: "Trade profiles",
    checked: "2026-11-23",
    payNote: "Pay is a guide, not a promise: it depends on your employer.",
  };

  it("takes a source, its short name for the cards, an ISO date and a pay note, and keeps them", () =>
    expect(figuresSourceSchema.parse(source)).toEqual(source));

  it.each([
    "x2026-11-23",
    "2026-11-23x",
    "2026-1-23",
    "2026-11-3",
    "226-11-23",
    "20a6-11-23",
    "2026-ab-23",
    "2026-11-ab",
  ])("refuses the date %s as not an ISO date", (checked) =>
    expect(issues(figuresSourceSchema, { ...source, checked })).toEqual(["checked: an ISO date"]),
  );

  it("refuses a source or a pay note too short to say anything", () => {
    expect(figuresSourceSchema.safeParse({ ...source, source: "Profiles" }).success).toBe(false);
    expect(figuresSourceSchema.safeParse({ ...source, payNote: "Pay is a guide." }).success).toBe(false);
    // Every card says "Source: <cite>, checked <month>", so a card's name is needed, and kept short.
    expect(figuresSourceSchema.safeParse({ ...source, cite: undefined }).success).toBe(false);
    expect(figuresSourceSchema.safeParse({ ...source, cite: "x".repeat(61) }).success).toBe(false);
  });
});

describe("a post's front matter, as staff write it", () => {
  const front = {
    title: "Meet Sam",
    date: "2024-06-10",
    excerpt: "Sam is learning a trade and getting paid while he does it.",
    image: "/images/posts/meet-sam.jpg",
    alt: "Apprentice Sam at work on a roof frame",
  };

  it("takes a post's front matter as it is", () => expect(postFrontMatterSchema.parse(front)).toEqual(front));

  // A date written another way is told only what a date looks like: the checks of its day and
  // time speak once its shape is right.
  it.each(["x2024-06-10", "2024-06-10x", "2024-06-10T9:00"])("a date %s is told what a date looks like", (date) =>
    expect(issues(postFrontMatterSchema, { ...front, date })).toEqual([
      "date: must look like 2024-11-28, or 2024-11-28T09:00 to publish at a time of day (Adelaide time)",
    ]),
  );

  it("takes a date with an Adelaide time of day, as the editor writes it", () =>
    expect(postFrontMatterSchema.parse({ ...front, date: "2024-06-10T09:30" })).toEqual({
      ...front,
      date: "2024-06-10T09:30",
    }));

  it.each(["x/images/posts/meet-sam.jpg", "/images/posts/meet-sam.jpg.txt"])(
    "an image %s is told where pictures live",
    (image) =>
      expect(issues(postFrontMatterSchema, { ...front, image })).toEqual([
        "image: must be a file under /images/ like /images/posts/my-post.jpg (lower-case letters, digits, hyphens and underscores)",
      ]),
  );

  // A group nobody filled in, as the web editor can write it: empty text, no value, an empty
  // list or one with an empty entry. It means "no call-out" or "no awards", not ten mistakes.
  const noAwards = { heading: "", photo: null, photoAlt: "", caption: "", winners: [] };
  it.each([
    ["awards: empty text, no photo, no winners", { awards: noAwards }],
    ["awards: one winner added but left empty", { awards: { ...noAwards, winners: [{ award: "", name: "" }] } }],
    ["callout: empty text", { callout: { heading: "", text: "", cta: { label: "", href: "" } } }],
    ["callout: no values", { callout: { heading: null, text: null, cta: null } }],
  ])("an empty group means none (%s)", (_, group) =>
    expect(postFrontMatterSchema.parse({ ...front, ...group })).toEqual(front),
  );

  it("a group half filled in is checked, and its gaps named", () => {
    const winners = [{ award: "", name: "Sam Lee" }];
    expect(issues(postFrontMatterSchema, { ...front, awards: { ...noAwards, winners } })).toEqual([
      "awards.heading: Too small: expected string to have >=1 characters",
      "awards.photo: Invalid input: expected string, received null",
      "awards.photoAlt: is missing: describe what the photo shows, for people who cannot see it",
      "awards.photoAlt: is too short: say in a few words what the photo shows",
      "awards.caption: Too small: expected string to have >=1 characters",
      "awards.winners.0.award: Too small: expected string to have >=1 characters",
      "awards.winners: Too small: expected array to have exactly 10 items",
    ]);
  });

  it("a box left unticked is as blank as an empty field", () => {
    const group = optionalGroup(z.object({ show: z.boolean(), label: z.string().min(1) }));
    expect(group.parse({ show: false, label: "" })).toBeUndefined();
    expect(group.safeParse({ show: true, label: "" }).success).toBe(false);
  });

  it("alt text of spaces only is missing, not long enough", () =>
    expect(issues(postFrontMatterSchema, { ...front, alt: "            " })).toEqual([
      "alt: is missing: describe what the photo shows, for people who cannot see it",
      "alt: is too short: say in a few words what the photo shows",
    ]));
});
