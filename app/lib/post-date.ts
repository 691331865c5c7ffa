/**
 * A post's date as people read it: "28 November 2024" (en-AU, SPEC: dates use the en-AU
 * format). A post's date is a calendar day, not an instant, so it is read and written in UTC:
 * no time zone (the server's, the visitor's) can move it a day.
 */
import { dateFormat } from "./date-format";

/** "2024-11-28" → "28 November 2024". */
export function longDate(isoDate: string) {
  return dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** "2026-11-23" → "November 2026": when figures were last checked, to the month. */
export function monthYear(isoDate: string) {
  return dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
