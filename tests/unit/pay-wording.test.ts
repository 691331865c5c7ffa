// Issue 42: one rule for what an hourly figure is, so a rate in dollars and cents reads as
// hourly everywhere it is shown: the trade cards, the pay table, the explorer's facts and its
// numbers. The wordings are SPEC's readings as tests/fixtures/site-pages.ts writes them.
import { describe, expect, it } from "vitest";
import { tradeFacts } from "~/lib/trade-facts.server";
import { cardPay, payRow } from "~/lib/pay-table.server";
import { hourlyWage } from "~/lib/explorer";
import { TRADES } from "~content/trades";
import { PAY_WORDS } from "../fixtures/site-pages";

const bricklayer = TRADES.find((trade) => trade.slug === "bricklayer")!;
const at = (startingHourly: string | null) => ({ ...bricklayer, startingHourly });

describe("a first-year rate in dollars and cents", () => {
  it.each(["$22.50", "from $18.75"])("%s is hourly on the card, in the pay table, in the explorer", (rate) => {
    const shown = `${rate.charAt(0).toUpperCase()}${rate.slice(1)}`;
    expect(cardPay(at(rate)).firstYear).toBe(`${shown} ${PAY_WORDS.firstYear}`);
    expect(payRow(at(rate)).firstYear).toBe(shown);
    expect(tradeFacts(at(rate)).wage.text).toBe(`${shown}/hour`);
    expect(hourlyWage(at(rate))).toBe(Number(rate.replace(/[^\d.]/g, "")));
  });

  it("a yearly figure is never worded as hourly", () => {
    expect(cardPay(at("$60k+")).firstYear).toBeNull();
    expect(payRow(at("$60k+")).firstYear).not.toMatch(/hour/);
    expect(tradeFacts(at("$60k+")).wage.text).toBe("$60k+ a year");
    expect(hourlyWage(at("$60k+"))).toBeNull();
  });
});
