/**
 * The explorer's view: parameters read, validated and put in one normal form; the trades a
 * view shows and their order. Expected values are written here by hand (normal forms) or
 * from SPEC §9 via tests/fixtures/spec.ts (orders), never from app/content/trades.ts.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIEW,
  dollars,
  growthPercent,
  hourlyWage,
  parseExplorerQuery,
  passes,
  pickedTrades,
  sortValue,
  sortedBy,
  tradesInView,
  viewHref,
  viewSearch,
  type ExplorerTrade,
  type ExplorerView,
} from "~/lib/explorer";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { csvField, toCsv } from "~/lib/csv";
import type { ExplorerWords } from "~content/schema";
import { SPEC_EXPLORER, SPEC_TRADES } from "../fixtures/spec";

const SLUGS = Object.keys(SPEC_TRADES);
// The problems' words as the pinned launch copy says them (content/pages/trades-compare.yaml).
const SAY = (parseYaml(readFileSync("tests/fixtures/content/pages/trades-compare.yaml", "utf8")) as ExplorerWords)
  .problems;
const parse = (query: string) => parseExplorerQuery(new URLSearchParams(query), SLUGS, SAY);
const normal = (query: string) => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(parsed.problems.join(" "));
  return parsed.search;
};
const problems = (query: string) => {
  const parsed = parse(query);
  if (parsed.ok) throw new Error(`accepted ${query}`);
  return parsed.problems;
};

/** The 15 trades as the explorer needs them, built from the SPEC fixture. */
const SPEC_ROWS: ExplorerTrade[] = Object.entries(SPEC_TRADES).map(([slug, t]) => ({
  slug,
  name: SPEC_EXPLORER[slug]!.name,
  demand: t.demand,
  salary: t.listingPay,
  durationYears: t.years,
  startingHourly: t.startWage,
  jobGrowth: t.growth,
  entryLevel: SPEC_EXPLORER[slug]!.entry,
  pathways: [...SPEC_EXPLORER[slug]!.pathways],
}));
const view = (changes: Partial<ExplorerView>): ExplorerView => ({ ...DEFAULT_VIEW, ...changes });
const slugsOf = (rows: readonly ExplorerTrade[]) => rows.map((r) => r.slug);

describe("parseExplorerQuery: the normal form", () => {
  it.each([
    ["", ""],
    ["sort=pay", ""],
    ["sort=pay&dir=desc", ""],
    ["dir=desc", ""],
    ["dir=asc", "sort=pay&dir=asc"],
    ["sort=name", "sort=name"],
    ["sort=name&dir=asc", "sort=name"],
    ["sort=name&dir=desc", "sort=name&dir=desc"],
    ["sort=length", "sort=length"],
    ["sort=entry&dir=desc", "sort=entry&dir=desc"],
    ["sort=growth&dir=desc", "sort=growth"],
    ["sort=wage&dir=asc", "sort=wage&dir=asc"],
    ["sort=demand", "sort=demand"],
    ["demand=high&demand=very-high", "demand=very-high&demand=high"],
    ["demand=high&demand=high", "demand=high"],
    ["demand=high&demand=very-high&demand=medium", ""],
    ["years=4&years=3", ""],
    ["years=4", "years=4"],
    ["entry=year-12&entry=year-10", "entry=year-10&entry=year-12"],
    ["pathway=degree", "pathway=degree"],
    ["pathway=degree&pathway=apprenticeship", ""],
    ["pick=plumber&pick=electrician", "pick=electrician&pick=plumber"],
    ["pick=plumber&pick=plumber", "pick=plumber"],
    ["pick=plumber&SORT=x&Demand=HIGH", "pick=plumber"],
    ["sort=&demand=", ""],
    ["utm_source=news&fbclid=1&_data=routes%2Ftrades.compare", ""],
    [
      "pick=plumber&years=3&sort=name&dir=desc&pathway=apprenticeship&entry=year-10&demand=medium",
      "sort=name&dir=desc&demand=medium&years=3&entry=year-10&pathway=apprenticeship&pick=plumber",
    ],
  ])("%j → %j", (query, expected) => expect(normal(query)).toBe(expected));

  it("reads every field", () => {
    const parsed = parse(
      "sort=wage&dir=asc&demand=high&years=3&entry=year-10&pathway=apprenticeship&pick=concreter&pick=bricklayer",
    );
    expect(parsed).toEqual({
      ok: true,
      view: {
        sort: "wage",
        dir: "asc",
        demand: ["high"],
        years: ["3"],
        entry: ["year-10"],
        pathway: ["apprenticeship"],
        pick: ["bricklayer", "concreter"],
      },
      search:
        "sort=wage&dir=asc&demand=high&years=3&entry=year-10&pathway=apprenticeship&pick=bricklayer&pick=concreter",
    });
  });

  it("a column's first direction, when none is sent", () => {
    const dirOf = (sort: string) => (parse(`sort=${sort}`) as { view: ExplorerView }).view.dir;
    expect(["name", "demand", "pay", "length", "wage", "growth", "entry"].map(dirOf)).toEqual([
      "asc",
      "desc",
      "desc",
      "asc",
      "desc",
      "desc",
      "asc",
    ]);
  });

  it("up to four picks", () =>
    expect(normal("pick=carpenter&pick=plumber&pick=painter&pick=builder")).toBe(
      "pick=builder&pick=carpenter&pick=painter&pick=plumber",
    ));
});

describe("parseExplorerQuery: what it refuses, and says why", () => {
  it.each([
    ["sort=salary", /^sort can be name, demand, pay, length, wage, growth, entry; not "salary"\.$/],
    ["dir=up", /^dir can be asc or desc; not "up"\.$/],
    ["sort=name&sort=pay", /^sort takes one value; got "name" and "pay"\.$/],
    ["dir=asc&dir=desc", /^dir takes one value/],
    ["demand=low", /^demand can be very-high, high, medium; not "low"\.$/],
    ["years=5", /^years can be 3, 4; not "5"\.$/],
    ["entry=year-11", /^entry can be year-10, year-12-preferred, year-12; not "year-11"\.$/],
    ["pathway=tafe", /^pathway can be apprenticeship, degree; not "tafe"\.$/],
    ["pick=astronaut", /^pick names a trade .*"astronaut"\.$/],
    [
      "pick=carpenter&pick=plumber&pick=painter&pick=builder&pick=concreter",
      /^Pick up to 4 trades to compare; 5 were picked\.$/,
    ],
  ])("%s", (query, message) => expect(problems(query)).toEqual([expect.stringMatching(message)]));

  // The issue: known parameters take known values; a value has one spelling, so case or spaces make it unknown.
  it.each([
    ["sort=NAME", 'sort can be name, demand, pay, length, wage, growth, entry; not "NAME".'],
    ["sort=%20name", 'sort can be name, demand, pay, length, wage, growth, entry; not " name".'],
    ["dir=DESC", 'dir can be asc or desc; not "DESC".'],
    ["demand=HIGH", 'demand can be very-high, high, medium; not "HIGH".'],
    ["demand=Very-High&demand=high", 'demand can be very-high, high, medium; not "Very-High".'],
    ["years=3%20", 'years can be 3, 4; not "3 ".'],
    ["entry=Year-10", 'entry can be year-10, year-12-preferred, year-12; not "Year-10".'],
    ["pathway=Degree", 'pathway can be apprenticeship, degree; not "Degree".'],
    ["pick=Plumber", 'pick names a trade by its address, such as electrician; there is no trade "Plumber".'],
  ])("%s: a known value in another case or with spaces is not that value", (query, message) =>
    expect(problems(query)).toEqual([message]),
  );

  it("repeats of one value are fine", () =>
    expect(normal("sort=name&sort=name&dir=desc&dir=desc")).toBe("sort=name&dir=desc"));
  it("quotes a long junk value short", () =>
    expect(problems(`sort=${"x".repeat(500)}`)[0]).toBe(
      `sort can be name, demand, pay, length, wage, growth, entry; not "${"x".repeat(30)}…".`,
    ));
  it("lists every problem", () => expect(problems("sort=x&dir=y&demand=z&pick=q")).toHaveLength(4));
  it("quotes a value of 30 characters whole", () =>
    expect(problems(`dir=${"y".repeat(30)}`)).toEqual([`dir can be asc or desc; not "${"y".repeat(30)}".`]));
  it("names every wrong value of a parameter", () => {
    expect(problems("demand=low&demand=huge")).toEqual(['demand can be very-high, high, medium; not "low", "huge".']);
    expect(problems("pick=astronaut&pick=pilot")[0]).toMatch(/there is no trade "astronaut", "pilot"\.$/);
  });
  it("one wrong value among right ones is still wrong", () =>
    expect(problems("demand=high&demand=huge")).toEqual(['demand can be very-high, high, medium; not "huge".']));
});

describe("views and their addresses", () => {
  it("viewHref leaves the default view bare", () => {
    expect(viewHref(DEFAULT_VIEW)).toBe("/trades/compare");
    expect(viewHref(view({ demand: ["high"] }))).toBe("/trades/compare?demand=high");
    expect(viewHref(view({ pick: ["a"] }), "/trades/compare.csv")).toBe("/trades/compare.csv?pick=a");
  });
  it("viewSearch writes what parse reads", () => {
    const v = view({ sort: "length", dir: "desc", years: ["4"], pick: ["builder", "plumber"] });
    expect(parse(viewSearch(v))).toEqual({ ok: true, view: v, search: viewSearch(v) });
  });
  it("sortedBy: another column starts in its first direction, the same column flips", () => {
    expect(sortedBy(DEFAULT_VIEW, "pay")).toMatchObject({ sort: "pay", dir: "asc" });
    expect(sortedBy(view({ dir: "asc" }), "pay")).toMatchObject({ sort: "pay", dir: "desc" });
    expect(sortedBy(DEFAULT_VIEW, "name")).toMatchObject({ sort: "name", dir: "asc" });
    expect(sortedBy(view({ sort: "name", dir: "asc" }), "name")).toMatchObject({ dir: "desc" });
    expect(sortedBy(DEFAULT_VIEW, "length")).toMatchObject({ sort: "length", dir: "asc" });
    expect(sortedBy(view({ demand: ["high"] }), "growth")).toMatchObject({
      sort: "growth",
      dir: "desc",
      demand: ["high"],
    });
  });
});

describe("figures as numbers", () => {
  it("dollars", () =>
    expect([dollars("$86,960"), dollars("$174,000+"), dollars("$60k+")]).toEqual([86960, 174000, 60]));
  it.each([
    ["$22", 22],
    ["from $18", 18],
    ["From $18", 18],
    ["$17.50", 17.5],
    ["$60k+", null],
    [null, null],
    ["about $22 or so", null],
    ["about $22", null],
  ] as const)("hourly wage of %j is %j", (startingHourly, expected) =>
    expect(hourlyWage({ startingHourly })).toBe(expected),
  );
  it.each([
    ["25%", 25],
    ["15% above average", 15],
    ["15.1%", 15.1],
    [null, null],
    ["strong", null],
    ["about 15%", null],
    ["12.55%", 12.55],
  ] as const)("growth of %j is %j", (jobGrowth, expected) => expect(growthPercent({ jobGrowth })).toBe(expected));
  it("sortValue ranks demand and entry", () => {
    const t = SPEC_ROWS.find((r) => r.slug === "electrician")!;
    expect([
      sortValue(t, "demand"),
      sortValue(t, "entry"),
      sortValue(t, "pay"),
      sortValue(t, "length"),
      sortValue(t, "wage"),
      sortValue(t, "growth"),
    ]).toEqual([3, 2, 120493, 4, 22, 25]);
    const m = SPEC_ROWS.find((r) => r.slug === "painter")!;
    expect([sortValue(m, "demand"), sortValue(m, "entry")]).toEqual([1, 1]);
    expect(
      sortValue(
        SPEC_ROWS.find((r) => r.slug === "construction-manager")!,
        "demand",
      ),
    ).toBe(2);
    expect(
      sortValue(
        SPEC_ROWS.find((r) => r.slug === "civil-engineer")!,
        "entry",
      ),
    ).toBe(3);
  });
});

describe("tradesInView", () => {
  const names = (rows: readonly ExplorerTrade[]) => rows.map((r) => r.name);
  const byName = (a: ExplorerTrade, b: ExplorerTrade) => a.name.localeCompare(b.name, "en-AU");

  it("the default view: every trade, highest listing pay first (SPEC §9)", () => {
    const pays = tradesInView(SPEC_ROWS, DEFAULT_VIEW).map((r) => dollars(r.salary));
    expect(pays).toHaveLength(15);
    expect(pays).toEqual([...pays].sort((a, b) => b - a));
    expect(slugsOf(tradesInView(SPEC_ROWS, DEFAULT_VIEW)).slice(0, 3)).toEqual([
      "electrician",
      "civil-engineer",
      "construction-manager",
    ]);
  });
  it("equal pay reads A to Z in both directions (Painter and Wall & Floor Tiler, $78,520)", () => {
    const desc = slugsOf(tradesInView(SPEC_ROWS, DEFAULT_VIEW));
    const asc = slugsOf(tradesInView(SPEC_ROWS, view({ dir: "asc" })));
    expect(desc.indexOf("painter") + 1).toBe(desc.indexOf("wall-floor-tiler"));
    expect(asc.indexOf("painter") + 1).toBe(asc.indexOf("wall-floor-tiler"));
    expect(asc[0]).toBe("wall-ceiling-liner");
  });
  it("name, both ways", () => {
    const sorted = [...SPEC_ROWS].sort(byName);
    expect(names(tradesInView(SPEC_ROWS, view({ sort: "name", dir: "asc" })))).toEqual(names(sorted));
    expect(names(tradesInView(SPEC_ROWS, view({ sort: "name", dir: "desc" })))).toEqual(names(sorted).reverse());
  });
  it("growth: not given is last in both directions", () => {
    const desc = slugsOf(tradesInView(SPEC_ROWS, view({ sort: "growth", dir: "desc" })));
    const asc = slugsOf(tradesInView(SPEC_ROWS, view({ sort: "growth", dir: "asc" })));
    expect(desc[0]).toBe("electrician");
    expect(desc.at(-1)).toBe("construction-manager");
    expect(asc[0]).toBe("painter");
    expect(asc.at(-1)).toBe("construction-manager");
  });
  it("wage: hourly figures only; the yearly and missing ones last, A to Z", () => {
    const desc = slugsOf(tradesInView(SPEC_ROWS, view({ sort: "wage", dir: "desc" })));
    expect(desc.slice(0, 2)).toEqual(["builder", "electrician"]);
    expect(desc.slice(-2)).toEqual(["civil-engineer", "construction-manager"]);
    const asc = slugsOf(tradesInView(SPEC_ROWS, view({ sort: "wage", dir: "asc" })));
    expect(asc[0]).toBe("wall-ceiling-liner");
    expect(asc.slice(-2)).toEqual(["civil-engineer", "construction-manager"]);
  });
  it("length, demand and entry, each way, ties A to Z", () => {
    const three = SPEC_ROWS.filter((r) => r.durationYears === 3)
      .sort(byName)
      .map((r) => r.slug);
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "length", dir: "asc" }))).slice(0, three.length)).toEqual(
      three,
    );
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "length", dir: "desc" }))).slice(-three.length)).toEqual(three);
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "demand", dir: "desc" }))).slice(0, 2)).toEqual([
      "civil-engineer",
      "electrician",
    ]);
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "demand", dir: "asc" }))).slice(0, 1)).toEqual(["bricklayer"]);
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "entry", dir: "desc" }))).slice(0, 3)).toEqual([
      "civil-engineer",
      "builder",
      "electrician",
    ]);
    expect(slugsOf(tradesInView(SPEC_ROWS, view({ sort: "entry", dir: "asc" }))).at(-1)).toBe("civil-engineer");
  });
  it("filters, alone and together", () => {
    const only = (v: Partial<ExplorerView>) => slugsOf(tradesInView(SPEC_ROWS, view({ sort: "name", ...v }))).sort();
    const specWhere = (test: (slug: string) => boolean) => SLUGS.filter(test).sort();
    expect(only({ demand: ["very-high"] })).toEqual(["civil-engineer", "electrician"]);
    expect(only({ demand: ["high"] })).toEqual(specWhere((s) => SPEC_TRADES[s]!.demand === "High"));
    expect(only({ demand: ["medium"] })).toEqual(specWhere((s) => SPEC_TRADES[s]!.demand === "Medium"));
    expect(only({ years: ["3"] })).toEqual(specWhere((s) => SPEC_TRADES[s]!.years === 3));
    expect(only({ years: ["4"] })).toEqual(specWhere((s) => SPEC_TRADES[s]!.years === 4));
    expect(only({ entry: ["year-12-preferred"] })).toEqual(["builder", "electrician"]);
    expect(only({ entry: ["year-12"] })).toEqual(["civil-engineer"]);
    expect(only({ entry: ["year-10"] })).toHaveLength(12);
    expect(only({ pathway: ["degree"] })).toEqual(["civil-engineer", "construction-manager"]);
    expect(only({ pathway: ["apprenticeship"] })).toEqual(SLUGS.filter((s) => s !== "civil-engineer").sort());
    expect(only({ demand: ["high", "very-high"], years: ["3"] })).toEqual(
      specWhere((s) => SPEC_TRADES[s]!.demand !== "Medium" && SPEC_TRADES[s]!.years === 3),
    );
    expect(only({ demand: ["medium"], entry: ["year-12"] })).toEqual([]);
    expect(only({ demand: ["high"], pathway: ["degree"] })).toEqual(["construction-manager"]);
  });
  it("a figure not given is last in both directions, whatever order the trades come in; two of them read A to Z", () => {
    const trade = (slug: string, jobGrowth: string | null): ExplorerTrade => ({
      ...SPEC_ROWS[0]!,
      slug,
      name: slug.toUpperCase(),
      jobGrowth,
    });
    const given = trade("b", "12%");
    const none = trade("a", null);
    const alsoNone = trade("c", null);
    for (const dir of ["asc", "desc"] as const) {
      for (const input of [
        [given, none],
        [none, given],
      ])
        expect(slugsOf(tradesInView(input, view({ sort: "growth", dir })))).toEqual(["b", "a"]);
      for (const input of [
        [alsoNone, none, given],
        [none, given, alsoNone],
        [given, alsoNone, none],
      ])
        expect(slugsOf(tradesInView(input, view({ sort: "growth", dir })))).toEqual(["b", "a", "c"]);
    }
  });
  it("passes: an empty filter lets every trade through", () => {
    expect(SPEC_ROWS.every((r) => passes(r, DEFAULT_VIEW))).toBe(true);
  });
  it("does not reorder its input", () => {
    const copy = [...SPEC_ROWS];
    tradesInView(copy, view({ sort: "name" }));
    expect(copy).toEqual(SPEC_ROWS);
  });
  it("pickedTrades in pick order, unknown picks dropped", () => {
    expect(slugsOf(pickedTrades(SPEC_ROWS, view({ pick: ["plumber", "electrician", "nobody"] })))).toEqual([
      "plumber",
      "electrician",
    ]);
  });
});

describe("CSV (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["$86,960", '"$86,960"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    [4, "4"],
  ] as const)("field %j", (value, expected) => expect(csvField(value)).toBe(expected));
  it("CRLF after every record", () =>
    expect(
      toCsv([
        ["a", "b"],
        ["c,d", 1],
      ]),
    ).toBe('a,b\r\n"c,d",1\r\n'));
});
