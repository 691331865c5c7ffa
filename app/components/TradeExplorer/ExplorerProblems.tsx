import { Link } from "@remix-run/react";
import { EXPLORER_PATH } from "~/lib/explorer";
import { PageIntro } from "../PageIntro/PageIntro";
import { Section } from "../Section/Section";
import * as styles from "./TradeExplorer.css";

/** A comparison link with a value the explorer does not know: say what, and offer the way back. */
export function ExplorerProblems({
  copy,
  problems,
}: {
  copy: { heading: string; lead: string; problemsHeading: string; backLink: string };
  problems: readonly string[];
}) {
  return (
    <>
      <PageIntro heading={copy.heading} lead={copy.lead} />
      <Section id="problems" heading={copy.problemsHeading}>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className={styles.actions}>
          <Link to={EXPLORER_PATH} className={styles.textLink}>
            {copy.backLink}
          </Link>
        </p>
      </Section>
    </>
  );
}
