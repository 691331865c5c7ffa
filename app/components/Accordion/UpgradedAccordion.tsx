import { Accordion as ReachAccordion, AccordionButton, AccordionItem, AccordionPanel } from "@reach/accordion";
import { useState } from "react";
import type { AccordionEntry } from "./entry";
import * as styles from "./Accordion.css";

/**
 * Reach's accordion, drawn in place of the native <details> (./Accordion.tsx) once the page is
 * idle: its own module, fetched then, so the page's first load does not carry it.
 */
export function UpgradedAccordion({ items, idPrefix }: { items: readonly AccordionEntry[]; idPrefix: string }) {
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
