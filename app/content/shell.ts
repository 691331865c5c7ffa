/**
 * What every page's header and footer show besides the menu: the words of the site's controls,
 * the menus' and footer's links, the program's name, contact details and social accounts, and
 * the words of the 404 and error pages.
 * The root loader sends it once with the first page (app/root.tsx), so none of it is bundled into
 * the JavaScript every page loads; components read it with useSiteShell (app/lib/site-words.ts).
 */
import { NOT_FOUND, SERVER_ERROR } from "./errors";
import { SITE_WORDS } from "./interface";
import { FOOTER_LINKS, LEGAL_LINKS, MOBILE_ONLY_LINKS, PRIMARY_LINKS } from "./navigation";
import { CONTACT, COPYRIGHT_YEAR, SITE_NAME, SITE_TAGLINE, SOCIAL_LINKS } from "./site";

export const SITE_SHELL = {
  words: SITE_WORDS,
  /** The 404 and error pages' words: those pages are drawn inside the shell, so its data is there. */
  errors: { notFound: NOT_FOUND, serverError: SERVER_ERROR },
  links: { primary: PRIMARY_LINKS, mobileOnly: MOBILE_ONLY_LINKS, footer: FOOTER_LINKS, legal: LEGAL_LINKS },
  program: {
    name: SITE_NAME,
    tagline: SITE_TAGLINE,
    copyrightYear: COPYRIGHT_YEAR,
    email: CONTACT.email,
    phone: CONTACT.phone,
    social: SOCIAL_LINKS,
  },
};
export type SiteShell = typeof SITE_SHELL;
