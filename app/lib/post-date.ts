/**
 * A post's date as people read it: "28 November 2024" (en-AU, SPEC: dates use the en-AU
 * format). A post's date is a calendar day, not an instant, so it is read and written in UTC:
 * no time zone (the server's, the visitor's) can move it a day.
 */
/**
 * "2024-11-28" → "28 November 2024". The formatter is made per call, not once per module: a
 * mistake in a module-level one is one the mutation tests could not catch.
 */
export function longDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** "2026-11-23" → "November 2026": when figures were last checked, to the month. */
export function monthYear(isoDate: string) {
  return new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
