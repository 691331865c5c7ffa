import { RISE } from "~content/program";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { Section } from "../Section/Section";

/** The RISE mentoring program, on each audience page; its site opens in a new tab. */
export function RiseSection() {
  return (
    <Section id="rise" heading={RISE.heading} lead={RISE.text} tone="dark">
      <ButtonLink href={RISE.cta.href}>{RISE.cta.label}</ButtonLink>
    </Section>
  );
}
