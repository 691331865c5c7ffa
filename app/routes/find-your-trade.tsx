import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { ErrorSummary, QuizForm } from "~/features/find-your-trade/QuizForm/QuizForm";
import { QuizResults } from "~/features/find-your-trade/QuizResults/QuizResults";
import { Section } from "~/components/Section/Section";
import { loadFindYourTrade } from "~/features/find-your-trade/loader.server";
import { metaFromLoader } from "~/lib/meta";
import * as styles from "~/styles/pages.css";

// No handle: the page ships no script (app/lib/hydrate.ts, decision 053). The questions are a GET
// form, the results a page of their own whose heading the browser focuses (autofocus), and the
// error summary's links are fragments the browser follows to their focusable groups.

// /find-your-trade: the questions, or with ?…&done=yes the ranked trades. The answers are the URL's query.
export const loader = ({ request }: LoaderFunctionArgs) => loadFindYourTrade(request);
export const meta = metaFromLoader;

/** The results' heading takes focus as they arrive (GOV.UK: move focus to what changed). */
const RESULTS_HEADING = { tabIndex: -1, autoFocus: true } as const;

export default function FindYourTradeRoute() {
  const { page, copy, form, problems, results, contact } = useLoaderData<typeof loader>();
  if (results) {
    // The answer first: the heading, then the top match on a phone's first screen; what the
    // results are and the ways on (compare, change, start again) follow the top three.
    return (
      <>
        <PageIntro heading={copy.resultsHeading} eyebrow={page.heading} headingProps={RESULTS_HEADING} />
        <QuizResults
          results={results}
          copy={copy}
          contact={contact}
          explanation={
            <>
              <p>{copy.resultsLead}</p>
              <p>{copy.notAdvice}</p>
              <div className={styles.actions}>
                <ButtonLink href={results.links.compare}>{copy.compare}</ButtonLink>
                <ButtonLink href={results.links.change} variant="outline">
                  {copy.change}
                </ButtonLink>
                <ButtonLink href={results.links.startAgain} variant="outline">
                  {copy.startAgain}
                </ButtonLink>
              </div>
            </>
          }
        />
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
