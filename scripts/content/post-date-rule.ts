/**
 * How far from today a post's date may be (docs/editor.md, "A post's date"): from 1 January 2020
 * (the program's news starts in 2024; nothing of ours is older) to a year from today. A date
 * outside is a slip of the keyboard (1902 for 2026, the day and month swapped into 1202), which
 * would publish at once or never. public/admin/editor.js refuses the same dates before a save.
 */
export const EARLIEST_POST_DAY = "2020-01-01";

/** The day a year from `now`, as YYYY-MM-DD. */
export const latestPostDay = (now: number) => {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
};

/** Why a post's date (YYYY-MM-DD…) is refused, in staff's words, or null when it is in range. */
export function postDateProblem(date: string, now: number): string | null {
  const day = date.slice(0, 10);
  const latest = latestPostDay(now);
  if (day >= EARLIEST_POST_DAY && day <= latest) return null;
  return `Date ${date} is ${day < EARLIEST_POST_DAY ? "before 2020" : "more than a year ahead"}: check the year, and the day and month's order, then type it again (a date between 01/01/2020 and ${latest.split("-").reverse().join("/")})`;
}
