/**
 * schema.org descriptions of the site for search engines (JSON-LD): the organisation and
 * breadcrumbs every page uses. Posts, the FAQ and trades describe themselves in
 * structured-data-content.server.ts. Server only: loaders send the result with their data.
 * tests/worker/seo.test.ts parses every block and checks the fields each type requires.
 */
import { CONTACT, SITE_NAME, SITE_ORIGIN, SITE_TAGLINE, SOCIAL_LINKS, telHref } from "~content/site";
import { canonicalUrl, type JsonLd } from "./seo.server";

export const ORGANIZATION_ID = `${SITE_ORIGIN}/#organization`;

export function organization(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": ORGANIZATION_ID,
    name: SITE_NAME,
    description: SITE_TAGLINE,
    url: canonicalUrl("/"),
    logo: canonicalUrl("/images/logo.svg"),
    email: CONTACT.email,
    telephone: telHref(CONTACT.phone).replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: CONTACT.address.split(",").slice(0, 2).join(",").trim(),
      addressLocality: "Adelaide",
      addressRegion: "SA",
      postalCode: "5000",
      addressCountry: "AU",
    },
    areaServed: { "@type": "State", name: "South Australia" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "enquiries",
      email: CONTACT.email,
      telephone: telHref(CONTACT.phone).replace(/^tel:/, ""),
      areaServed: "AU",
      availableLanguage: "en-AU",
    },
    sameAs: SOCIAL_LINKS.map((s) => s.href),
  };
}

/** Home > …crumbs; the last crumb is the page itself. */
export function breadcrumbs(crumbs: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}
