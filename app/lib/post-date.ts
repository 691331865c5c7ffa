/**
 * A post's date as people read it: "28 November 2024" (en-AU, SPEC: dates use the en-AU
 * format). A post's date is a calendar day, not an instant, so it is read and written in UTC:
 * no time zone (the server's, the visitor's) can move it a day.
 */
const LONG = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-11-28" → "28 November 2024". */
export const longDate = (isoDate: string) => LONG.format(new Date(`${isoDate}T00:00:00Z`));
