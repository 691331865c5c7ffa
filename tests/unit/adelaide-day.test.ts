import { describe, expect, it } from "vitest";
import { nextAdelaideMidnight, todayInAdelaide } from "~/lib/adelaide-day";

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
