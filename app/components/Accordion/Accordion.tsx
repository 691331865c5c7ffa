import { useIdleUpgrade } from "~/lib/use-hydrated";
import { useLoadedWhen } from "~/lib/use-loaded-when";
import * as styles from "./Accordion.css";
import type { AccordionEntry } from "./entry";

export type { AccordionEntry } from "./entry";

/**
 * One-open-at-a-time questions and answers (SPEC §4). Before hydration, and for visitors
 * without JavaScript, each item is a native <details>, so every answer is still readable.
 * Once hydrated it becomes Reach's accordion: one item open, the open one can be closed,
 * and Home, End and the arrow keys move between the headers. Reach stays behind this
 * component so it can be swapped without touching a page. Its code is fetched once the page is
 * idle, not with the page: until it arrives, or if it never does, the <details> stay and work.
 */
export function Accordion({ items, idPrefix = "item" }: { items: readonly AccordionEntry[]; idPrefix?: string }) {
  // Read from the page as it swaps the <details> out: ./UpgradedAccordion.tsx reads which one is open.
  const upgraded = useLoadedWhen(useIdleUpgrade(), loadUpgraded);
  if (upgraded) return <upgraded.UpgradedAccordion items={items} idPrefix={idPrefix} />;
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

/** Reach's accordion's module, fetched once the page is idle. */
const loadUpgraded = () => import("./UpgradedAccordion");
