import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { ErrorSummary, QuizForm } from "~/components/QuizForm/QuizForm";
import { QuizResults } from "~/components/QuizResults/QuizResults";
import { Section } from "~/components/Section/Section";
import { loadFindYourTrade } from "~/lib/find-your-trade.server";
import { metaFromLoader } from "~/lib/meta";

// /find-your-trade: the questions, or with ?…&done=yes the ranked trades. The answers are the URL's query.
export const loader = ({ request }: LoaderFunctionArgs) => loadFindYourTrade(request);
export const meta = metaFromLoader;

/** The results' heading takes focus as they arrive (GOV.UK: move focus to what changed). */
const RESULTS_HEADING = { tabIndex: -1, autoFocus: true } as const;

export default function FindYourTradeRoute() {
  const { page, copy, form, problems, results, contact } = useLoaderData<typeof loader>();
  if (results) {
    return (
      <>
        <PageIntro
          heading={copy.resultsHeading}
          eyebrow={page.heading}
          lead={[copy.resultsLead, copy.notAdvice]}
          headingProps={RESULTS_HEADING}
        >
          <ButtonLink href={results.links.compare}>{copy.compare}</ButtonLink>
          <ButtonLink href={results.links.change} variant="outlineLight">
            {copy.change}
          </ButtonLink>
          <ButtonLink href={results.links.startAgain} variant="outlineLight">
            {copy.startAgain}
          </ButtonLink>
        </PageIntro>
        <QuizResults results={results} copy={copy} contact={contact} />
      </>
    );
  }
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.lead} />
      <Section id="questions" tone="muted">
        {problems ? <ErrorSummary heading={copy.errorHeading} problems={problems} /> : null}
        {form ? <QuizForm form={form} copy={copy} /> : null}
      </Section>
    </>
  );
}
