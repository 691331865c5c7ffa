import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/LegalPage/LegalPage";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import { LEGAL_CONTACT, PRIVACY_SECTIONS } from "~/lib/content.server";

/** SPEC: the last-updated line shows the current date, in Australian long format. */
const todayInAdelaide = () => new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Adelaide" }).format(new Date());

export const loader = () => loadPage("privacy", () => ({ sections: PRIVACY_SECTIONS, contact: LEGAL_CONTACT, updated: todayInAdelaide() }));
export const meta = metaFromLoader;

export default function PrivacyPolicy() {
  const { page, sections, contact, updated } = useLoaderData<typeof loader>();
  return <LegalPage heading={page.heading} lead={page.description} sections={sections} contact={contact} updated={updated} />;
}
