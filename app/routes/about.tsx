import type { HydrateHandle } from "~/lib/hydrate";
import { useLoaderData } from "@remix-run/react";
import { AudienceLinks } from "~/components/AudienceLinks/AudienceLinks";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { PartnerGrid } from "~/components/PartnerGrid/PartnerGrid";
import { Section } from "~/components/Section/Section";
import { StaffCard } from "~/components/StaffCard/StaffCard";
import { EmbedIsland } from "~/islands/EmbedIsland";
import { Island } from "~/islands/Island";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { ENQUIRY_FORM_FRAME_URL } from "~content/site";
import { ABOUT, ABOUT_GALLERY, PARTNERS, STAFF, STAFF_BIOS } from "~/lib/content.server";

// The photo strip moves, and the enquiry form's frame waits until it is near: those two hydrate as
// islands, and the rest of the page is HTML (app/lib/hydrate.ts).
export const handle: HydrateHandle = { hydrate: "islands" };

// /about carries SPEC's "About/home variant": the Born to Build hero, team, enquiry frame,
// partners and the 6-photo carousel (see docs/spec-readings.md).
export const loader = () =>
  loadPage("about", () => ({
    copy: ABOUT,
    staff: STAFF,
    bios: STAFF_BIOS,
    partners: PARTNERS,
    gallery: ABOUT_GALLERY,
  }));
export const meta = metaFromLoader;

export default function About() {
  const { page, copy, staff, bios, partners, gallery } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.hero.lead}>
        <AudienceLinks links={copy.hero.links} label={copy.hero.linksLabel} />
      </PageIntro>
      <Section id="program" heading={copy.intro.heading}>
        <div className={styles.prose}>
          {copy.intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="team" heading={copy.team.heading} lead={copy.team.lead} tone="muted">
        <ul className={styles.twoColumnList} aria-label={copy.team.listLabel}>
          {staff.map((person) => (
            <li key={person.name}>
              <StaffCard person={person} bio={bios[person.name]} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={copy.enquiry.id} heading={copy.enquiry.heading} lead={copy.enquiry.text}>
        <EmbedIsland src={ENQUIRY_FORM_FRAME_URL} height="enquiry" words={copy.enquiry} />
      </Section>
      <Section id="partners" heading={copy.partners.heading} lead={copy.partners.lead} tone="muted">
        <PartnerGrid partners={partners} />
      </Section>
      <Section id="gallery" heading={copy.gallery.heading}>
        <Island name="carousel" props={{ images: gallery, label: copy.gallery.heading }} />
      </Section>
    </>
  );
}
