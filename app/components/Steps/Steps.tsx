import * as styles from "./Steps.css";
import { fillWords, useSiteWords } from "~/lib/site-words";

type Step = { title: string; text: string };

const ROWS = { 4: styles.rows.four, 6: styles.rows.six } as Partial<Record<number, string>>;

/**
 * A numbered sequence in real HTML text: the 5-step application process, the two career
 * process flows, the student journey and the school pathway.
 */
export function Steps({
  steps,
  label,
  tone = "light",
}: {
  steps: readonly Step[];
  label: string;
  tone?: "light" | "dark";
}) {
  const site = useSiteWords();
  return (
    <ol className={`${styles.list} ${ROWS[steps.length] ?? styles.rows.five} ${styles.tone[tone]}`} aria-label={label}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.title}>
            <span className={styles.srOnly}>{`${fillWords(site.stepNumber, { number: i + 1 })} `}</span>
            {step.title}
          </h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
