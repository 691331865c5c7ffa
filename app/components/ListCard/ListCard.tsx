import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./ListCard.css";

/** A titled card holding a bulleted list: daily tasks, entry requirements, training. */
export function ListCard({ heading, items, icon }: { heading: string; items: readonly string[]; icon?: IconName }) {
  return (
    <section className={styles.card} aria-label={heading}>
      <h2 className={styles.heading}>
        {icon ? (
          <span className={styles.icon}>
            <Icon name={icon} size={22} />
          </span>
        ) : null}
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
