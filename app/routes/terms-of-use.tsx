import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/LegalPage/LegalPage";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import { LEGAL_CONTACT, TERMS_SECTIONS } from "~/lib/content.server";

export const loader = () => loadPage("terms", () => ({ sections: TERMS_SECTIONS, contact: LEGAL_CONTACT }));
export const meta = metaFromLoader;

export default function TermsOfUse() {
  const { page, sections, contact } = useLoaderData<typeof loader>();
  return <LegalPage heading={page.heading} lead={page.description} sections={sections} contact={contact} />;
}
