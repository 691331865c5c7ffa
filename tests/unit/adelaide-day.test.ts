import { describe, expect, it } from "vitest";
import { adelaideInstant, nextAdelaideMidnight, todayInAdelaide } from "~/lib/adelaide-day";

// Expected instants worked out by hand: Adelaide is UTC+10:30 in summer (first Sunday of
// October to first Sunday of April) and UTC+9:30 otherwise.
describe("Adelaide's today", () => {
  it.each([
    // winter (+9:30): 23:59 on 1 July in Adelaide is 14:29 UTC
    ["2026-07-01T14:29:00Z", "1 July 2026", "2026-07-01T14:30:00.000Z"],
    // one minute later it is 2 July there
    ["2026-07-01T14:31:00Z", "2 July 2026", "2026-07-02T14:30:00.000Z"],
    // summer (+10:30): 23 November, 10:00 UTC is 20:30 in Adelaide
    ["2026-11-23T10:00:00Z", "23 November 2026", "2026-11-23T13:30:00.000Z"],
    // 13:30 UTC is midnight exactly: the new day has begun
    ["2026-11-23T13:30:00Z", "24 November 2026", "2026-11-24T13:30:00.000Z"],
    // the night summer time starts (Sunday 4 October 2026, 2 am): midnight after is +10:30
    ["2026-10-04T00:00:00Z", "4 October 2026", "2026-10-04T13:30:00.000Z"],
    // the day before: that midnight is still +9:30
    ["2026-10-03T00:00:00Z", "3 October 2026", "2026-10-03T14:30:00.000Z"],
    // the last day of a month: tomorrow is the 1st of the next (31 July → 1 August)
    ["2026-07-31T05:00:00Z", "31 July 2026", "2026-07-31T14:30:00.000Z"],
    // the last day of the year
    ["2026-12-31T12:00:00Z", "31 December 2026", "2026-12-31T13:30:00.000Z"],
    // the night summer time ends (Sunday 5 April 2026, 3 am): the next midnight is +9:30
    ["2026-04-04T20:00:00Z", "5 April 2026", "2026-04-05T14:30:00.000Z"],
  ])("at %s it is %s until %s", (now, today, midnight) => {
    expect(todayInAdelaide(new Date(now))).toBe(today);
    expect(nextAdelaideMidnight(new Date(now)).toISOString()).toBe(midnight);
  });
});

// A post's date and time, read on Adelaide's clock (scheduled posts). Summer time in
// 2026 starts on Sunday 4 October at 2:00 (clocks to 3:00) and ends on Sunday 5 April at 3:00
// (clocks back to 2:00).
describe("a time written on Adelaide's clock", () => {
  it.each([
    // a day alone is its midnight: summer (+10:30) and winter (+9:30)
    ["2026-11-29", "2026-11-28T13:30:00.000Z"],
    ["2026-07-01", "2026-06-30T14:30:00.000Z"],
    // a time of day, summer and winter
    ["2026-11-29T09:00", "2026-11-28T22:30:00.000Z"],
    ["2026-06-15T09:00", "2026-06-14T23:30:00.000Z"],
    ["2026-12-31T23:59", "2026-12-31T13:29:00.000Z"],
    // the night summer time starts: 1:30 is still +9:30, 3:30 already +10:30
    ["2026-10-04T01:30", "2026-10-03T16:00:00.000Z"],
    ["2026-10-04T03:30", "2026-10-03T17:00:00.000Z"],
    // 2:30 never shows that night: read as the 3:30 the clock shows instead
    ["2026-10-04T02:30", "2026-10-03T17:00:00.000Z"],
    // the night it ends: 1:30 is +10:30; 2:30 shows twice, read as the second (+9:30)
    ["2026-04-05T01:30", "2026-04-04T15:00:00.000Z"],
    ["2026-04-05T02:30", "2026-04-04T17:00:00.000Z"],
  ])("%s in Adelaide is %s", (wall, instant) => {
    expect(adelaideInstant(wall).toISOString()).toBe(instant);
  });
});
