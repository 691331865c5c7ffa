/**
 * schema.org descriptions of posts, the FAQ and trade programs (JSON-LD), built from content.
 * tests/worker/seo.test.ts parses every block and checks the fields each type requires.
 */
import { tradePath } from "~content/paths";
import type { FaqItem, Post, Trade } from "~content/schema";
import { SITE_NAME } from "~content/site";
import { blockText } from "~content/prose";
import { canonicalUrl, type JsonLd } from "./seo.server";
import { ORGANIZATION_ID } from "./structured-data.server";
import { pathwayKind, TRADE_PAGE_WORDS } from "~content/trade-page";

export function blogPosting(post: Post): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: canonicalUrl(post.image.src),
    url: canonicalUrl(`/blog/${post.slug}`),
    mainEntityOfPage: canonicalUrl(`/blog/${post.slug}`),
    inLanguage: "en-AU",
    author: { "@type": "Organization", "@id": ORGANIZATION_ID, name: SITE_NAME },
    publisher: {
      "@type": "Organization",
      "@id": ORGANIZATION_ID,
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: canonicalUrl("/images/logo.svg") },
    },
  };
}

export function faqPage(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer.map(blockText).join(" "),
      },
    })),
  };
}

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** A trade's program: a paid, work-based program with its pay, length and qualification. */
export function tradeProgram(trade: Trade): JsonLd {
  const pay = trade.pageSalary ?? trade.salary;
  const kind = pathwayKind(trade);
  const eyebrow = TRADE_PAGE_WORDS.pathway.eyebrow;
  return {
    "@context": "https://schema.org",
    "@type": "WorkBasedProgram",
    // A degree pathway is not named an apprenticeship to search engines either.
    name: kind === "apprenticeship" ? `${trade.name} apprenticeship` : `${trade.name} ${eyebrow[kind].toLowerCase()}`,
    description: trade.description,
    url: canonicalUrl(tradePath(trade)),
    provider: { "@type": "EducationalOrganization", "@id": ORGANIZATION_ID, name: SITE_NAME, url: canonicalUrl("/") },
    occupationalCategory: trade.name,
    timeToComplete: `P${trade.durationYears}Y`,
    // One value per requirement: joined into one string they ran together without a stop
    // ("…maths and English Normal colour vision…").
    programPrerequisites: [...trade.entryRequirements],
    educationalProgramMode: "blended",
    occupationalCredentialAwarded:
      trade.trainingSupport.find((line) => /Certificate|Bachelor|qualification/i.test(line)) ??
      "Nationally recognised qualification",
    salaryUponCompletion: {
      "@type": "MonetaryAmountDistribution",
      name: "Yearly pay",
      currency: "AUD",
      duration: "P1Y",
      median: dollars(pay),
    },
    inLanguage: "en-AU",
  };
}

/**
 * The trade explorer: an ItemList of every trade's WorkBasedProgram, in the explorer's default
 * order, each with the figures the explorer compares and its page, where the program is
 * described in full. The full fifteen (18 KB) went into the page twice, in the head and again
 * in the data React hydrates from, and parsing them was a long task on a slow phone.
 */
export function tradeList(trades: readonly Trade[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Building and construction trades compared",
    numberOfItems: trades.length,
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    itemListElement: trades.map((trade, i) => {
      const { name, url, timeToComplete, salaryUponCompletion } = tradeProgram(trade);
      return {
        "@type": "ListItem",
        position: i + 1,
        item: { "@type": "WorkBasedProgram", name, url, timeToComplete, salaryUponCompletion },
      };
    }),
  };
}
