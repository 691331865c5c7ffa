/**
 * The menus and footer link lists (SPEC "Shared elements"). The Trades menu is derived from
 * the trades (a new trade appears in it by being added to content/trades.ts); it is built on
 * the server (app/lib/content.server.ts) and reaches the browser as root loader data.
 */
import { tradePath } from "./paths";
import type { AudienceLink, Link, Trade } from "./schema";

export type TradesMenu = {
  label: string;
  all: Link;
  trades: readonly Link[];
  pathway: { label: string; links: readonly Link[] };
};

const toLink = (trade: Pick<Trade, "name" | "slug">): Link => ({ label: trade.name, href: tradePath(trade) });

/** The Trades menu: All Trades, the twelve trades, and the Future Pathway group. */
export const buildTradesMenu = (trades: readonly Trade[]): TradesMenu => ({
  label: "Trades",
  all: { label: "All Trades", href: "/trades" },
  trades: trades.filter((t) => !t.futurePathway).map(toLink),
  pathway: { label: "Future Pathway", links: trades.filter((t) => t.futurePathway).map(toLink) },
});

/**
 * Who the site is for (SPEC §1 "Audiences"), each with its own page: the header's audience
 * row (1280), the top of the menu (390) and the entry points on home's first screen all read
 * this list, in this order. `label` is what the link says; `hint` says what is there, in the
 * menu and on home. A new entry (the trade quiz, issue 27) is one more line here.
 */
export const AUDIENCE_LINKS: readonly AudienceLink[] = [
  { label: "Students", hint: "Start a paid trade from school", href: "/info-for-students" },
  { label: "Parents & guardians", hint: "Pay, costs, safety and support", href: "/info-for-parents-guardians" },
  { label: "Schools", hint: "Pathways and partnering with us", href: "/info-for-schools" },
  { label: "Career changers", hint: "Start a trade at 21 or over", href: "/info-for-career-changers" },
  { label: "Host employers", hint: "Take on an apprentice", href: "/info-for-host-employers" },
];

/** The group's name, in the menu, in the 1280 bar (its landmark's name) and on home. */
export const AUDIENCE_GROUP_LABEL = "Information for";

/** The FAQ, one tap from the header on every page, beside the audiences. */
export const FAQ_LINK: Link = { label: "FAQ", href: "/apprenticeship-faq" };

export const PRIMARY_LINKS: readonly Link[] = [
  { label: "Career Handbook", href: "/career-handbook" },
  { label: "Success Stories", href: "/success-stories" },
  { label: "News", href: "/blog" },
];

/** Only the mobile menu carries this one (SPEC). */
export const MOBILE_ONLY_LINKS: readonly Link[] = [{ label: "Future Pathways", href: "/future-pathways" }];

export const FOOTER_LINKS: readonly Link[] = [
  { label: "All Trades", href: "/trades" },
  { label: "Success Stories", href: "/success-stories" },
  { label: "About Us", href: "/about" },
  { label: "Info for Students", href: "/info-for-students" },
  { label: "Info for Parents & Guardians", href: "/info-for-parents-guardians" },
  { label: "Info for Schools", href: "/info-for-schools" },
  { label: "Info for Career Changers", href: "/info-for-career-changers" },
  { label: "Info for Host Employers", href: "/info-for-host-employers" },
  { label: "Career Handbook", href: "/career-handbook" },
  { label: "Apprenticeship FAQ", href: "/apprenticeship-faq" },
  { label: "Tips for Success", href: "/tips-for-success" },
  { label: "News", href: "/blog" },
];

export const LEGAL_LINKS: readonly Link[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms-of-use" },
];
