import { beforeEach, describe, expect, it } from "vitest";
import { dateFormat, forgetDateFormats } from "~/lib/date-format";

describe("date formatters", () => {
  // Formatters outlive a test (and a mutant): each test here sees them made.
  beforeEach(forgetDateFormats);

  it("are made once for the same options and kept, and never shared between different options", () => {
    const long = dateFormat({ dateStyle: "long", timeZone: "UTC" });
    expect(dateFormat({ dateStyle: "long", timeZone: "UTC" })).toBe(long);
    const adelaide = dateFormat({ dateStyle: "long", timeZone: "Australia/Adelaide" });
    expect(adelaide).not.toBe(long);
    // 14:00 UTC on 1 July is 23:30 in Adelaide (UTC+9:30 in winter): the same day; 15:00 is the next.
    expect(long.format(new Date("2026-07-01T15:00:00Z"))).toBe("1 July 2026");
    expect(adelaide.format(new Date("2026-07-01T15:00:00Z"))).toBe("2 July 2026");
    expect(
      dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(new Date("2026-07-01T15:00:00Z")),
    ).toBe("July 2026");
  });

  it("are made anew once forgotten", () => {
    const before = dateFormat({ month: "long", timeZone: "UTC" });
    forgetDateFormats();
    expect(dateFormat({ month: "long", timeZone: "UTC" })).not.toBe(before);
  });
});
