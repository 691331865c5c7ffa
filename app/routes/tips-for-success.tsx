import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { Steps } from "~/components/Steps/Steps";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import { CONTACT, mailHref } from "~content/site";
import { PROCESS_STEPS, PROCESS_STEPS_LABEL, TIPS, TIPS_PAGE } from "~/lib/content.server";

export const loader = () =>
  loadPage("tips", () => ({ tips: TIPS, words: TIPS_PAGE, steps: PROCESS_STEPS, stepsLabel: PROCESS_STEPS_LABEL }));
export const meta = metaFromLoader;

export default function TipsForSuccess() {
  const { page, tips, words, steps, stepsLabel } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={tips.intro[0]} />
      <Section>
        {tips.intro.slice(1).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Section>
      <Section id="employers" heading={tips.employerExpectations.heading} tone="muted">
        <CardGrid
          cards={tips.employerExpectations.items.map((item) => ({
            title: item.title,
            text: item.text,
            icon: "badge-check" as const,
          }))}
        />
      </Section>
      <Section>
        {tips.closing.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Section>
      <Section id="process" heading={words.process.heading} tone="muted">
        <Steps steps={steps} label={stepsLabel} />
      </Section>
      <Section id="get-in-touch" heading={tips.getInTouch.heading} lead={tips.getInTouch.text}>
        <ButtonLink href={mailHref(CONTACT.email)}>{tips.getInTouch.label}</ButtonLink>
      </Section>
    </>
  );
}
