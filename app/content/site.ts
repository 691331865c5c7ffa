/**
 * The single source of truth for who we are, how to reach us and every address outside
 * this site. SPEC leaves these open ({email}, {phone}, external URLs); we use reserved
 * example values: e-mail at example.com, phones in the fictional (08) 5550 range.
 * Changing a contact detail or an outside link is one line here.
 */

export const SITE_NAME = "Born to Build";
export const SITE_TAGLINE = "Paid building and construction apprenticeships in South Australia";
/** Where the site lives in production; used for canonical links, the sitemap and sharing. */
export const SITE_ORIGIN = "https://www.borntobuild.example.com";
export const COPYRIGHT_YEAR = 2024;
/** When the site's pages last changed, for the sitemap's lastmod (posts carry their own date). */
export const CONTENT_UPDATED = "2026-11-23";
export const OPERATOR = "South Australia's building industry association, together with the state government";

export const CONTACT = {
  /** The program mailbox: Get In Touch, Contact Us, Send a message. */
  email: "hello@example.com",
  /** Call Now. */
  phone: "(08) 5550 1234",
  /** The generic enquiries mailbox the legal pages show. */
  enquiriesEmail: "enquiries@example.com",
  /** Street address in the capital city (legal pages). */
  address: "Level 2, 100 Example Street, Adelaide SA 5000",
} as const;

/** "(08) 5550 1234" → "tel:+61855501234" */
export const telHref = (phone: string) => `tel:+61${phone.replace(/\D/g, "").replace(/^0/, "")}`;
export const mailHref = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

// ---------------------------------------------------------------------------------------
// Every address outside this site. Tests block these hosts in the browser and assert what
// the page asked for; the CSP's frame-src is built from the three frame hosts below.

/** The external application form behind every Apply Now button (opens in a new tab). */
export const APPLICATION_FORM_URL = "https://apply.borntobuild.example.com/apprenticeship-application";
/** The enquiry form embedded on /about and linked from the schools page. */
export const ENQUIRY_FORM_FRAME_URL = "https://forms.borntobuild.example.com/enquiry";
/** The interactive career handbook embedded on /career-handbook. */
export const FLIPBOOK_FRAME_URL = "https://flipbook.borntobuild.example.com/career-handbook";
/** The separate RISE mentoring site (new tab). */
export const RISE_SITE_URL = "https://rise.borntobuild.example.com";
/** Explore Trades on home goes to the association's external trades page (SPEC §7). */
export const EXTERNAL_TRADES_URL = "https://www.building-association.example.com/trades-and-careers";
/** Vimeo's embeddable player; videos are addressed by numeric id. */
export const VIMEO_PLAYER_ORIGIN = "https://player.vimeo.com";
export const vimeoEmbedUrl = (id: string, options: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)]));
  return `${VIMEO_PLAYER_ORIGIN}/video/${id}${query.size ? `?${query}` : ""}`;
};
/** The printable parent guide behind "Download Parent Guide" (a file in public/). */
/**
 * The Fair Work Ombudsman's pay guides and Pay Calculator: where the audience pages send a
 * family to check what an apprentice earns in each year under their award (issue 28). Real
 * public government addresses, not the program's: the site quotes no figure from them.
 */
export const FAIR_WORK_PAY_GUIDES_URL = "https://www.fairwork.gov.au/pay-and-wages/minimum-wages/pay-guides";
export const FAIR_WORK_PAY_CALCULATOR_URL = "https://calculate.fairwork.gov.au/";

export const PARENT_GUIDE_URL = "/downloads/born-to-build-parent-guide.pdf";
/** The looping video at the top of home. */
export const HOME_VIDEO_VIMEO_ID = "900000001";

export const SOCIAL_LINKS = [
  { network: "Facebook", href: "https://www.facebook.com/borntobuild.example" },
  { network: "Instagram", href: "https://www.instagram.com/borntobuild.example" },
  { network: "LinkedIn", href: "https://www.linkedin.com/company/borntobuild-example" },
] as const;

export const FACEBOOK_SHARE_URL = "https://www.facebook.com/sharer/sharer.php";
export const LINKEDIN_SHARE_URL = "https://www.linkedin.com/sharing/share-offsite/";

/** The scheme and host of an https address. */
const originOf = (url: string) => /^https:\/\/[^/]+/.exec(url)?.[0] ?? url;

// The /* @__PURE__ */ marks below let the browser build drop the two lists below: only the
// server and the content build read them, and a call the bundler cannot prove harmless is kept.

/** Hosts the site embeds in frames: the CSP frame-src allows exactly these. */
export const FRAME_ORIGINS = [
  VIMEO_PLAYER_ORIGIN,
  /* @__PURE__ */ originOf(ENQUIRY_FORM_FRAME_URL),
  /* @__PURE__ */ originOf(FLIPBOOK_FRAME_URL),
] as const;

/**
 * What Markdown content may write as {{NAME}} (legal pages, FAQ answers, posts): the build
 * puts these values in, so a contact detail or an outside address still changes in one place.
 * The content checker reports any {{NAME}} not listed here.
 */
export const MARKDOWN_PLACEHOLDERS: Readonly<Record<string, string>> = {
  SITE_NAME,
  OPERATOR,
  EMAIL: CONTACT.email,
  EMAIL_HREF: /* @__PURE__ */ mailHref(CONTACT.email),
  ENQUIRIES_EMAIL: CONTACT.enquiriesEmail,
  ENQUIRIES_EMAIL_HREF: /* @__PURE__ */ mailHref(CONTACT.enquiriesEmail),
  PHONE: CONTACT.phone,
  PHONE_HREF: /* @__PURE__ */ telHref(CONTACT.phone),
  ADDRESS: CONTACT.address,
  APPLICATION_FORM_URL,
};

/**
 * The content editor at /admin (Decap CMS, docs/editor.md): the GitHub repository it saves to
 * and the branch that is the live site. Placeholders until the client's repository exists.
 */
export const EDITOR_REPOSITORY = "example-org/born-to-build";
export const EDITOR_BRANCH = "main";
