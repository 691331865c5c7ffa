/**
 * Addresses and link builders that are code, not the program's facts: the public government and
 * social-network addresses the site links to, the file behind "Download Parent Guide", and how a
 * phone number or e-mail address becomes a link. The program's own details (contact, forms,
 * social accounts) are staff's, in content/settings.yaml (app/content/site.ts reads them).
 * Nothing here imports a generated module, so the content build can use it before it has made one.
 */

/** "(08) 5550 1234" → "tel:+61855501234"; a 13, 1300 or 1800 number is dialled as written. */
export const telHref = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("1") ? `tel:${digits}` : `tel:+61${digits.replace(/^0/, "")}`;
};
export const mailHref = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

/** Vimeo's embeddable player; videos are addressed by numeric id. */
export const VIMEO_PLAYER_ORIGIN = "https://player.vimeo.com";
export const vimeoEmbedUrl = (id: string, options: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)]));
  return `${VIMEO_PLAYER_ORIGIN}/video/${id}${query.size ? `?${query}` : ""}`;
};

/**
 * The Fair Work Ombudsman's pay guides and Pay Calculator: where the audience pages send a
 * family to check what an apprentice earns in each year under their award. Real
 * public government addresses, not the program's: the site quotes no figure from them.
 */
export const FAIR_WORK_PAY_GUIDES_URL = "https://www.fairwork.gov.au/pay-and-wages/minimum-wages/pay-guides";
export const FAIR_WORK_PAY_CALCULATOR_URL = "https://calculate.fairwork.gov.au/";

/** The printable parent guide behind "Download Parent Guide" (a file in public/). */
export const PARENT_GUIDE_URL = "/downloads/born-to-build-parent-guide.pdf";

export const FACEBOOK_SHARE_URL = "https://www.facebook.com/sharer/sharer.php";
export const LINKEDIN_SHARE_URL = "https://www.linkedin.com/sharing/share-offsite/";

/**
 * The content editor at /admin (Decap CMS, docs/editor.md): the GitHub repository it saves to
 * and the branch that is the live site. Placeholders until the client's repository exists
 * (docs/editor-setup.md).
 */
export const EDITOR_REPOSITORY = "example-org/born-to-build";
export const EDITOR_BRANCH = "main";
