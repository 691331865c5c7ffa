/**
 * Which share card each page gets, and what it says: plain data, no rendering. Every page of
 * the sitemap (app/content/routes.ts: the fixed pages, the trades, the posts) gets one card; the
 * layout (layout.ts) draws it and the alt text says in words what it shows.
 */
import { longDate } from "../../app/lib/post-date";
import { AUDIENCE_GROUP_LABEL, AUDIENCE_LINKS } from "../../app/content/audience-links";
import { PAGES } from "../../app/content/pages";
import { EXPLORER_LINK } from "../../app/content/navigation";
import { postPath, tradePath } from "../../app/content/paths";
import { PAY_WORDING } from "../../app/content/pay-words";
import type { Post, Trade } from "../../app/content/schema";
import { SITE_NAME } from "../../app/content/site";
import { cutAtWord } from "../content/cut-at-word";

/** One figure in a trade card's row: the figure, then what it is. */
export type CardStat = { value: string; label: string };

export type Card = {
  /** The page's path, as the sitemap lists it. */
  path: string;
  /** The PNG's name before its hash: "trades-electrician". */
  name: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  /** A trade's figures (demand, pay, duration). */
  stats?: CardStat[];
  /** A post's cover picture: its path under public/ ("/images/posts/x.svg"). */
  cover?: string;
  /** The explorer's bars: each trade's yearly pay, as a number. */
  bars?: number[];
  /** What the card shows, in words: og:image:alt and twitter:image:alt. */
  alt: string;
};

/**
 * "/" → "home", "/trades/electrician" → "trades-electrician", "/painter/" → "painter". A file name has room for 255 bytes (ENAMETOOLONG past that): a post with a long address keeps
 * its first words, cut at a hyphen (mid-word only when the last words are very long, since
 * "blog-" alone would say nothing). The hash after the name keeps two such cards apart.
 */
export const cardName = (path: string) =>
  cutAtWord(
    path
      .replace(/^\/+|\/+$/g, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .toLowerCase(),
    CARD_NAME_LENGTH,
    CARD_NAME_LENGTH / 2 + 1,
  ) || "home";

/** The most characters of a page's address a card's file name keeps. */
export const CARD_NAME_LENGTH = 80;

/** "Are you Born to Build?" stays; "Privacy policy" → "Privacy policy.". */
const sentence = (words: string) => (/[.?!]$/.test(words) ? words : `${words}.`);

/** "Very High" → "very high demand". */
const demandWords = (demand: string) => `${demand.toLowerCase()} demand`;

/** The figure a trade's own page shows (SPEC §9: builder's page reads $174,000+). */
const pagePay = (trade: Trade) => trade.pageSalary ?? trade.salary;

export function tradeCard(trade: Trade): Card {
  const path = tradePath(trade);
  // The duration card's figure, worded once (app/content/pay.ts cardFigures).
  const years = trade.cards.duration.value;
  return {
    path,
    name: cardName(path),
    eyebrow: "Trade apprenticeship",
    heading: trade.name,
    stats: [
      { value: trade.demand, label: "demand" },
      { value: pagePay(trade), label: PAY_WORDING.qualified },
      { value: years, label: "to qualify" },
    ],
    alt: `${trade.name}: ${demandWords(trade.demand)}, ${pagePay(trade)} ${PAY_WORDING.qualified}, ${years} to qualify`,
  };
}

export function postCard(post: Post): Card {
  const path = postPath(post);
  const date = longDate(post.date);
  const cover = post.image.alt ? `, beside its cover picture: ${post.image.alt}` : "";
  return {
    path,
    name: cardName(path),
    eyebrow: `News · ${date}`,
    heading: post.title,
    cover: post.image.src,
    alt: `${post.title} (${SITE_NAME} news, ${date})${cover}`,
  };
}

/** The explorer: its heading and every trade's listing pay as bars, highest first. */
export function explorerCard(trades: readonly Trade[]): Card {
  const page = PAGES.explorer;
  const pays = trades.map((t) => Number(t.salary.replace(/\D/g, ""))).sort((a, b) => b - a);
  const lead = `All ${trades.length} trades side by side: yearly pay, demand, training and entry level`;
  return {
    path: EXPLORER_LINK.href,
    name: cardName(page.path),
    eyebrow: "Trade explorer",
    heading: page.heading,
    lead,
    bars: pays,
    alt: `${page.heading}: ${lead}, with a bar for each trade's yearly pay, highest first`,
  };
}

/** An audience's page (and the quiz): the words its link uses in the header and on home. */
function audienceCard(path: string, label: string, hint: string): Card {
  const info = path.startsWith("/info-for-");
  return {
    path,
    name: cardName(path),
    eyebrow: info ? AUDIENCE_GROUP_LABEL : SITE_NAME,
    heading: label,
    lead: hint,
    alt: info
      ? `${SITE_NAME}, ${AUDIENCE_GROUP_LABEL.toLowerCase()} ${label.toLowerCase()}: ${hint}`
      : `${SITE_NAME}: ${sentence(label)} ${hint}`,
  };
}

/** Any other page: its heading and what it is about, under the site's name. */
function pageCard(page: { path: string; heading: string; description: string }): Card {
  return {
    path: page.path,
    name: cardName(page.path),
    eyebrow: SITE_NAME,
    heading: page.heading,
    lead: page.description,
    alt: `${SITE_NAME}: ${sentence(page.heading)} ${page.description}`,
  };
}

/** Every page's card, in the sitemap's order (app/content/routes.ts). */
export function shareCards(trades: readonly Trade[], posts: readonly Post[]): Card[] {
  const audiences = new Map(AUDIENCE_LINKS.map((link) => [link.href, link]));
  const fixed = Object.values(PAGES).map((page) => {
    const audience = audiences.get(page.path);
    if (audience) return audienceCard(page.path, audience.label, audience.hint);
    if (page.path === EXPLORER_LINK.href) return explorerCard(trades);
    return pageCard(page);
  });
  return [...fixed, ...trades.map(tradeCard), ...posts.map(postCard)];
}
