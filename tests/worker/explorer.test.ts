// The trade explorer (/trades/compare) as the built worker serves it: every sort in
// both directions, every filter and some together, picks, the CSV, invalid and unknown
// parameters, the edge cache per view, and the explorer's way in from the other pages.
// Every figure is checked against SPEC §9 (tests/fixtures/spec.ts), never app/content/trades.ts.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import {
  HTTP_POLICY,
  SPEC_COUNTS,
  SPEC_EXPLORER,
  SPEC_TRADES,
  SPEC_TRADE_PATHS,
  type ExplorerFacts,
  type TradeFigures,
} from "../fixtures/spec";
import { PAY_WORDS, pageReading } from "../fixtures/site-pages";
import { get } from "./support";

const PATH = "/trades/compare";
const SLUGS = Object.keys(SPEC_TRADES);
const LABELS = ["Demand", "Yearly Pay", "Duration", "Starting Wage", "Job Growth", "Entry Level"];
const text = (el: HTMLElement) => el.textContent.replace(/\s+/g, " ").trim();
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

async function load(query = "") {
  const response = await get(`${PATH}${query}`);
  const html = await response.text();
  return { response, html, doc: parse(html) };
}

/** The table as a visitor reads it: one object per row, keyed by column heading (sort words stripped). */
function table(doc: HTMLElement) {
  const heads = doc
    .querySelectorAll("#explorer-table thead th")
    .map((th) => text(th).split(",")[0]!.replace(/[▲▼↕]/g, "").trim());
  return doc.querySelectorAll("#explorer-table tbody tr").map((tr) => {
    const cells = tr.querySelectorAll("th, td");
    const row: Record<string, string> = {};
    heads.forEach((head, i) => (row[head] = decode(text(cells[i]!))));
    row.href = tr.querySelector("th a")!.getAttribute("href")!;
    return row;
  });
}
const slugOfHref = (href: string) => (href === "/painter/" ? "painter" : href.replace("/trades/", ""));
const rowSlugs = (doc: HTMLElement) => table(doc).map((row) => slugOfHref(row.href!));

// ---- Expected orders, from SPEC §9's text read by this test's own rules -----------------
type Spec = TradeFigures & ExplorerFacts & { slug: string };
const SPEC: Spec[] = SLUGS.map((slug) => ({
  slug,
  ...SPEC_TRADES[slug]!,
  ...SPEC_EXPLORER[slug]!,
}));
const money = (s: string) => Number(s.replace(/[$,+]/g, ""));
const hourly = (s: string | null) => (s && /^(from )?\$\d+$/.test(s) ? Number(s.replace(/\D/g, "")) : null);
const percent = (s: string | null) => (s ? parseFloat(s) : null);
const RANK = {
  demand: { Medium: 1, High: 2, "Very High": 3 },
  entry: { "year-10": 1, "year-12-preferred": 2, "year-12": 3 },
} as const;
const VALUE: Record<string, (t: Spec) => number | null> = {
  demand: (t) => RANK.demand[t.demand],
  pay: (t) => money(t.listingPay),
  length: (t) => t.years,
  wage: (t) => hourly(t.startWage),
  growth: (t) => percent(t.growth),
  entry: (t) => RANK.entry[t.entry],
};
/** A column's order: nulls last either way, ties by name A to Z. */
function expectedOrder(key: string, dir: "asc" | "desc", trades: Spec[] = SPEC): string[] {
  const byName = (a: Spec, b: Spec) => a.name.localeCompare(b.name, "en-AU");
  return [...trades]
    .sort((a, b) => {
      if (key === "name") return dir === "asc" ? byName(a, b) : byName(b, a);
      const x = VALUE[key]!(a);
      const y = VALUE[key]!(b);
      if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
      return x === y ? byName(a, b) : dir === "asc" ? x - y : y - x;
    })
    .map((t) => t.slug);
}

/** What a row's cells must say, from SPEC. */
function expectRowMatchesSpec(row: Record<string, string>, t: Spec) {
  expect(row.Trade).toBe(t.name);
  expect(row.Demand).toBe(t.demand);
  expect(row["Yearly Pay"]!.startsWith(t.listingPay)).toBe(true);
  // One yearly figure per cell; a trade page's second reading is the note under the table.
  expect(row["Yearly Pay"]).not.toContain(t.pagePay ?? "no second reading");
  expect(row.Duration!.startsWith(`${t.years} years`)).toBe(true);
  if (hourly(t.startWage) !== null) expect(row["Starting Wage"]!.toLowerCase()).toBe(`${t.startWage}/hour`);
  // Civil engineer's "$60k+" is a graduate's yearly salary (SPEC §2), said so; the CSV puts the words in brackets.
  else if (t.startWage) expect(row["Starting Wage"]!.replace(/[()]/g, "")).toBe(`${t.startWage} ${PAY_WORDS.graduate}`);
  else expect(row["Starting Wage"]).toMatch(/^Not given per hour/);
  if (t.growth) expect(row["Job Growth"]).toBe(t.growth);
  else expect(row["Job Growth"]).toMatch(/^Not given/);
  const entry = {
    "year-10": "Year 10",
    "year-12-preferred": "Year 12 preferred",
    "year-12": "Year 12",
  }[t.entry];
  expect(row["Entry Level"]!.startsWith(entry)).toBe(true);
  expect(row["Entry Level"]!.includes("colour vision")).toBe(t.colourVision);
  expect(row.href).toBe(SPEC_TRADE_PATHS[SLUGS.indexOf(t.slug)]);
}

describe.concurrent("the default view", () => {
  it("one table of every trade, highest listing pay first, every figure as SPEC §9 gives it", async () => {
    const { response, doc } = await load();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    expect(text(doc.querySelector("title")!)).not.toBe("This comparison could not be shown | Born to Build");
    // The default view, whatever else the query carries, is the one the build rendered.
    await (await get(`${PATH}?utm_source=flyer`)).arrayBuffer();
    expect((await get(`${PATH}?fbclid=x`)).headers.get("x-edge-cache")).toBe("BUILD");
    const rows = table(doc);
    expect(rows.map((r) => slugOfHref(r.href!))).toEqual(expectedOrder("pay", "desc"));
    for (const row of rows)
      expectRowMatchesSpec(
        row,
        SPEC.find((t) => t.name === row.Trade)!,
      );
    // The cells give the listing's reading; a trade page's second reading is said once, in a note the rows link to.
    const note = text(doc.querySelector("#two-readings")!);
    expect(note).toContain("trades listing");
    for (const t of SPEC) if (t.pagePay) expect(note.split(pageReading(t.name, t.pagePay))).toHaveLength(2);
    expect(doc.querySelectorAll('a[href="#two-readings"]')).toHaveLength(3);
    expect(text(doc.querySelector('[role="status"]')!)).toBe(
      `Showing ${SPEC_COUNTS.trades} of ${SPEC_COUNTS.trades} trades, sorted by Yearly Pay, highest first.`,
    );
  });

  it("canonical is the unfiltered page, and a filtered view says so too; JSON-LD lists every trade's program", async () => {
    const { doc } = await load("?demand=high&sort=name");
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe(
      "https://www.borntobuild.example.com/trades/compare",
    );
    type Program = { "@type": string; url: string; salaryUponCompletion: { median: number }; timeToComplete: string };
    type Block = {
      "@type": string;
      numberOfItems?: number;
      itemListElement?: Array<{ position: number; item: Program }>;
    };
    const blocks = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.textContent) as Block);
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list?.numberOfItems).toBe(SPEC_COUNTS.trades);
    const elements = list?.itemListElement ?? [];
    expect(elements.map((element) => element.position)).toEqual(SLUGS.map((_, i) => i + 1));
    for (const { item } of elements) {
      expect(item["@type"]).toBe("WorkBasedProgram");
      const slug = SLUGS.find((s) => item.url.endsWith(SPEC_TRADE_PATHS[SLUGS.indexOf(s)]!))!;
      expect(item.salaryUponCompletion.median).toBe(money(SPEC_TRADES[slug]!.pagePay ?? SPEC_TRADES[slug]!.listingPay));
      expect(item.timeToComplete).toBe(`P${SPEC_TRADES[slug]!.years}Y`);
    }
    // Lean: each program is described in full on its own page. The whole list (18 KB when it
    // repeated every program) ships twice, in the head and in the data React hydrates from.
    expect(JSON.stringify(list).length).toBeLessThan(6_000);
  });
});

describe.concurrent("sort: every column, both directions, by links", () => {
  const COLUMNS = [
    ["name", "Trade", "asc"],
    ["demand", "Demand", "desc"],
    ["pay", "Yearly Pay", "desc"],
    ["length", "Duration", "asc"],
    ["wage", "Starting Wage", "desc"],
    ["growth", "Job Growth", "desc"],
    ["entry", "Entry Level", "asc"],
  ] as const;
  const cases = COLUMNS.flatMap(([key, label, first]) =>
    (["asc", "desc"] as const).map((dir) => [key, label, first, dir] as const),
  );

  it.each(cases)("sort=%s (%s) dir=%s… %s", async (key, label, first, dir) => {
    const { response, doc } = await load(`?sort=${key}&dir=${dir}`);
    expect(response.status).toBe(200);
    expect(rowSlugs(doc)).toEqual(expectedOrder(key, dir));
    const heads = doc.querySelectorAll("#explorer-table thead th");
    const sorted = heads.filter((th) => th.getAttribute("aria-sort"));
    expect(sorted).toHaveLength(1);
    expect(text(sorted[0]!).startsWith(label)).toBe(true);
    expect(sorted[0]!.getAttribute("aria-sort")).toBe(dir === "asc" ? "ascending" : "descending");
    // The sorted column's link flips it; the others start in their own first direction.
    for (const [otherKey, otherLabel, otherFirst] of COLUMNS) {
      const link = heads
        .find((th) => text(th).startsWith(otherLabel) && th.querySelector("a"))!
        .querySelector("a")!
        .getAttribute("href")!;
      const target = new URL(link, "http://x").searchParams;
      const expectedDir = otherKey === key ? (dir === "asc" ? "desc" : "asc") : otherFirst;
      expect(target.get("sort") ?? "pay", otherLabel).toBe(otherKey);
      expect(target.get("dir") ?? (otherKey === "pay" ? "desc" : otherFirst), otherLabel).toBe(expectedDir);
    }
    void first;
  });

  it("a sort link keeps the filters and picks", async () => {
    const { doc } = await load("?demand=high&pick=builder&pick=plumber");
    const link = doc.querySelector("#explorer-table thead a")!.getAttribute("href");
    expect(link).toBe("/trades/compare?sort=name&demand=high&pick=builder&pick=plumber");
  });
});

describe.concurrent("filters, as a GET form", () => {
  const FILTERS: Array<[string, (t: Spec) => boolean]> = [
    ["demand=very-high", (t) => t.demand === "Very High"],
    ["demand=high", (t) => t.demand === "High"],
    ["demand=medium", (t) => t.demand === "Medium"],
    ["years=3", (t) => t.years === 3],
    ["years=4", (t) => t.years === 4],
    ["entry=year-10", (t) => t.entry === "year-10"],
    ["entry=year-12-preferred", (t) => t.entry === "year-12-preferred"],
    ["entry=year-12", (t) => t.entry === "year-12"],
    ["pathway=apprenticeship", (t) => t.pathways.includes("apprenticeship")],
    ["pathway=degree", (t) => t.pathways.includes("degree")],
    ["demand=very-high&demand=high", (t) => t.demand !== "Medium"],
    ["demand=high&years=3", (t) => t.demand === "High" && t.years === 3],
    [
      "demand=very-high&demand=high&years=4&entry=year-10&pathway=apprenticeship",
      (t) => t.demand !== "Medium" && t.years === 4 && t.entry === "year-10",
    ],
    ["years=3&entry=year-12-preferred", () => false],
    ["pathway=degree&demand=very-high", (t) => t.slug === "civil-engineer"],
  ];
  it.each(FILTERS)("%s", async (query, keep) => {
    const { response, doc } = await load(`?${query}&sort=growth&dir=asc`);
    expect(response.status).toBe(200);
    const expected = expectedOrder("growth", "asc", SPEC.filter(keep));
    expect(expected.length).toBeLessThan(SPEC_COUNTS.trades);
    if (expected.length === 0) expect(doc.querySelector("#explorer-table")).toBeNull();
    else expect(rowSlugs(doc)).toEqual(expected);
    expect(text(doc.querySelector('[role="status"]')!)).toBe(
      `Showing ${expected.length} of ${SPEC_COUNTS.trades} trades, sorted by Job Growth, lowest first.`,
    );
    // The form shows the view: the boxes of this query are ticked, the sort rides along in hidden fields.
    const form = doc.querySelector('form[action="/trades/compare"]')!;
    expect(form.getAttribute("method")).toBe("get");
    const ticked = form
      .querySelectorAll('fieldset input[type="checkbox"]')
      .filter((box) => box.hasAttribute("checked"))
      .map((box) => `${box.getAttribute("name")}=${box.getAttribute("value")}`);
    expect(ticked.sort()).toEqual(query.split("&").sort());
    expect(
      form.querySelectorAll('input[type="hidden"]').map((i) => `${i.getAttribute("name")}=${i.getAttribute("value")}`),
    ).toEqual(["sort=growth", "dir=asc"]);
    expect(doc.querySelector(`a[href="/trades/compare?sort=growth&dir=asc"]`), "clear filters").toBeTruthy();
  });

  it("every filter box exists with its value", async () => {
    const { doc } = await load();
    const boxes = doc
      .querySelectorAll('fieldset input[type="checkbox"]')
      .map((box) => `${box.getAttribute("name")}=${box.getAttribute("value")}`);
    expect(boxes).toEqual(FILTERS.slice(0, 10).map(([q]) => q));
  });
});

describe.concurrent("pick two to four", () => {
  it("electrician and plumber side by side: the same facts in the same order, SPEC's figures", async () => {
    const { doc } = await load("?pick=plumber&pick=electrician");
    const blocks = doc.querySelectorAll("#side-by-side li");
    expect(blocks.map((b) => text(b.querySelector("h3")!).replace(" (trade page)", ""))).toEqual([
      "Electrician",
      "Plumber",
    ]);
    for (const block of blocks) {
      expect(block.querySelectorAll("dt").map(text)).toEqual(LABELS);
      const t = SPEC.find((s) => text(block.querySelector("h3")!).startsWith(s.name))!;
      const facts = Object.fromEntries(
        block.querySelectorAll("dl > div").map((d) => [text(d.querySelector("dt")!), text(d.querySelector("dd")!)]),
      );
      // A block is a trade's card: its one yearly figure says what it is.
      expect(facts["Yearly Pay"]).toBe(`${t.listingPay} ${PAY_WORDS.qualified}`);
      expectRowMatchesSpec(
        {
          ...facts,
          Trade: t.name,
          href: SPEC_TRADE_PATHS[SLUGS.indexOf(t.slug)]!,
        },
        t,
      );
    }
    // The table's boxes for the picks are ticked, and the rest are not.
    const ticked = doc
      .querySelectorAll('#explorer-table input[name="pick"]')
      .filter((b) => b.hasAttribute("checked"))
      .map((b) => b.getAttribute("value"));
    expect(ticked).toEqual(["electrician", "plumber"]);
  });

  it("four picks, two hidden by a filter, kept in hidden fields, each with a link to remove it", async () => {
    const { doc } = await load("?pick=civil-engineer&pick=painter&pick=builder&pick=concreter&demand=high");
    expect(doc.querySelectorAll("#side-by-side li")).toHaveLength(4);
    expect(doc.querySelectorAll('input[type="hidden"][name="pick"]').map((i) => i.getAttribute("value"))).toEqual([
      "civil-engineer",
      "painter",
    ]);
    // A hidden pick has no box to untick: each pick has a link to the view without it (picks in
    // their normal order, by slug).
    const removes = doc
      .querySelectorAll("#side-by-side a")
      .filter((a) => text(a).startsWith("Remove "))
      .map((a) => [text(a), a.getAttribute("href")]);
    const nameOf = (slug: string) => SPEC.find((t) => t.slug === slug)!.name;
    expect(removes).toHaveLength(4);
    expect(removes).toContainEqual([
      `Remove ${nameOf("painter")}`,
      "/trades/compare?demand=high&pick=builder&pick=civil-engineer&pick=concreter",
    ]);
    expect(removes).toContainEqual([
      `Remove ${nameOf("civil-engineer")}`,
      "/trades/compare?demand=high&pick=builder&pick=concreter&pick=painter",
    ]);
  });

  it("one pick asks for another", async () => {
    const { response, doc } = await load("?pick=carpenter");
    expect(response.status).toBe(200);
    expect(text(doc.querySelector("#side-by-side")!)).toMatch(/You picked Carpenter\. Tick one more trade/);
  });

  it("five picks is a 400 that says so", async () => {
    const { response, doc } = await load("?pick=carpenter&pick=plumber&pick=painter&pick=builder&pick=concreter");
    expect(response.status).toBe(400);
    expect(text(doc.querySelector("main")!)).toContain("Pick up to 4 trades to compare; 5 were picked.");
  });
});

describe.concurrent("charts of the trades in view", () => {
  it("pay and growth, in the table's order, value labels from SPEC, no script", async () => {
    const { doc } = await load("?years=3&sort=name");
    const order = expectedOrder(
      "name",
      "asc",
      SPEC.filter((t) => t.years === 3),
    );
    for (const id of ["pay-chart", "growth-chart"]) {
      const items = doc.querySelectorAll(`figure[aria-labelledby="${id}-title"] li`);
      expect(items.map((li) => text(li.querySelector("span")!))).toEqual(
        order.map((slug) => SPEC_EXPLORER[slug]!.name),
      );
      for (const li of items) {
        const t = SPEC.find((s) => s.name === text(li.querySelector("span")!))!;
        const label = decode(text(li.querySelectorAll("span").at(-1)!));
        expect(label).toBe(id === "pay-chart" ? t.listingPay : `${percent(t.growth)}%`);
        expect(li.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
      }
    }
    // The longest bar is the highest figure of all 15: electrician's pay is not in view, so no bar is full.
    const widths = doc
      .querySelectorAll('figure[aria-labelledby="pay-chart-title"] rect')
      .map((r) => parseFloat(r.getAttribute("width")!));
    expect(Math.max(...widths)).toBeLessThan(100);
    expect(widths.every((w) => w > 0)).toBe(true);
  });
});

/** The UTF-8 byte order mark, which Excel needs to read the file as UTF-8. */
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The CSV's text with its byte order mark, which must be there, checked and removed here.
 * (Response.text() would drop a BOM silently, so the bytes are decoded by hand.)
 */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], "starts with the UTF-8 BOM").toEqual(BOM);
  const text = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.slice(1).startsWith("\uFEFF"), "one BOM only").toBe(false);
  return text.slice(1);
}

/** RFC 4180, enough for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0), "no BOM left in the text parsed").not.toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field + row.join(""), "ends with CRLF").toBe("");
  return rows;
}

describe.concurrent("CSV of the current view", () => {
  it.each([
    ["", expectedOrder("pay", "desc")],
    [
      "?demand=high&sort=name&dir=desc&pick=plumber",
      expectedOrder(
        "name",
        "desc",
        SPEC.filter((t) => t.demand === "High"),
      ),
    ],
  ])("%s", async (query, order) => {
    const response = await get(`/trades/compare.csv${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="born-to-build-trades.csv"');
    const body = await csvText(response);
    const [header, ...rows] = parseCsv(body);
    expect(header![0]).toBe("Trade");
    expect(header).toEqual([
      "Trade",
      "Page",
      ...LABELS,
      "Yearly Pay on its own page",
      "Pathway",
      "Source",
      "Last checked",
    ]);
    expect(rows.map((r) => r[0])).toEqual(order.map((slug) => SPEC_EXPLORER[slug]!.name));
    for (const r of rows) {
      expect(r).toHaveLength(header!.length);
      const t = SPEC.find((s) => s.name === r[0])!;
      const cells = Object.fromEntries(header!.map((h, i) => [h, r[i]!]));
      expect(cells["Yearly Pay"]).toBe(t.listingPay);
      expect(cells["Yearly Pay on its own page"]).toBe(t.pagePay ?? "");
      expect(cells.Duration).toBe(`${t.years} years`);
      expect(cells.Page).toBe(`https://www.borntobuild.example.com${SPEC_TRADE_PATHS[SLUGS.indexOf(t.slug)]}`);
      expect(cells["Last checked"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The CSV keeps the two readings in two columns, one figure to a cell.
      expectRowMatchesSpec({ ...cells, Trade: t.name, href: SPEC_TRADE_PATHS[SLUGS.indexOf(t.slug)]! }, t);
    }
    // Figures with a comma are quoted, as RFC 4180 asks.
    expect(body).toContain(`"${SPEC_TRADES.builder!.listingPay}"`);
  });

  it("an invalid view is a plain 400", async () => {
    const response = await get("/trades/compare.csv?sort=salary");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain(
      'sort can be name, demand, pay, length, wage, growth, entry; not "salary".',
    );
  });

  it.each([
    ["/trades/compare.csv/"],
    ["/trades/compare.CSV"],
    ["/Trades/Compare.csv"],
    ["/trades/compare%2Ecsv"],
    ["/trades/compare%2ecsv/"],
    ["/trades//compare.csv"],
  ])("%s is another spelling: one 301 to /trades/compare.csv, query kept, as for a page", async (variant) => {
    const response = await get(`${variant}?demand=medium&years=3`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/trades/compare.csv?demand=medium&years=3");
    expect(response.headers.get("content-type")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.permanentRedirect);
  });

  it.each([
    ["?demand=HIGH", 'demand can be very-high, high, medium; not "HIGH".'],
    ["?sort=NAME", 'sort can be name, demand, pay, length, wage, growth, entry; not "NAME".'],
    ["?pathway=Degree", 'pathway can be apprenticeship, degree; not "Degree".'],
    ["?pick=Plumber", 'there is no trade "Plumber".'],
  ])(
    "%s: a known value in another case is a 400 for the CSV too, twice, never from the cache",
    async (query, message) => {
      for (const attempt of [1, 2]) {
        const response = await get(`/trades/compare.csv${query}`);
        expect(response.status, `attempt ${attempt}`).toBe(400);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
        expect(response.headers.get("x-edge-cache")).toBe("MISS");
        expect(await response.text()).toContain(message);
      }
    },
  );

  it("the page links the CSV of the view it shows", async () => {
    const { doc } = await load("?years=4&sort=name&utm_source=mail");
    expect(doc.querySelector('a[download][href^="/trades/compare.csv"]')!.getAttribute("href")).toBe(
      "/trades/compare.csv?sort=name&years=4",
    );
  });
});

const INVALID_TITLE = "This comparison could not be shown | Born to Build";

describe.concurrent("invalid and unknown parameters", () => {
  it.each(
    (
      [
        ["?sort=salary", "sort can be"],
        ["?sort=pay&sort=name", "sort takes one value"],
        ["?dir=sideways", "dir can be asc or desc"],
        ["?demand=extreme", "demand can be"],
        ["?years=2", "years can be 3, 4"],
        ["?entry=phd", "entry can be"],
        ["?pathway=%3Cscript%3E", 'not "<script>"'],
        ["?pick=astronaut", "there is no trade"],
        // A known value has one spelling: in another case, or with spaces, it is not that value.
        ["?demand=HIGH", 'demand can be very-high, high, medium; not "HIGH".'],
        ["?sort=Name&dir=DESC", 'sort can be name, demand, pay, length, wage, growth, entry; not "Name".'],
        ["?years=%203", 'years can be 3, 4; not " 3".'],
        ["?pick=Electrician&pick=plumber", 'there is no trade "Electrician".'],
        [`?sort=${"z".repeat(1500)}`, "…"],
      ] as Array<[string, string]>
    ).map(
      ([query, message]) =>
        [query.length > 60 ? `${query.slice(0, 20)}… (${query.length} characters)` : query, query, message] as const,
    ),
  )("%s: a clear 400 page, twice, never from the cache", async (_label, query, message) => {
    for (const attempt of [1, 2]) {
      const { response, html, doc } = await load(query);
      expect(response.status, `attempt ${attempt}`).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
      expect(response.headers.get("x-edge-cache")).toBe("MISS");
      expect(decode(text(doc.querySelector("main")!))).toContain(message);
      expect(doc.querySelector('meta[name="robots"]')!.getAttribute("content")).toBe("noindex");
      // Titled for what happened, as the 404 ("Page not found") and 500 are, not as the explorer.
      expect(text(doc.querySelector("title")!)).toBe(INVALID_TITLE);
      expect(doc.querySelectorAll("title")).toHaveLength(1);
      expect(text(doc.querySelector("main h1")!)).toBe("This comparison could not be shown");
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(doc.querySelector('main a[href="/trades/compare"]')).toBeTruthy();
      expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+|<script>alert/);
    }
  });

  // Each of these reads the cache in sequence within its own test, on views no other test asks for.
  it("unknown parameters are ignored: the same page, byte for byte", async () => {
    const first = await load("?pick=electrician&pick=plumber&years=4");
    expect(first.response.status).toBe(200);
    const again = await get(`${PATH}?utm_source=flyer&years=4&pick=plumber&fbclid=abc&pick=electrician&pick=plumber`);
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect(await again.text()).toBe(first.html);
  });

  it("a view other than the default is rendered for each request and kept by its browser only (docs/http.md: what the caches hold stays bounded)", async () => {
    const views = ["?sort=entry&dir=desc&years=3", "?demand=medium&pick=painter&pick=stonemason"];
    for (const view of views)
      for (const path of [`${PATH}${view}`, `${PATH}.csv${view}`])
        for (const attempt of [1, 2]) {
          const response = await get(path);
          await response.arrayBuffer();
          expect([response.status, response.headers.get("x-edge-cache")], `${path} #${attempt}`).toEqual([200, "MISS"]);
          expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.view);
        }
    // Two views never share an entry.
    const a = await (await get(`${PATH}?sort=entry&dir=desc&years=3`)).text();
    const b = await (await get(`${PATH}?demand=medium&pick=painter&pick=stonemason`)).text();
    expect(parse(a).querySelectorAll("#explorer-table tbody tr")).toHaveLength(
      SPEC.filter((t) => t.years === 3).length,
    );
    expect(parse(b).querySelectorAll("#side-by-side li")).toHaveLength(2);
  });
});

describe.concurrent("the way in, and the trade pages", () => {
  it.each([["/trades"], ["/"], ["/info-for-students"], ["/info-for-parents-guardians"]])(
    "%s links to the explorer",
    async (path) => {
      const doc = parse(await (await get(path)).text());
      expect(doc.querySelectorAll('main a[href="/trades/compare"]').length, path).toBeGreaterThan(0);
    },
  );

  it("/ links to the explorer from its first screen, the intro beside Apply Now (one tap)", async () => {
    const doc = parse(await (await get("/")).text());
    const intro = doc.querySelectorAll("main header").find((header) => header.querySelector("h1"))!;
    expect(intro.querySelectorAll("a").map((a) => [text(a), a.getAttribute("href")])).toContainEqual([
      `Compare all ${SPEC_COUNTS.trades} trades`,
      "/trades/compare",
    ]);
  });

  it.each(SLUGS.map((slug, i) => [SPEC_TRADE_PATHS[i]!, slug] as const))(
    "%s: At a glance right under the title, labelled as the table; How it compares; Compare with…; the source",
    async (path, slug) => {
      const doc = parse(await (await get(path)).text());
      const main = doc.querySelector("main")!;
      const ids = main.querySelectorAll("section[id]").map((s) => s.getAttribute("id"));
      expect(ids[0]).toBe("at-a-glance");
      // Right under the title: the block follows the h1, before the description and Apply Now.
      expect(main.querySelector("h1")!.nextElementSibling?.getAttribute("id")).toBe("at-a-glance");
      if (ids.includes("process")) expect(ids.indexOf("process")).toBeGreaterThan(ids.indexOf("the-work"));
      expect(ids.indexOf("how-it-compares")).toBeGreaterThan(ids.indexOf("getting-started"));
      const glance = doc.querySelector("#at-a-glance")!;
      expect(glance.querySelectorAll("dt").map(text)).toEqual(LABELS.slice(0, 5));
      const compares = doc.querySelector("#how-it-compares")!;
      expect(compares.querySelector('a[href="/trades/compare"]')).toBeTruthy();
      const form = compares.querySelector('form[action="/trades/compare"]')!;
      expect(form.getAttribute("method")).toBe("get");
      expect(form.querySelector('input[type="hidden"][name="pick"]')!.getAttribute("value")).toBe(slug);
      expect(form.querySelectorAll('select[name="pick"] option').map((o) => o.getAttribute("value"))).toEqual(
        SLUGS.filter((s) => s !== slug),
      );
      const spec = SPEC_TRADES[slug]!;
      expect(decode(text(compares))).toContain(`Yearly Pay: ${spec.listingPay}`);
      expect(text(compares)).toMatch(/Source: .+\. Last checked \d{1,2} [A-Z][a-z]+ 20\d\d\. Pay is a guide/);
      expect(compares.querySelector("time")!.getAttribute("datetime")).toMatch(/^20\d\d-\d\d-\d\d$/);
    },
  );

  it("the explorer's table, notes and source line", async () => {
    const { doc } = await load();
    expect(text(doc.querySelector("#explorer")!)).toMatch(
      /Source: .+\. Last checked \d{1,2} [A-Z][a-z]+ 20\d\d\. Pay is a guide/,
    );
  });

  it("Compare with… lands on the two trades side by side", async () => {
    const { doc } = await load("?pick=concreter&pick=bricklayer");
    expect(doc.querySelectorAll("#side-by-side h3").map((h) => text(h).replace(" (trade page)", ""))).toEqual([
      "Bricklayer",
      "Concreter",
    ]);
  });
});
