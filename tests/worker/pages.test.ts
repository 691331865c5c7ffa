// Rendered HTML of every page type against SPEC §2, §5 and §9: sections, counts, figures and
// where each link goes. Reads the HTML the built worker serves, as a crawler would.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { FAQ } from "~content/faq";
import { BLOG_GALLERY, ABOUT_GALLERY } from "~content/gallery";
import { PARTNERS, STAFF } from "~content/people";
import { POSTS } from "~content/posts";
import { SUCCESS_STORIES } from "~content/stories";
import {
  APPLICATION_FORM_URL,
  CONTACT,
  ENQUIRY_FORM_FRAME_URL,
  EXTERNAL_TRADES_URL,
  FLIPBOOK_FRAME_URL,
  RISE_SITE_URL,
  telHref,
} from "~content/site";
import { TRADES, tradePath } from "~content/trades";
import { SPEC_CARDS, SPEC_COUNTS, SPEC_STEPS, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { AUDIENCE_PATHS, FIGURES_SOURCE_LINE, PAY_WORDS, listingReading } from "../fixtures/site-pages";
import { CHECKED_PAGES } from "../support/pages";
import { get } from "./support";

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const main = (doc: HTMLElement) => doc.querySelector("main")!;
const text = (el: HTMLElement) => el.textContent.replace(/\s+/g, " ");
/** The yearly figures a card shows, each with what it is ("$95,400 per year once qualified"). */
const yearlyFigures = (el: HTMLElement) => text(el).match(/\$[\d,]+k?\+? per year/g) ?? [];
/** How many times a card says where its figures come from. */
const sourceLines = (el: HTMLElement) => text(el).split(FIGURES_SOURCE_LINE).length - 1;
const hrefs = (el: HTMLElement) => el.querySelectorAll("a").map((a) => a.getAttribute("href"));
const sectionById = (doc: HTMLElement, id: string) => {
  const section = doc.querySelector(`#${id}`);
  expect(section, `#${id}`).toBeTruthy();
  return section!;
};
const expectNewTab = (doc: HTMLElement, href: string) => {
  const links = doc.querySelectorAll(`a[href="${href}"]`);
  expect(links.length, href).toBeGreaterThan(0);
  for (const a of links) {
    expect(a.getAttribute("target")).toBe("_blank");
    expect(a.getAttribute("rel")).toBe("noopener noreferrer");
  }
  return links;
};
// Third-party frames are in the HTML for readers without JavaScript; with it, the frame is
// created near the viewport (tests/e2e/embed.spec.ts). The parser keeps <noscript> as text.
const noscriptFrame = (el: HTMLElement) => {
  const fallback = el.querySelector("noscript");
  expect(fallback, "a <noscript> frame").toBeTruthy();
  expect(el.querySelector("iframe"), "no live frame in the HTML").toBeNull();
  const frame = parse(fallback!.textContent).querySelector("iframe");
  expect(frame, "an iframe inside <noscript>").toBeTruthy();
  expect(frame!.getAttribute("loading")).toBe("lazy");
  return frame!;
};
const STEP_TITLES = [...SPEC_STEPS];
const decodeEntities = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
/** The summary cards of a trade page as rendered: label → "value note". */
const summaryCards = (el: HTMLElement) =>
  Object.fromEntries(
    el.querySelectorAll("dl > div").map((card) => [
      text(card.querySelector("dt")!).trim(),
      decodeEntities(
        card
          .querySelectorAll("dd")
          .map((dd) => text(dd).trim())
          .join(" "),
      ),
    ]),
  );
const stepTitles = (el: HTMLElement) => el.querySelectorAll("ol li h3").map((h) => text(h).replace(/^Step \d+: /, ""));

describe("home", () => {
  it("has every section SPEC lists", async () => {
    const doc = await page("/");
    const body = text(main(doc));
    for (const claim of [
      /85%/,
      /job placement rate/i,
      /\$75k\+/,
      /average starting salary/i,
      /Hundreds/,
      /placed each year/i,
    ])
      expect(body).toMatch(claim);
    expect(stepTitles(sectionById(doc, "process"))).toEqual(STEP_TITLES);
    expect(sectionById(doc, "benefits").querySelectorAll("h3").map(text)).toEqual([
      "Paid Training",
      "Industry Mentors",
      "Job Guarantee",
      "Career Support",
    ]);
    // SPEC's three audience cards moved to the first screen with the two added for career changers and employers (in SPEC's order, first).
    const intro = main(doc).querySelector("header")!;
    expect(hrefs(intro).filter((href) => href!.startsWith("/info-for-"))).toEqual([...AUDIENCE_PATHS]);
    // SPEC's Why Choose section, with the benefits list in it: three reasons after the four benefits.
    expect(text(sectionById(doc, "why"))).toContain("Why Choose Born to Build?");
    const reasons = sectionById(doc, "why").querySelectorAll("li").length;
    expect(reasons - sectionById(doc, "benefits").querySelectorAll("li").length).toBe(3);
    const featured = sectionById(doc, "featured-trades").querySelectorAll("article");
    expect(featured).toHaveLength(4);
    for (const card of featured) {
      expect(text(card)).toMatch(new RegExp(`\\$\\d{2,3},\\d{3} ${PAY_WORDS.qualified}`));
      // One yearly figure per card, its kind said once, its source once.
      expect(yearlyFigures(card)).toHaveLength(1);
      expect(sourceLines(card)).toBe(1);
    }
    expect(sectionById(doc, "story").querySelector("article")).toBeTruthy();
    expect(hrefs(sectionById(doc, "about"))).toContain("/about");
    expect(sectionById(doc, "gallery").querySelector('[aria-roledescription="carousel"]')).toBeTruthy();
  });

  it("sends people out the right way", async () => {
    const doc = await page("/");
    expect(expectNewTab(main(doc), APPLICATION_FORM_URL).map(text)).toContain("Apply Now (opens in a new tab)");
    expect(expectNewTab(main(doc), EXTERNAL_TRADES_URL).map(text)).toContain("Explore Trades (opens in a new tab)");
    const contact = hrefs(main(doc));
    expect(contact).toContain(`mailto:${CONTACT.email}`);
    expect(contact).toContain(telHref(CONTACT.phone));
    expect(text(main(doc))).toMatch(/Get In Touch[\s\S]*Call Now/);
  });
});

describe("trades listing", () => {
  it("shows SPEC's 15 cards in order with demand, the listing pay, duration, description and Learn More", async () => {
    const doc = await page("/trades");
    const cards = main(doc).querySelectorAll("article");
    const slugs = Object.keys(SPEC_TRADES);
    expect(cards).toHaveLength(slugs.length);
    cards.forEach((card, i) => {
      const spec = SPEC_TRADES[slugs[i]!]!;
      const body = text(card);
      expect(body).toContain(`${spec.demand} demand`);
      expect(body).toContain(`${spec.listingPay} ${PAY_WORDS.qualified}`);
      // One yearly figure (the listing's), never the trade page's second reading beside it; the source once.
      expect(yearlyFigures(card), slugs[i]).toEqual([`${spec.listingPay} per year`]);
      if (spec.pagePay) expect(body).not.toContain(spec.pagePay);
      expect(sourceLines(card), slugs[i]).toBe(1);
      if (spec.startWage?.match(/^(from )?\$\d+$/))
        expect(body).toMatch(new RegExp(`${spec.startWage.replace("$", "\\$")} ${PAY_WORDS.firstYear}`, "i"));
      expect(body).toContain(`${spec.years} years`);
      const more = card.querySelectorAll("a").find((a) => text(a).startsWith("Learn More"));
      expect(more?.getAttribute("href")).toBe(SPEC_TRADE_PATHS[i]);
      // Name and description come from content; the page shows them.
      const trade = TRADES.find((t) => t.slug === slugs[i])!;
      expect(body).toContain(trade.name);
      expect(body).toContain(trade.description);
      expect(card.querySelector("svg")).toBeTruthy();
    });
    expect(hrefs(main(doc))).toContain("/painter/");
    expect(text(sectionById(doc, "other-trades"))).toContain("Other Specialist Trades");
  });
});

describe("trade pages show SPEC §9's figures as rendered", () => {
  it.each(Object.entries(SPEC_TRADES).map(([slug, spec], i) => [SPEC_TRADE_PATHS[i]!, slug, spec] as const))(
    "%s",
    async (path, slug, spec) => {
      const doc = await page(path);
      const body = text(main(doc));
      expect(body).toContain(`${spec.demand} demand`);
      expect(body).toContain(`${spec.pagePay ?? spec.listingPay} per year`);
      // "At a glance" leads with the explorer's facts; SPEC's three cards are among them.
      const cards = summaryCards(sectionById(doc, "at-a-glance"));
      expect(Object.keys(cards)).toEqual(["Demand", "Yearly Pay", "Duration", "Starting Wage", "Job Growth"]);
      expect(cards.Demand).toContain(spec.demand);
      // One figure, the page's own, saying what it is in the words every pay figure uses;
      // the listing's other reading (SPEC §9) said once under the block, never in the card; the source once.
      const glance = sectionById(doc, "at-a-glance");
      expect(cards["Yearly Pay"]).toBe(`${spec.pagePay ?? spec.listingPay} ${PAY_WORDS.qualified}`);
      const other = spec.pagePay ? listingReading(spec.listingPay) : "The trades listing gives";
      expect(text(glance).split(other).length - 1).toBe(spec.pagePay ? 1 : 0);
      expect(sourceLines(glance)).toBe(1);
      const special = (
        SPEC_CARDS as Record<
          string,
          { duration: readonly string[]; startingWage: readonly string[]; jobGrowth: readonly string[] }
        >
      )[slug];
      if (special) {
        expect(cards.Duration).toContain(special.duration.join(" "));
        expect(cards["Starting Wage"]).toContain(special.startingWage.join(" "));
        expect(cards["Job Growth"]!.toLowerCase()).toContain(special.jobGrowth.join(" "));
      } else {
        expect(cards.Duration).toMatch(new RegExp(`^${spec.years} years\\b`));
        // SPEC gives the hourly figure; the card says it per hour ("$22/hour", "From $18/hour").
        expect(cards["Starting Wage"]!.toLowerCase()).toMatch(
          new RegExp(`^${spec.startWage!.replace("$", "\\$")}/hour\\b`),
        );
        expect(`${cards["Job Growth"]}`).toMatch(new RegExp(`^${spec.growth!.split(" ")[0]}(?![\\w.])`));
        if (spec.growth!.includes(" "))
          expect(cards["Job Growth"]).toContain(spec.growth!.split(" ").slice(1).join(" "));
      }
    },
  );
});

describe("trade pages", () => {
  it.each(TRADES.map((t) => [t.slug, t] as const))(
    "%s follows the common layout and its variants",
    async (_slug, trade) => {
      const doc = await page(tradePath(trade));
      const body = text(main(doc));
      expect(text(doc.querySelector("h1")!)).toBe(trade.name);
      expect(expectNewTab(main(doc), APPLICATION_FORM_URL).length).toBeGreaterThanOrEqual(2);
      const headings = main(doc).querySelectorAll("h2").map(text);
      expect(headings).toEqual(
        expect.arrayContaining([
          trade.tasks.heading,
          trade.environment.heading,
          "Entry Requirements",
          "Training & Support",
        ]),
      );
      for (const item of [...trade.tasks.items, ...trade.entryRequirements]) expect(body).toContain(item);

      const process = doc.querySelector("#process");
      if (trade.process === "none") expect(process).toBeNull();
      else if (trade.process === "five-steps") expect(stepTitles(process!)).toEqual(STEP_TITLES);
      else expect(stepTitles(process!)).not.toEqual(STEP_TITLES);

      // The closing banner reads as English: "an electrician", "a builder".
      const closing = main(doc)
        .querySelectorAll("h2")
        .map(text)
        .find((h) => h.startsWith("Ready to become"));
      const name = trade.name.toLowerCase();
      expect(closing).toBe(`Ready to become ${/^[aeiou]/.test(name) ? "an" : "a"} ${name}?`);

      // The player frame joins after hydration; the server sends its placeholder.
      expect(Boolean(trade.video)).toBe(body.includes(trade.video?.title ?? "\u0000"));
    },
  );

  it("civil engineer shows SPEC's three cards", async () => {
    const body = text(main(await page("/trades/civil-engineer")));
    for (const words of [
      "4 years",
      "Bachelor's degree plus practical training",
      "$60k+",
      "graduate engineer salary",
      "15.1%",
      "5-year outlook",
      "$145,744+ per year",
    ]) {
      expect(body.replace(/&#x27;|&#39;/g, "'")).toContain(words);
    }
  });
});

describe("success stories", () => {
  // At least SPEC's four videos and eight stories: staff add more (SPEC_AT_LEAST).
  it("has at least SPEC's four video testimonials and eight written stories, an apply block and a carousel", async () => {
    const doc = await page("/success-stories");
    // Links to the player before hydration (they work at once); a dialog after it.
    const videos = sectionById(doc, "videos").querySelectorAll('a[href^="https://player.vimeo.com/video/"]');
    expect(videos.length).toBeGreaterThanOrEqual(SPEC_COUNTS.videoTestimonials);
    expect(doc.querySelectorAll("iframe")).toHaveLength(0); // players exist only inside an open dialog
    const stories = sectionById(doc, "stories").querySelectorAll("article");
    expect(stories.length).toBeGreaterThanOrEqual(SPEC_COUNTS.writtenStories);
    for (const story of stories) expect(text(story)).toContain("Rated 5 out of 5");
    // Each story's photo says who it shows: the alt written for it, never empty (axe takes an
    // empty alt for a decorative image and would let it pass).
    expect(stories.map((story) => story.querySelector("img")?.getAttribute("alt"))).toEqual(
      SUCCESS_STORIES.map((s) => s.image.alt),
    );
    for (const story of SUCCESS_STORIES) expect(story.image.alt.length).toBeGreaterThan(8);
    expect(expectNewTab(main(doc), APPLICATION_FORM_URL).length).toBeGreaterThan(0);
    expect(doc.querySelector('[aria-roledescription="carousel"]')).toBeTruthy();
  });
});

describe("about", () => {
  it("has the hero, team, enquiry frame, every partner's logo and the photo carousel (at least SPEC's 12 and 6)", async () => {
    const doc = await page("/about");
    expect(text(doc.querySelector("h1")!)).toBe("Are you Born to Build?");
    const header = main(doc).querySelector("header")!;
    expect(hrefs(header)).toEqual(["/info-for-students", "/info-for-parents-guardians", "/info-for-schools"]);
    const team = sectionById(doc, "team").querySelectorAll("article");
    expect(team.map((card) => text(card.querySelector("h3")!))).toEqual(STAFF.map((s) => s.name));
    STAFF.forEach((person, i) => {
      expect(hrefs(team[i]!)).toEqual([telHref(person.phone), `mailto:${person.email}`]);
    });
    expect(text(sectionById(doc, "team"))).toMatch(/Program Manager[\s\S]*Field Officer/);
    const frame = noscriptFrame(sectionById(doc, "enquire"));
    expect(frame.getAttribute("src")).toBe(ENQUIRY_FORM_FRAME_URL);
    expect(frame.getAttribute("height")).toBe("1000");
    expect(frame.getAttribute("title")).toBeTruthy();
    expect(
      sectionById(doc, "partners")
        .querySelectorAll("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(PARTNERS.map((p) => p.logo.alt));
    expect(sectionById(doc, "gallery").querySelectorAll("img")).toHaveLength(ABOUT_GALLERY.length);
    // At least SPEC's 2 staff cards, 12 partners and 6 photos: staff add more (SPEC_AT_LEAST).
    expect(team.length).toBeGreaterThanOrEqual(SPEC_COUNTS.staffCards);
    expect(PARTNERS.length).toBeGreaterThanOrEqual(SPEC_COUNTS.partnerLogos);
    expect(ABOUT_GALLERY.length).toBeGreaterThanOrEqual(SPEC_COUNTS.aboutPhotos);
  });
});

describe("audience pages", () => {
  it.each([["/info-for-students"], ["/info-for-parents-guardians"], ["/info-for-schools"]])(
    "%s has the RISE section opening the RISE site",
    async (path) => {
      const doc = await page(path);
      expect(text(sectionById(doc, "rise"))).toContain("Resilience, Innovation, Skills, and Excellence");
      expectNewTab(sectionById(doc, "rise"), RISE_SITE_URL);
    },
  );

  it("students: journey, three benefits (qualification, hands-on, no HECS-HELP or FEE-HELP debt), apply and trades", async () => {
    const doc = await page("/info-for-students");
    expect(sectionById(doc, "journey").querySelectorAll("ol li").length).toBeGreaterThanOrEqual(4);
    const benefits = text(sectionById(doc, "benefits"));
    expect(sectionById(doc, "benefits").querySelectorAll("li h3")).toHaveLength(3);
    for (const words of [/nationally recognised/i, /hands-on/i, /HECS-HELP/, /FEE-HELP/])
      expect(benefits).toMatch(words);
    expect(hrefs(sectionById(doc, "benefits"))).toContain("/trades");
    expectNewTab(main(doc), APPLICATION_FORM_URL);
  });

  it("parents: guide, three support cards, six benefits, Get Started Today and Download Parent Guide", async () => {
    const doc = await page("/info-for-parents-guardians");
    expect(sectionById(doc, "guide").querySelector("h2")).toBeTruthy();
    const support = text(sectionById(doc, "support"));
    expect(sectionById(doc, "support").querySelectorAll("li h3")).toHaveLength(3);
    for (const words of [/field coordinator/i, /host employer/i, /ongoing support/i]) expect(support).toMatch(words);
    expect(sectionById(doc, "benefits").querySelectorAll("li h3")).toHaveLength(6);
    const actions = sectionById(doc, "benefits").querySelectorAll("a");
    expect(actions.map(text)).toEqual(["Get Started Today (opens in a new tab)", "Download Parent Guide (PDF)"]);
    const guide = await get(actions[1]!.getAttribute("href")!);
    expect(guide.status).toBe(200);
    expect(guide.headers.get("content-type")).toBe("application/pdf");
  });

  it("schools: partnership with the enquiry link, pathway, benefits, 4 graduates, Contact Us and Explore Trades", async () => {
    const doc = await page("/info-for-schools");
    expect(hrefs(sectionById(doc, "partnership"))).toContain("/about#enquire");
    expect(sectionById(doc, "pathway").querySelectorAll("ol li").length).toBeGreaterThanOrEqual(4);
    expect(sectionById(doc, "graduates").querySelectorAll("figure")).toHaveLength(4);
    const links = hrefs(sectionById(doc, "graduates"));
    expect(links.some((h) => h?.startsWith(`mailto:${CONTACT.email}`))).toBe(true);
    expect(links).toContain("/trades");
  });
});

describe("career handbook", () => {
  it("has three info links, the flipbook frame, three cards, two buttons and the five steps", async () => {
    const doc = await page("/career-handbook");
    expect(hrefs(main(doc).querySelector("header")!)).toEqual([
      "/info-for-students",
      "/info-for-parents-guardians",
      "/info-for-schools",
    ]);
    expect(noscriptFrame(sectionById(doc, "flipbook")).getAttribute("src")).toBe(FLIPBOOK_FRAME_URL);
    expect(sectionById(doc, "inside").querySelectorAll("h2").map(text)).toEqual([
      "Educational Pathways",
      "Career Opportunities",
      "Success Stories",
    ]);
    const actions = text(sectionById(doc, "inside"));
    expect(actions).toContain("Start Your Application");
    expect(actions).toContain("Contact Us");
    expect(stepTitles(sectionById(doc, "process"))).toEqual(STEP_TITLES);
  });
});

describe("FAQ", () => {
  it("has three stat cards, every question in order from item-0, and both buttons", async () => {
    const doc = await page("/apprenticeship-faq");
    const body = text(main(doc));
    for (const stat of ["4 Years", "Earn While Learning", "Nationally Recognised"]) expect(body).toContain(stat);
    const items = doc.querySelectorAll('[id^="item-"]');
    expect(items.map((i) => i.id)).toEqual(FAQ.map((_, i) => `item-${i}`));
    expect(items.map((i) => text(i.querySelector("h3")!))).toEqual(
      FAQ.map((f) => f.question.replace(/&/g, "&amp;").replace(/&amp;/g, "&")),
    );
    for (const words of [/White Card/, /driver['’]s licence/, /Cert II/, /work experience/i, /attitude/i])
      expect(body).toMatch(words);
    expectNewTab(main(doc), APPLICATION_FORM_URL);
    expect(main(doc).querySelectorAll('a[href="/trades"]').map(text)).toContain("Explore Available Trades");
  });
});

describe("news", () => {
  // At least SPEC's 6 posts and 12 photos: staff add more (SPEC_AT_LEAST); every post is listed.
  it("lists every post with Read More (at least SPEC's 6), a Send a message mail button and the photo carousel (at least SPEC's 12)", async () => {
    const doc = await page("/blog");
    const posts = main(doc).querySelectorAll("article");
    expect(posts.length).toBeGreaterThanOrEqual(SPEC_COUNTS.posts);
    expect(posts.map((p) => p.querySelector('a[href^="/blog/"]')?.getAttribute("href"))).toEqual(
      POSTS.map((p) => `/blog/${p.slug}`),
    );
    for (const post of posts) expect(text(post)).toContain("Read More");
    expect(sectionById(doc, "message").querySelector(`a[href="mailto:${CONTACT.email}"]`)).toBeTruthy();
    expect(sectionById(doc, "gallery").querySelectorAll("img")).toHaveLength(BLOG_GALLERY.length);
    expect(BLOG_GALLERY.length).toBeGreaterThanOrEqual(SPEC_COUNTS.blogPhotos);
  });

  it.each(POSTS.map((p) => [p.slug, p] as const))("/blog/%s has its article and the sidebar", async (slug, post) => {
    const doc = await page(`/blog/${slug}`);
    const aside = doc.querySelector('aside[aria-label="More from Born to Build"]')!;
    const recent = aside.querySelectorAll("#recent-posts + ul li");
    expect(recent).toHaveLength(4);
    // Recent posts are the other posts: never the one being read, no repeats.
    const recentLinks = recent.map((item) => item.querySelector("a")?.getAttribute("href"));
    expect(recentLinks).not.toContain(`/blog/${slug}`);
    expect(new Set(recentLinks).size).toBe(4);
    for (const href of recentLinks) expect(href).toMatch(/^\/blog\/[a-z-]+$/);
    // SPEC's sample shows the year ('2024', its posts' year); we show the linked post's full
    // date (tests/worker/news.test.ts matches each to its post).
    for (const item of recent) {
      expect(item.querySelector("img")).toBeTruthy();
      const time = item.querySelector("time");
      expect(time?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text(item)).toContain(time!.getAttribute("datetime")!.slice(0, 4));
    }
    const share = hrefs(aside);
    expect(
      share.some((h) =>
        h?.startsWith("https://www.facebook.com/sharer/sharer.php?u=" + encodeURIComponent("https://")),
      ),
    ).toBe(true);
    expect(
      share.some((h) =>
        h?.startsWith("https://www.linkedin.com/sharing/share-offsite/?url=" + encodeURIComponent("https://")),
      ),
    ).toBe(true);
    expect(text(aside)).toContain("Copy link");
    expect(text(aside)).toContain("Send Us A Message");
    expect(aside.querySelector(`a[href="mailto:${CONTACT.email}"]`)).toBeTruthy();
    expect(
      main(doc)
        .querySelectorAll('a[href="/blog"]')
        .some((a) => text(a).includes("Back to Blog")),
    ).toBe(post.backToBlog);
  });

  it("the partnership article has a call-out with Get Started to /info-for-students", async () => {
    const doc = await page("/blog/sixers-partnership");
    const callout = main(doc).querySelector("article aside")!;
    expect(callout.querySelector('a[href="/info-for-students"]')?.textContent).toBe("Get Started");
  });

  it("the awards article has a hero heading, a captioned photo, ten winners and Apply Now", async () => {
    const doc = await page("/blog/apprentice-awards");
    const article = main(doc).querySelector("article")!;
    expect(article.querySelector("h2")).toBeTruthy();
    expect(article.querySelector("figure img")).toBeTruthy();
    expect(article.querySelector("figure figcaption")).toBeTruthy();
    expect(article.querySelectorAll("#winners + ol li")).toHaveLength(10);
    expectNewTab(article, APPLICATION_FORM_URL);
    const body = text(article);
    expect(body).toMatch(/nine major awards/i);
    expect(body).toContain("Class of 2025");
    expect(body).toContain("37 graduates");
    expect(body).toMatch(/second annual/i);
  });

  it("the program story carries SPEC's figures", async () => {
    const body = text(main(await page("/blog/born-to-build-story")));
    for (const words of ["150+", "about a quarter", "$16 billion", "$1 in every $7"]) expect(body).toContain(words);
  });
});

describe("legal and tips", () => {
  it("privacy: 11 numbered sections and today's date in Australian long format", async () => {
    const doc = await page("/privacy-policy");
    expect(main(doc).querySelectorAll("ol > li > h2")).toHaveLength(11);
    const today = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Adelaide" }).format(
      new Date(),
    );
    expect(today).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(text(main(doc))).toContain(`Last updated: ${today}`);
    expect(text(main(doc))).toContain(CONTACT.address);
  });

  it("terms: 16 numbered sections linking to the privacy policy", async () => {
    const doc = await page("/terms-of-use");
    expect(main(doc).querySelectorAll("ol > li > h2")).toHaveLength(16);
    expect(main(doc).querySelector('ol a[href="/privacy-policy"]')).toBeTruthy();
    const body = text(main(doc));
    expect(body).toMatch(/reject any application without giving reasons/i);
    expect(body).toMatch(/suspend[^.]*without notice/i);
  });

  it("tips: what employers look for, Get In Touch and the five steps", async () => {
    const doc = await page("/tips-for-success");
    const body = text(main(doc));
    for (const words of [
      /P plates/,
      /reliable car/i,
      /White Card/,
      /Cert II/,
      /Cert(ificate)? III/,
      /work experience/i,
      /attitude/i,
    ])
      expect(body).toMatch(words);
    expect(sectionById(doc, "get-in-touch").querySelector(`a[href="mailto:${CONTACT.email}"]`)?.textContent).toBe(
      "Get In Touch",
    );
    expect(stepTitles(sectionById(doc, "process"))).toEqual(STEP_TITLES);
  });

  it("future pathways: builder, civil engineer and construction manager from the trade data", async () => {
    const doc = await page("/future-pathways");
    for (const slug of ["builder", "civil-engineer", "construction-manager"]) {
      const trade = TRADES.find((t) => t.slug === slug)!;
      const section = sectionById(doc, slug);
      expect(text(section)).toContain(trade.pageSalary!);
      expect(hrefs(section)).toContain(tradePath(trade));
    }
  });
});

describe("drawings every page points at", () => {
  // Icons and the logo's mark are <symbol>s of one sprite per page, drawn where a <use> points:
  // a <use> whose symbol is missing draws nothing, and no checker reports it.
  it.each([...CHECKED_PAGES, "/no-such-page"])(
    "%s: each <use> finds its symbol, and both logos the mark",
    async (path) => {
      const response = await get(path);
      expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      const doc = parse(await response.text());
      const ids = new Set(doc.querySelectorAll("symbol[id]").map((symbol) => symbol.id));
      const missing = doc
        .querySelectorAll("use")
        .map((use) => use.getAttribute("href") ?? "")
        .filter((href) => !ids.has(href.replace(/^#/, "")));
      expect(missing).toEqual([]);
      const marks = ["header", "footer"].map(
        (where) => doc.querySelectorAll(`${where} svg > use[href="#logo-mark"]`).length,
      );
      expect(marks).toEqual([1, 1]);
      // The mark's drawing: the roof line and six bricks (app/components/Logo/mark.server.ts).
      expect(doc.querySelectorAll("#logo-mark path, #logo-mark rect")).toHaveLength(7);
    },
  );
});
