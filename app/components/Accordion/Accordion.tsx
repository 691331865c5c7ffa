import { Accordion as ReachAccordion, AccordionButton, AccordionItem, AccordionPanel } from "@reach/accordion";
import { useState, type ReactNode } from "react";
import { useIdleUpgrade } from "~/lib/use-hydrated";
import * as styles from "./Accordion.css";

export type AccordionEntry = { question: string; answer: ReactNode };

/**
 * One-open-at-a-time questions and answers (SPEC §4). Before hydration, and for visitors
 * without JavaScript, each item is a native <details>, so every answer is still readable.
 * Once hydrated it becomes Reach's accordion: one item open, the open one can be closed,
 * and Home, End and the arrow keys move between the headers. Reach stays behind this
 * component so it can be swapped without touching a page.
 */
export function Accordion({ items, idPrefix = "item" }: { items: readonly AccordionEntry[]; idPrefix?: string }) {
  const hydrated = useIdleUpgrade();
  const [open, setOpen] = useState<number>(-1);

  if (!hydrated) {
    return (
      <div className={styles.list}>
        {items.map((item, i) => (
          <details key={item.question} id={`${idPrefix}-${i}`} className={styles.item}>
            <summary className={`${styles.button} ${styles.summary}`}>
              <h3 className={styles.question}>{item.question}</h3>
            </summary>
            <div className={styles.panel}>{item.answer}</div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <ReachAccordion index={open} onChange={(index?: number) => setOpen(index === undefined || index === open ? -1 : index)} collapsible className={styles.list}>
      {items.map((item, i) => (
        <AccordionItem key={item.question} id={`${idPrefix}-${i}`} className={styles.item}>
          <h3 className={styles.question}>
            <AccordionButton className={styles.button}>{item.question}</AccordionButton>
          </h3>
          <AccordionPanel className={styles.panel}>{item.answer}</AccordionPanel>
        </AccordionItem>
      ))}
    </ReachAccordion>
  );
}
