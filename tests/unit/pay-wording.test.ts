// Issue 42: one rule for what an hourly figure is, so a rate in dollars and cents reads as
// hourly everywhere it is shown: the trade cards, the pay table, the explorer's facts and its
// numbers. The wordings are SPEC's readings as tests/fixtures/site-pages.ts writes them.
import { describe, expect, it } from "vitest";
import { tradeFacts } from "~/lib/trade-facts.server";
import { cardPay, payRow } from "~/lib/pay-table.server";
import { hourlyWage } from "~/lib/explorer";
import { TRADES } from "~content/trades";
import { tradeComparison } from "~/lib/trade-comparison.server";
import { loadExplorer } from "~/lib/explorer.server";
import { PAY_WORDS } from "../fixtures/site-pages";
import { SPEC_TRADES } from "../fixtures/spec";

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

describe("a trade with two yearly readings (SPEC §9: three trades' own pages give a second figure)", () => {
  // The builder, the civil engineer and the construction manager as SPEC gives them; the words are
  // docs/content.md's: the listing's figure, then the page's "on its own page".
  const two = Object.entries(SPEC_TRADES).filter(([, figures]) => figures.pagePay);

  it.each(two)(
    "%s: the second figure is said the same way in the pay table, the facts, the chart and the comparison",
    async (slug, figures) => {
      const trade = TRADES.find((t) => t.slug === slug)!;
      const said = `${figures.pagePay} on its own page`;
      expect(payRow(trade).qualified).toBe(`${figures.listingPay} (${said})`);
      expect(tradeFacts(trade).pay).toEqual({ text: figures.listingPay, note: said });
      expect(tradeComparison(trade).pay.note).toBe(`The trades listing's figure; ${said}.`);
      const explorer = await loadExplorer(new Request("https://example.com/trades/explorer")).text();
      expect(explorer).toContain(JSON.stringify(`${figures.listingPay} (${said})`));
    },
  );
});
