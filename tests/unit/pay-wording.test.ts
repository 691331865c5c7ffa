// One rule for what an hourly figure is, so a rate in dollars and cents reads as
// hourly everywhere it is shown (the trade cards, the pay table, the explorer's facts and its
// numbers); every figure says what it is, one yearly figure to a card; SPEC §9's second reading
// of three trades is said once, in a note, never beside the first. The wordings are the pinned
// launch content's, as tests/fixtures/site-pages.ts writes them; the figures are SPEC's.
import { describe, expect, it } from "vitest";
import { tradeFacts } from "~/lib/trade-facts.server";
import { cardPay, payRow, payTableWords } from "~/lib/pay-table.server";
import { hourlyWage } from "~/lib/explorer";
import { TRADES } from "~content/trades";
import { tradeComparison } from "~/lib/trade-comparison.server";
import { loadExplorer } from "~/lib/explorer.server";
import { loadTrade } from "~/lib/trade-route.server";
import { FIGURES_SOURCE_LINE, PAY_WORDS, listingReading, pageReading } from "../fixtures/site-pages";
import { SPEC_EXPLORER, SPEC_TRADES } from "../fixtures/spec";

const bricklayer = TRADES.find((trade) => trade.slug === "bricklayer")!;
const at = (startingHourly: string | null) => ({ ...bricklayer, startingHourly });
const yearly = (text: string) => text.match(/\$[\d,]+k?\+? per year/g) ?? [];

describe("a first-year rate in dollars and cents", () => {
  it.each(["$22.50", "from $18.75"])("%s is hourly on the card, in the pay table, in the explorer", (rate) => {
    const shown = `${rate.charAt(0).toUpperCase()}${rate.slice(1)}`;
    expect(cardPay(at(rate)).facts).toContainEqual({ term: "Starting Wage", value: `${shown} ${PAY_WORDS.firstYear}` });
    expect(payRow(at(rate)).firstYear).toBe(shown);
    expect(tradeFacts(at(rate)).wage.text).toBe(`${shown}/hour`);
    expect(hourlyWage(at(rate))).toBe(Number(rate.replace(/[^\d.]/g, "")));
  });

  it("a yearly figure is never worded as hourly, and never shares a card with the yearly pay", () => {
    expect(cardPay(at("$60k+")).facts.map((f) => f.term)).toEqual(["Yearly Pay", "Duration"]);
    expect(payRow(at("$60k+")).firstYear).not.toMatch(/hour/);
    expect(tradeFacts(at("$60k+")).wage.text).not.toMatch(/hour/);
    expect(hourlyWage(at("$60k+"))).toBeNull();
  });
});

describe("every trade card: one yearly figure with its kind, and its source once", () => {
  it.each(Object.entries(SPEC_TRADES))("%s", (slug, figures) => {
    const card = cardPay(TRADES.find((t) => t.slug === slug)!);
    const said = card.facts.map((f) => f.value).join(" ");
    expect(yearly(said)).toEqual([`${figures.listingPay} per year`]);
    expect(card.facts[0]).toEqual({ term: "Yearly Pay", value: `${figures.listingPay} ${PAY_WORDS.qualified}` });
    expect(card.source).toBe(FIGURES_SOURCE_LINE);
  });
});

describe("the civil engineer's $60k+ is a graduate's yearly salary (SPEC §2), said so", () => {
  const civil = TRADES.find((t) => t.slug === "civil-engineer")!;
  const graduate = `${SPEC_TRADES["civil-engineer"]!.startWage} ${PAY_WORDS.graduate}`;
  it("in the pay table and the explorer", () => {
    expect(payRow(civil).firstYear).toBe(graduate);
    const wage = tradeFacts(civil).wage;
    expect(`${wage.text} ${wage.note}`).toBe(graduate);
  });
});

describe("a trade with two yearly readings (SPEC §9: three trades' own pages give a second figure)", () => {
  const two = Object.entries(SPEC_TRADES).filter(([, figures]) => figures.pagePay);
  it("is three trades", () =>
    expect(two.map(([slug]) => slug)).toEqual(["builder", "civil-engineer", "construction-manager"]));

  it.each(two)(
    "%s: one figure to a card or row; the other said once, in a note, in the same words everywhere",
    async (slug, figures) => {
      const trade = TRADES.find((t) => t.slug === slug)!;
      const name = SPEC_EXPLORER[slug]!.name;
      // The trade page: its own figure on the card, the listing's in the note under the block.
      const page = await loadTrade(slug === "painter" ? "/painter/" : `/trades/${slug}`).json();
      expect(page.pay).toEqual({
        value: figures.pagePay,
        kind: PAY_WORDS.qualified,
        listing: listingReading(figures.listingPay),
        source: FIGURES_SOURCE_LINE,
      });
      // The pay table, the explorer's facts and chart, and the comparison: the listing's figure alone.
      expect(payRow(trade).qualified).toBe(figures.listingPay);
      expect(payTableWords().notes).toContain(pageReading(name, figures.pagePay!));
      expect(tradeFacts(trade).pay).toEqual({ text: figures.listingPay, note: PAY_WORDS.qualified });
      expect(tradeComparison(trade).pay.value).toBe(figures.listingPay);
      expect(tradeComparison(trade).pay.note).toBe(listingReading(figures.listingPay));
      const explorer = (await loadExplorer(new Request("https://example.com/trades/explorer")).json()) as {
        ownPageNotes: string[];
        charts: { pay: { slug: string; label: string }[] };
      };
      expect(explorer.ownPageNotes).toContain(pageReading(name, figures.pagePay!));
      expect(explorer.charts.pay.find((b) => b.slug === slug)?.label).toBe(figures.listingPay);
    },
  );
});
