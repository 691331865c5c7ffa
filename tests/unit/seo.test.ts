// The server modules that build each page's <head> and loader data: seo.server.ts,
// structured-data*.server.ts, page.server.ts, trade-route.server.ts, meta.ts, app/content/prose.ts.
// Expected URLs are written out against the site origin; trade figures come from the fixture.
import { describe, expect, it } from "vitest";
import { programName } from "../fixtures/pathways";
import { PROCESS_FLOWS, PROCESS_STEPS, TRADES, TRADES_MENU, PAGES } from "~/lib/content.server";
import { metaFromLoader } from "~/lib/meta";
import { loadPage, notFound, pageStructuredData } from "~/lib/page.server";
import { blockText, blockUrls, inlineText, inlineUrls } from "~content/prose";
import { SHARE_IMAGE, canonicalUrl, pageMeta } from "~/lib/seo.server";
import { blogPosting, faqPage, tradeProgram } from "~/lib/structured-data-content.server";
import { ORGANIZATION_ID, breadcrumbs, organization } from "~/lib/structured-data.server";
import { loadTrade } from "~/lib/trade-route.server";
import type { Block, FaqItem, Inline, Post } from "~content/schema";
import { SHARE_CARD } from "../fixtures/share-cards";
import { PAY_WORDS } from "../fixtures/site-pages";
import { SPEC_STEPS, SPEC_TRADE_PATHS, SPEC_TRADES } from "../fixtures/spec";

const ORIGIN = "https://www.borntobuild.example.com";

describe("prose nodes as text and links (app/content/prose.ts)", () => {
  const nodes: Inline[] = [
    { type: "text", value: "See " },
    {
      type: "link",
      url: "/apprenticeship-faq",
      children: [
        { type: "text", value: "our " },
        { type: "strong", children: [{ type: "text", value: "FAQ" }] },
      ],
    },
    { type: "text", value: " or " },
    {
      type: "emphasis",
      children: [{ type: "link", url: "mailto:a@example.com", children: [{ type: "text", value: "mail us" }] }],
    },
    { type: "text", value: "." },
  ];
  it("reads as text, links reduced to their labels, at any depth", () => {
    expect(inlineText(nodes)).toBe("See our FAQ or mail us.");
    expect(inlineText([])).toBe("");
  });
  it("lists every link in reading order, nested ones too", () => {
    expect(inlineUrls(nodes)).toEqual(["/apprenticeship-faq", "mailto:a@example.com"]);
    expect(inlineUrls([{ type: "text", value: "none" }])).toEqual([]);
  });
  it("blocks: lists joined by semicolons, quotes without their citation", () => {
    const blocks: Block[] = [
      { type: "heading", depth: 2, children: [{ type: "text", value: "H" }] },
      {
        type: "list",
        ordered: false,
        items: [nodes, [{ type: "link", url: "/a", children: [{ type: "text", value: "A" }] }]],
      },
      { type: "quote", children: [{ type: "text", value: "Said" }], cite: "Someone" },
    ];
    expect(blocks.map(blockText)).toEqual(["H", "See our FAQ or mail us.; A", "Said"]);
    expect(blockUrls(blocks)).toEqual(["/apprenticeship-faq", "mailto:a@example.com", "/a"]);
  });
});

describe("page <head> tags", () => {
  it("every tag, in order, from the page's title, description and path; the default picture for a page without a card", () => {
    const page = { title: "T | Born to Build", description: "D", path: "/no-card-here" };
    const image = `${ORIGIN}${SHARE_IMAGE.path}`;
    const ld = { "@type": "Thing" };
    expect(canonicalUrl("/about")).toBe(`${ORIGIN}/about`);
    expect(pageMeta(page, { type: "article", jsonLd: [ld] })).toEqual([
      { title: "T | Born to Build" },
      { name: "description", content: "D" },
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/no-card-here` },
      { property: "og:type", content: "article" },
      { property: "og:site_name", content: "Born to Build" },
      { property: "og:locale", content: "en_AU" },
      { property: "og:title", content: "T | Born to Build" },
      { property: "og:description", content: "D" },
      { property: "og:url", content: `${ORIGIN}/no-card-here` },
      { property: "og:image", content: image },
      { property: "og:image:type", content: SHARE_CARD.type },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: SHARE_IMAGE.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "T | Born to Build" },
      { name: "twitter:description", content: "D" },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
      { "script:ld+json": ld },
    ]);
    expect(SHARE_IMAGE.path).toBe("/images/og-default.png");
    expect(SHARE_IMAGE.alt.length).toBeGreaterThan(8);
  });

  it("a page with a card of its own: its picture, size and words, the same to both networks", () => {
    const spec = SPEC_TRADES.electrician!;
    const meta = pageMeta({ title: "T", description: "D", path: "/trades/electrician" });
    const content = (key: string) =>
      (meta as Array<Record<string, unknown>>).find((tag) => tag.property === key || tag.name === key)?.content;
    expect(content("og:image")).toMatch(new RegExp(`^${ORIGIN}/og/trades-electrician-[0-9a-f]{12}\\.png$`));
    expect(content("twitter:image")).toBe(content("og:image"));
    expect([content("og:image:width"), content("og:image:height")]).toEqual([
      String(SHARE_CARD.width),
      String(SHARE_CARD.height),
    ]);
    expect(content("og:image:type")).toBe(SHARE_CARD.type);
    expect(content("og:image:alt")).toContain(`${spec.listingPay} ${PAY_WORDS.qualified}`);
    expect(content("twitter:image:alt")).toBe(content("og:image:alt"));
  });

  it("is a website without JSON-LD by default, and nothing without a page", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/" });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toHaveLength(19);
    expect(pageMeta(undefined)).toEqual([]);
  });

  it("routes read back what the loader sent", () => {
    const meta = [{ title: "x" }];
    const args = (data: unknown) => ({ data }) as Parameters<typeof metaFromLoader>[0];
    expect(metaFromLoader(args({ meta }))).toBe(meta);
    expect(metaFromLoader(args(undefined))).toEqual([]);
    expect(metaFromLoader(args({}))).toEqual([]);
  });
});

describe("JSON-LD", () => {
  it("the organisation", () => {
    expect(ORGANIZATION_ID).toBe(`${ORIGIN}/#organization`);
    expect(organization()).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      "@id": `${ORIGIN}/#organization`,
      name: "Born to Build",
      description: "Paid building and construction apprenticeships in South Australia",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/images/logo.svg`,
      email: "hello@example.com",
      telephone: "+61855501234",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Level 2, 100 Example Street",
        addressLocality: "Adelaide",
        addressRegion: "SA",
        postalCode: "5000",
        addressCountry: "AU",
      },
      areaServed: { "@type": "State", name: "South Australia" },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "enquiries",
        email: "hello@example.com",
        telephone: "+61855501234",
        areaServed: "AU",
        availableLanguage: "en-AU",
      },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]) as unknown,
    });
    expect((organization().sameAs as string[]).length).toBeGreaterThan(0);
  });

  it("breadcrumbs start at home and end at the page", () => {
    expect(
      breadcrumbs([
        { name: "Trades", path: "/trades" },
        { name: "Plumber", path: "/trades/plumber" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Trades", item: `${ORIGIN}/trades` },
        { "@type": "ListItem", position: 3, name: "Plumber", item: `${ORIGIN}/trades/plumber` },
      ],
    });
  });

  it("home describes the organisation, every other page its breadcrumbs", () => {
    expect(pageStructuredData({ path: "/", heading: "Home" })).toEqual([organization()]);
    expect(pageStructuredData({ path: "/about", heading: "About" })).toEqual([
      breadcrumbs([{ name: "About", path: "/about" }]),
    ]);
  });

  it("a post", () => {
    const post = { title: "T", excerpt: "E", date: "2024-05-01", slug: "s", image: { src: "/images/p.svg" } } as Post;
    const publisher = { "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: "Born to Build" };
    expect(blogPosting(post)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "T",
      description: "E",
      datePublished: "2024-05-01",
      dateModified: "2024-05-01",
      image: `${ORIGIN}/images/p.svg`,
      url: `${ORIGIN}/blog/s`,
      mainEntityOfPage: `${ORIGIN}/blog/s`,
      inLanguage: "en-AU",
      author: publisher,
      publisher: { ...publisher, logo: { "@type": "ImageObject", url: `${ORIGIN}/images/logo.svg` } },
    });
  });

  it("the FAQ: each answer as plain text, lists joined by semicolons, quotes without citation", () => {
    const text = (value: string) => ({ type: "text", value }) as const;
    const items: FaqItem[] = [
      {
        question: "Q1?",
        answer: [
          {
            type: "paragraph",
            children: [
              text("See "),
              { type: "link", url: "/apprenticeship-faq", children: [text("the FAQ")] },
              text("."),
            ],
          },
          {
            type: "list",
            ordered: false,
            items: [[text("One "), { type: "link", url: "/a", children: [text("a")] }], [text("Two")]],
          },
          { type: "quote", children: [text("Cap")], cite: "Someone" },
        ],
      },
    ];
    expect(faqPage(items)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Q1?",
          acceptedAnswer: { "@type": "Answer", text: "See the FAQ. One a; Two Cap" },
        },
      ],
    });
  });

  it.each(TRADES.map((t) => [t.slug, t] as const))("%s: a paid program with SPEC's pay and length", (slug, trade) => {
    const spec = SPEC_TRADES[slug]!;
    const program = tradeProgram(trade);
    const pay = Number((spec.pagePay ?? spec.listingPay).replace(/[$,+]/g, ""));
    expect(program).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WorkBasedProgram",
      name: programName(slug, trade.name),
      description: trade.description,
      url: `${ORIGIN}${SPEC_TRADE_PATHS[Object.keys(SPEC_TRADES).indexOf(slug)]}`,
      provider: {
        "@type": "EducationalOrganization",
        "@id": `${ORIGIN}/#organization`,
        name: "Born to Build",
        url: `${ORIGIN}/`,
      },
      occupationalCategory: trade.name,
      timeToComplete: `P${spec.years}Y`,
      programPrerequisites: [...trade.entryRequirements],
      educationalProgramMode: "blended",
      salaryUponCompletion: {
        "@type": "MonetaryAmountDistribution",
        name: "Yearly pay",
        currency: "AUD",
        duration: "P1Y",
        median: pay,
      },
      inLanguage: "en-AU",
    });
    expect(program.occupationalCredentialAwarded).toMatch(/Certificate|Bachelor|qualification/i);
  });

  it("a trade without a named qualification still awards one", () => {
    const trade = { ...TRADES[0]!, trainingSupport: ["On-the-job training", "Mentoring"] };
    expect(tradeProgram(trade).occupationalCredentialAwarded).toBe("Nationally recognised qualification");
    const named = { ...TRADES[0]!, trainingSupport: ["Mentoring", "Certificate III in Carpentry", "Bachelor of X"] };
    expect(tradeProgram(named).occupationalCredentialAwarded).toBe("Certificate III in Carpentry");
    expect(
      tradeProgram({ ...TRADES[0]!, trainingSupport: ["a", "A bachelor degree"] }).occupationalCredentialAwarded,
    ).toBe("A bachelor degree");
    expect(
      tradeProgram({ ...TRADES[0]!, trainingSupport: ["a", "a QUALIFICATION"] }).occupationalCredentialAwarded,
    ).toBe("a QUALIFICATION");
    expect(
      tradeProgram({ ...TRADES[0]!, salary: "$86,960", pageSalary: undefined }).salaryUponCompletion,
    ).toMatchObject({ median: 86960 });
    expect(
      tradeProgram({ ...TRADES[0]!, salary: "$86,960", pageSalary: "$100,000.50+" }).salaryUponCompletion,
    ).toMatchObject({ median: 100000.5 });
  });
});

describe("loaders", () => {
  it("a content page: its copy, its data and its tags", async () => {
    const response = loadPage(
      "about",
      () => ({ extra: 1 }),
      (data) => [{ "@type": "Thing", n: data.extra }],
    );
    const body = (await response.json()) as { page: unknown; extra: number; meta: unknown[] };
    expect(body.page).toEqual(PAGES.about);
    expect(body.extra).toBe(1);
    expect(body.meta).toEqual(
      pageMeta(PAGES.about, {
        jsonLd: [breadcrumbs([{ name: PAGES.about.heading, path: "/about" }]), { "@type": "Thing", n: 1 }],
      }),
    );
  });

  it("home carries the organisation; a page without extras only its own tags", async () => {
    const body = (await loadPage("home").json()) as { meta: unknown[]; page: unknown };
    expect(body.meta).toEqual(pageMeta(PAGES.home, { jsonLd: [organization()] }));
    expect(Object.keys(body)).toEqual(["page", "meta"]);
  });

  it("notFound throws a 404 response, whose body a loader fetch (`?_data`) reads", async () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).statusText]).toEqual([404, "Not Found"]);
    expect(await (thrown as Response).text()).toBe("Not Found");
  });

  it.each([
    ["/trades/electrician", "electrician"],
    ["/painter/", "painter"],
  ])("a trade page (%s): the trade, the five steps, its tags", async (path, slug) => {
    const body = (await loadTrade(path).json()) as {
      trade: { slug: string; name: string; description: string };
      steps: Array<{ title: string }>;
      meta: unknown[];
    };
    const trade = TRADES.find((t) => t.slug === slug)!;
    expect(body.trade.slug).toBe(slug);
    expect(body.steps.map((s) => s.title)).toEqual([...SPEC_STEPS]);
    expect(body.steps).toEqual(PROCESS_STEPS);
    expect(body.meta).toEqual(
      pageMeta(
        { title: `${trade.name} apprenticeship | Born to Build`, description: trade.description, path },
        {
          jsonLd: [
            breadcrumbs([
              { name: "Trades", path: "/trades" },
              { name: trade.name, path },
            ]),
            tradeProgram(trade),
          ],
        },
      ),
    );
  });

  it("the process graphic: none, or the trade's own career flow", async () => {
    const steps = async (path: string) => ((await loadTrade(path).json()) as { steps: unknown[] }).steps;
    expect(await steps("/trades/cabinet-maker")).toEqual([]);
    expect(await steps("/trades/concreter")).toEqual([]);
    expect(await steps("/trades/civil-engineer")).toEqual(PROCESS_FLOWS["civil-engineer"]);
    expect(await steps("/trades/construction-manager")).toEqual(PROCESS_FLOWS["construction-manager"]);
  });

  it("an unknown trade, or painter under /trades, is a 404", () => {
    for (const path of ["/trades/nope", "/trades/painter", "/painter"]) {
      expect(() => loadTrade(path), path).toThrow(expect.objectContaining({ status: 404 }));
    }
  });

  it("the trades menu: SPEC's trade pages, the pathway group apart", () => {
    expect(TRADES_MENU.trades).toHaveLength(12);
    expect(TRADES_MENU.pathway.links.map((l) => l.href)).toEqual(SPEC_TRADE_PATHS.slice(12));
    expect(TRADES_MENU.trades.map((l) => l.href)).toEqual(SPEC_TRADE_PATHS.slice(0, 12));
  });
});
