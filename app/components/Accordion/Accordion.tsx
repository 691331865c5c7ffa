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
  const upgraded = useIdleUpgrade();
  if (upgraded) return <UpgradedAccordion items={items} idPrefix={idPrefix} />;
  return (
    <div className={styles.list}>
      {items.map((item, i) => (
        <details key={item.question} id={`${idPrefix}-${i}`} className={styles.item}>
          <summary className={`${styles.button} ${styles.summary}`}>
            <h3 className={styles.question} id={`question-${idPrefix}-${i}`}>
              {item.question}
            </h3>
          </summary>
          {/* A region named by its question, as Reach's panel is once upgraded. */}
          <div className={styles.panel} role="region" aria-labelledby={`question-${idPrefix}-${i}`}>
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}

function UpgradedAccordion({ items, idPrefix }: { items: readonly AccordionEntry[]; idPrefix: string }) {
  // A visitor may open an answer before the accordion takes over (the native <details> works
  // from the first paint). Which one is read from the page itself, as this first renders:
  // the render that swaps the <details> out runs in one task with its commit, so no press
  // can land in between. Tracking toggle events instead lost presses (1 in 50 on CI): React
  // drops an event that fires while it is still hydrating the tree.
  const [open, setOpen] = useState<number>(() =>
    items.findIndex(
      (_, i) => (document.getElementById(`${idPrefix}-${i}`) as HTMLDetailsElement | null)?.open === true,
    ),
  );
  return (
    <ReachAccordion
      index={open}
      onChange={(index?: number) => setOpen(index === undefined || index === open ? -1 : index)}
      collapsible
      className={styles.list}
    >
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
