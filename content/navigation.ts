/**
 * The menus and footer link lists (SPEC "Shared elements"), derived from the trades so a
 * new trade appears in the menu by being added to content/trades.ts.
 */
import type { Link } from "./schema";
import { TRADES, tradePath } from "./trades";

const toLink = (trade: (typeof TRADES)[number]): Link => ({ label: trade.name, href: tradePath(trade) });

export const TRADES_MENU = {
  label: "Trades",
  all: { label: "All Trades", href: "/trades" },
  /** The twelve trades of the Trades group. */
  trades: TRADES.filter((t) => !t.futurePathway).map(toLink),
  pathway: { label: "Future Pathway", links: TRADES.filter((t) => t.futurePathway).map(toLink) },
} as const;

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
  { label: "Career Handbook", href: "/career-handbook" },
  { label: "Apprenticeship FAQ", href: "/apprenticeship-faq" },
  { label: "Tips for Success", href: "/tips-for-success" },
  { label: "News", href: "/blog" },
];

export const LEGAL_LINKS: readonly Link[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms-of-use" },
];
