/**
 * Legacy paths of the old site (SPEC §2 "Redirects"). Each source matches with or without a
 * trailing slash; the query string is carried to the target. Every target is a canonical
 * page, so each redirect is one hop (tests/unit/redirects.test.ts and the worker tests check).
 */
import type { Redirect } from "./schema";

/** The campaign short link SPEC calls /{hash}: printed on flyers, so it may be repointed (302). */
export const CAMPAIGN_SHORT_LINK = "/7f3k9q";
/** The old slug of the meet-jordan post (SPEC: /blog/{name}-story → /blog/meet-{name}). */
export const RENAMED_POST_FROM = "/blog/jordan-story";

export const REDIRECTS = [
  { from: "/enquire-", to: "/", status: 302, why: "old enquiry page; enquiries now start from home" },
  { from: "/contact-us", to: "/", status: 302, why: "contact alias; contact details are on every page" },
  { from: "/latest-news", to: "/blog", status: 301, why: "news moved" },
  { from: "/news", to: "/blog", status: 301, why: "news moved" },
  { from: "/construction-manager", to: "/trades/construction-manager", status: 301, why: "trade moved under /trades" },
  { from: "/electrician", to: "/trades/electrician", status: 301, why: "trade moved under /trades" },
  { from: "/plumber", to: "/trades/plumber", status: 301, why: "trade moved under /trades" },
  { from: "/carpenter", to: "/trades/carpenter", status: 301, why: "trade moved under /trades" },
  { from: "/wall-ceiling-liner", to: "/trades/wall-ceiling-liner", status: 301, why: "trade moved under /trades" },
  {
    from: "/tiler-roof-tiler-wall-and-floor-tiler",
    to: "/trades/wall-floor-tiler",
    status: 301,
    why: "trade renamed and moved",
  },
  { from: "/trades/painter", to: "/painter/", status: 301, why: "painter is served at /painter/ (SPEC)" },
  { from: RENAMED_POST_FROM, to: "/blog/meet-jordan", status: 301, why: "post renamed" },
  {
    from: CAMPAIGN_SHORT_LINK,
    to: "/blog/sixers-partnership",
    status: 302,
    why: "campaign short link; may be repointed",
  },
  { from: "/meet-the-born-to-build-team", to: "/about", status: 301, why: "team page merged into About" },
  { from: "/meet-our-field-coordinators", to: "/about", status: 301, why: "team page merged into About" },
  { from: "/apprenticeship-faqs", to: "/apprenticeship-faq", status: 301, why: "FAQ renamed" },
] as const satisfies readonly Redirect[];
