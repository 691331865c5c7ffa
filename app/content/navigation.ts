/**
 * The menus and footer link lists (SPEC "Shared elements"). The Trades menu is derived from
 * the trades (a new trade appears in it by being added to app/content/trades.ts); it is built on
 * the server (app/lib/content.server.ts) and reaches the browser as root loader data.
 */
import { tradePath } from "./paths";
import type { Link, Trade } from "./schema";

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
