import type { Answer as AnswerData } from "~content/schema";
import { CardGrid } from "../CardGrid/CardGrid";
import { OpenFacts } from "../OpenFacts/OpenFacts";
import { Section } from "../Section/Section";
import * as pages from "../../styles/pages.css";

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
      <OpenFacts facts={answer.openFacts} />
    </Section>
  );
}
