/**
 * Who we are, how to reach us and the program's addresses outside this site, as the pages use
 * them: read from content/settings.yaml (the editor's "Site settings"), which launches with
 * reserved example values (e-mail at example.com, phones in the fictional (08) 5550 range) until
 * the program's own arrive; `npm run content:launch` lists those left. The link builders and the
 * addresses that are code, not the program's facts, are in links.ts.
 */
import * as SETTINGS from "./generated/copy/settings";

export * from "./links";

export const SITE_NAME = SETTINGS.SETTINGS_NAME;
export const SITE_TAGLINE = SETTINGS.SETTINGS_TAGLINE;
/**
 * Where the site lives in production: canonical links, the sitemap, the feed, sharing, the editor's
 * sign-in. The developers' configuration (SITE_ORIGIN in wrangler.toml, or the deploy's
 * environment: scripts/lib/site-origin.ts), never a field staff edit.
 */
export { SITE_ORIGIN } from "./generated/site-origin";
export const COPYRIGHT_YEAR = SETTINGS.SETTINGS_COPYRIGHT_YEAR;
/** When the site's pages last changed, for the sitemap's lastmod (posts carry their own date). */
export const CONTENT_UPDATED = "2026-11-23";
export const OPERATOR = SETTINGS.SETTINGS_OPERATOR;
export const CONTACT = {
  email: SETTINGS.SETTINGS_CONTACT_EMAIL,
  phone: SETTINGS.SETTINGS_CONTACT_PHONE,
  enquiriesEmail: SETTINGS.SETTINGS_CONTACT_ENQUIRIES_EMAIL,
  address: SETTINGS.SETTINGS_CONTACT_ADDRESS,
};

/** The external application form behind every Apply Now button (opens in a new tab). */
export const APPLICATION_FORM_URL = SETTINGS.SETTINGS_ADDRESSES_APPLICATION_FORM;
/** The enquiry form embedded on /about and linked from the schools page. */
export const ENQUIRY_FORM_FRAME_URL = SETTINGS.SETTINGS_ADDRESSES_ENQUIRY_FORM;
/** The interactive career handbook embedded on /career-handbook. */
export const FLIPBOOK_FRAME_URL = SETTINGS.SETTINGS_ADDRESSES_FLIPBOOK;
/** The separate RISE mentoring site (new tab). */
export const RISE_SITE_URL = SETTINGS.SETTINGS_ADDRESSES_RISE;
/** Explore Trades on home goes to the association's external trades page (SPEC §7). */
export const EXTERNAL_TRADES_URL = SETTINGS.SETTINGS_ADDRESSES_EXTERNAL_TRADES;
/** The looping video at the top of home. */
export const HOME_VIDEO_VIMEO_ID = SETTINGS.SETTINGS_HOME_VIDEO;
export const SOCIAL_LINKS = SETTINGS.SETTINGS_SOCIAL;
/** The day /.well-known/security.txt expires (YYYY-MM-DD). */
export const SECURITY_EXPIRES = SETTINGS.SETTINGS_SECURITY_EXPIRES;

/** Hosts the site embeds in frames: from the developers' list (app/lib/trusted-hosts.ts), never from content. */
export { FRAME_ORIGINS } from "../lib/trusted-hosts";
