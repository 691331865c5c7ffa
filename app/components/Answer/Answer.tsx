import type { Answer as AnswerData } from "~content/schema";
import { CardGrid } from "../CardGrid/CardGrid";
import { Section } from "../Section/Section";
import * as pages from "../../styles/pages.css";
import * as styles from "./Answer.css";

/**
 * Facts only the program can give, marked so nobody reads them as settled (content's
 * `toConfirm`, issue 28). The words after "Client to confirm: " are the open question.
 */
export function ToConfirm({ items }: { items?: readonly string[] }) {
  if (!items?.length) return null;
  return (
    <div className={styles.toConfirm}>
      <p className={styles.toConfirmLabel}>To be confirmed</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item.replace(/^Client to confirm: /, "")}</li>
        ))}
      </ul>
    </div>
  );
}

/** One question a visitor brings, answered: a band with its heading, paragraphs, cards, open facts. */
export function Answer({ answer, tone = "plain" }: { answer: AnswerData; tone?: "plain" | "muted" }) {
  return (
    <Section id={answer.id} heading={answer.heading} lead={answer.lead} tone={tone}>
      {answer.paragraphs ? (
        <div className={pages.prose}>
          {answer.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      {answer.cards ? <CardGrid cards={answer.cards} columns={answer.cards.length === 4 ? 4 : 3} /> : null}
      <ToConfirm items={answer.toConfirm} />
    </Section>
  );
}
