import type { FiguresSource as Source } from "~content/schema";
import * as styles from "./FiguresSource.css";
import { useSiteWords } from "~/lib/site-words";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "2026-11-22" → "22 November 2026" (en-AU, as SPEC asks), read from the ISO text so no time zone can shift it. */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
};

/** Where the trade figures come from, when they were last checked, and that pay is a guide. */
export function FiguresSource({ source }: { source: Source }) {
  const site = useSiteWords();
  return (
    <p className={styles.source}>
      {/* Each run of text is one string, so the rendered HTML has one text node per run. */}
      <strong>{site.figures.source}</strong> {source.source}
      {`. ${site.figures.lastChecked} `}
      <time dateTime={source.checked}>{longDate(source.checked)}</time>. {source.payNote}
    </p>
  );
}
