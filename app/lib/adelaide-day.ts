/**
 * The program is in South Australia, so "today" is Adelaide's today: the privacy policy's
 * "last updated" date (SPEC: the current date) and when that page stops being fresh; and a
 * post's publishing time is read on Adelaide's clock.
 */
import { dateFormat } from "./date-format";

/** Adelaide's clock, in Australian English. */
const adelaide = (options: Intl.DateTimeFormatOptions) => dateFormat({ timeZone: "Australia/Adelaide", ...options });
const longDate = () => adelaide({ dateStyle: "long" });
const parts = () =>
  adelaide({
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

/** "23 November 2026": today's date in Adelaide, in Australian long format. */
export const todayInAdelaide = (now: Date = new Date()) => longDate().format(now);

/** Adelaide's wall clock at an instant, read as if it were UTC (for offset arithmetic). */
function wallClockAsUtc(instant: number): number {
  const p = Object.fromEntries(
    parts()
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * The instant of the next midnight in Adelaide after `now`. Adelaide is UTC+9:30, or +10:30
 * in summer; its clock changes at 2 or 3 am, so midnight itself always exists once.
 */
export function nextAdelaideMidnight(now: Date = new Date()): Date {
  const instant = Math.floor(now.getTime() / 1000) * 1000;
  const offset = wallClockAsUtc(instant) - instant;
  const wall = new Date(instant + offset);
  const nextMidnightWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  // First guess with today's offset, then correct by the offset that holds at the guess.
  const guess = nextMidnightWall - offset;
  return new Date(nextMidnightWall - (wallClockAsUtc(guess) - guess));
}

/**
 * The instant Adelaide's clock reads `wall`: "2026-11-29" (its midnight, when that day's posts go
 * live) or "2026-11-29T09:00". Daylight saving comes from Intl's time-zone data, never a written
 * offset. A time the clock skips when summer time starts (2:00 to 2:59 on the first Sunday of
 * October) is read an hour later, as the clock then shows it; one it shows twice when summer
 * time ends (2:00 to 2:59 on the first Sunday of April), the second time.
 */
export function adelaideInstant(wall: string): Date {
  const [year, month, day, hour = 0, minute = 0] = wall.split(/[-T:]/).map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day, hour, minute);
  // First guess with the offset that holds at that instant, then correct by the one at the guess.
  const guess = asUtc - (wallClockAsUtc(asUtc) - asUtc);
  return new Date(asUtc - (wallClockAsUtc(guess) - guess));
}
