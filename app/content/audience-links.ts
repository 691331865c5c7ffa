/**
 * The audiences' ways in: content/shared/navigation.yaml's `audiences`. Server-side
 * only: the header gets them as root loader data (AUDIENCE_NAV, like the Trades menu) and home
 * through its loader, so none of these words are in the browser's JavaScript.
 *
 * Who the site is for (SPEC §1 "Audiences"), each with its own page: the header's audience row
 * (1280), the top of the menu (390) and the entry points on home's first screen all read the list,
 * in its order. `label` is what the link says; `hint` says what is there, in the menu and on home.
 */
import { AUDIENCES } from "./generated/copy/navigation";
import type { AudienceLink, Link } from "./schema";

export const AUDIENCE_LINKS: readonly AudienceLink[] = AUDIENCES.links;

/** The group's name, in the menu, in the 1280 bar (its landmark's name) and on home. */
export const AUDIENCE_GROUP_LABEL = AUDIENCES.label;

/** The FAQ, one tap from the header on every page, beside the audiences. */
export const FAQ_LINK: Link = { label: AUDIENCES.faq.label, href: AUDIENCES.faq.href };

/** What the header shows of the audiences: sent as root loader data like the Trades menu, not bundled. */
export type AudienceNav = { label: string; links: readonly AudienceLink[]; faq: AudienceLink };
export const AUDIENCE_NAV: AudienceNav = { label: AUDIENCE_GROUP_LABEL, links: AUDIENCE_LINKS, faq: AUDIENCES.faq };
