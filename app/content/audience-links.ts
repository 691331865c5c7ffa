/**
 * The audiences' ways in (issue 28). Server-side only: the header gets them as root loader
 * data (AUDIENCE_NAV, like the Trades menu) and home through its loader, so none of these
 * words are in the browser's JavaScript.
 */
import { QUIZ_LINK } from "./paths";
import type { AudienceLink, Link } from "./schema";

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
  // Issue 27: the way in for a visitor who does not know which trade yet.
  { label: "Find your trade", hint: "A 2-minute quiz", href: QUIZ_LINK.href },
];

/** The group's name, in the menu, in the 1280 bar (its landmark's name) and on home. */
export const AUDIENCE_GROUP_LABEL = "Information for";

/** The FAQ, one tap from the header on every page, beside the audiences. */
export const FAQ_LINK: Link = { label: "FAQ", href: "/apprenticeship-faq" };

/** What the header shows of the audiences: sent as root loader data like the Trades menu, not bundled. */
export type AudienceNav = { label: string; links: readonly AudienceLink[]; faq: AudienceLink };
export const AUDIENCE_NAV: AudienceNav = {
  label: AUDIENCE_GROUP_LABEL,
  links: AUDIENCE_LINKS,
  faq: { ...FAQ_LINK, hint: "Questions and answers" },
};
