import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loadFindYourTrade } from "../loader.server";
import { useHydrated } from "~/lib/use-hydrated";
import { Filled } from "~/components/Filled/Filled";
import { Section } from "~/components/Section/Section";
import * as styles from "./QuizResults.css";

type Data = SerializeFrom<typeof loadFindYourTrade>;
type Results = NonNullable<Data["results"]>;

/** Today in Adelaide, as the server writes it (app/lib/adelaide-day.ts), without its module's other helpers. */
const today = () => new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Adelaide", dateStyle: "long" }).format();

/**
 * GOV.UK's "check your answers": what the student answered, the day, and the address that
 * brings these results back. On paper it is what makes a printout worth keeping. The server
 * writes the day it made the page; the edge may keep that page for days, so once the script
 * runs the browser puts in its own day (before that, and without script, the page's).
 */
export function KeptAnswers({ results, copy }: { results: Results; copy: Data["copy"] }) {
  const date = useHydrated() ? today() : results.date;
  return (
    <Section id="your-answers" heading={copy.answersHeading} className={styles.kept}>
      <dl className={styles.answers}>
        {results.answers.map((given) => (
          <div key={given.question} className={styles.answer}>
            <dt>{given.question}</dt>
            <dd>{given.answer}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.address}>
        <Filled template={copy.kept} values={{ date, address: <a href={results.addressHref}>{results.address}</a> }} />
      </p>
    </Section>
  );
}
