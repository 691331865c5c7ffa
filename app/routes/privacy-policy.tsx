import type { HeadersFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/LegalPage/LegalPage";
import { nextAdelaideMidnight, todayInAdelaide } from "~/lib/adelaide-day";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import { LEGAL_CONTACT, PRIVACY_SECTIONS } from "~/lib/content.server";

/**
 * SPEC: the last-updated line shows the current date, in Australian long format. The page
 * expires at the next Adelaide midnight; the edge turns `Expires` into every cache's lifetime.
 */
export const loader = () => {
  const now = new Date();
  const response = loadPage("privacy", () => ({
    sections: PRIVACY_SECTIONS,
    contact: LEGAL_CONTACT,
    updated: todayInAdelaide(now),
  }));
  response.headers.set("Expires", nextAdelaideMidnight(now).toUTCString());
  return response;
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta = metaFromLoader;

export default function PrivacyPolicy() {
  const { page, sections, contact, updated } = useLoaderData<typeof loader>();
  return (
    <LegalPage heading={page.heading} lead={page.description} sections={sections} contact={contact} updated={updated} />
  );
}
