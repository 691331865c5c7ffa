import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loadFindYourTrade } from "../loader.server";
import { Filled } from "~/components/Filled/Filled";
import { Section } from "~/components/Section/Section";
import * as styles from "./QuizResults.css";

type Data = SerializeFrom<typeof loadFindYourTrade>;
type Results = NonNullable<Data["results"]>;

/**
 * GOV.UK's "check your answers": what the student answered, the day, and the address that
 * brings these results back. On paper it is what makes a printout worth keeping. The day is the
 * server's: the results are a view no shared cache keeps, and their browser keeps five minutes.
 */
export function KeptAnswers({ results, copy }: { results: Results; copy: Data["copy"] }) {
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
        <Filled
          template={copy.kept}
          values={{ date: results.date, address: <a href={results.addressHref}>{results.address}</a> }}
        />
      </p>
    </Section>
  );
}
