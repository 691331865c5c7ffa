import type { Rise } from "~content/schema";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { Section } from "../Section/Section";

/** The RISE mentoring program, on each audience page; its site opens in a new tab. */
export function RiseSection({ rise }: { rise: Rise }) {
  return (
    <Section id="rise" heading={rise.heading} lead={rise.text} tone="dark">
      <ButtonLink href={rise.cta.href}>{rise.cta.label}</ButtonLink>
    </Section>
  );
}
