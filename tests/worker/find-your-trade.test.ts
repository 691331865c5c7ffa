// Find your trade (/find-your-trade) as the built worker serves it: the questions,
// a persona's results (order and reasons worked out by hand; figures from SPEC §9 via
// tests/fixtures/spec.ts), every trait's quote on its trade's page, the 400 that names each
// answer to look at, and the edge cache per answer set.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { QUIZ_GATES, QUIZ_TRAITS } from "~/features/find-your-trade/content";
import { PAY_WORDS } from "../fixtures/site-pages";
import { HTTP_POLICY, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";
import { get } from "./support";

const PATH = "/find-your-trade";
const SLUGS = Object.keys(SPEC_TRADES);
const APPLY = "https://apply.borntobuild.example.com/apprenticeship-application";
const text = (el: HTMLElement) => el.textContent.replace(/\s+/g, " ").trim();
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
/** The example: outdoors, no heights, wants to earn soon, Year 10. */
const PERSONA = "place=outdoors&heights=avoid&earn=now&school=year-10";

async function load(query = "") {
  const response = await get(`${PATH}${query}`);
  const html = await response.text();
  return { response, html, doc: parse(html) };
}

describe.concurrent("the questions", () => {
  it("one GET form to this page, 8 to 12 radio groups each named by its legend, nothing ticked", async () => {
    const { response, doc } = await load();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.page);
    const form = doc.querySelector("main form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(PATH);
    expect(form.querySelector('input[type="hidden"][name="done"]')?.getAttribute("value")).toBe("yes");
    const groups = form.querySelectorAll("fieldset");
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(groups.length).toBeLessThanOrEqual(12);
    for (const group of groups) {
      expect(text(group.querySelector("legend")!)).toMatch(/\?/);
      const radios = group.querySelectorAll('input[type="radio"]');
      expect(radios.length).toBeGreaterThanOrEqual(2);
      expect(new Set(radios.map((r) => r.getAttribute("name"))).size).toBe(1);
      for (const radio of radios) expect(form.querySelector(`label[for="${radio.id}"]`), radio.id).toBeTruthy();
    }
    expect(form.querySelectorAll("input[checked]")).toHaveLength(0);
    expect(form.querySelector('button[type="submit"]')).toBeTruthy();
  });

  it("answers without done=yes are ticked in the form (Change my answers), not results", async () => {
    const { response, doc } = await load(`?${PERSONA}`);
    expect(response.status).toBe(200);
    const checked = doc
      .querySelectorAll("main input[checked]")
      .map((i) => `${i.getAttribute("name")}=${i.getAttribute("value")}`);
    expect(checked.join("&")).toBe(PERSONA);
    expect(doc.querySelector("#top-three")).toBeNull();
  });
});

describe.concurrent("results", () => {
  it("the issue's persona: every trade in the order worked out by hand, top three first, with SPEC §9's figures", async () => {
    const { response, doc } = await load(`?${PERSONA}&done=yes`);
    expect(response.status).toBe(200);
    const items = doc.querySelectorAll("main #top-three li[aria-labelledby], main #other-trades li[aria-labelledby]");
    const order = items.map((li) => li.querySelector("h3 a")!.getAttribute("href"));
    const path = (slug: string) => SPEC_TRADE_PATHS[SLUGS.indexOf(slug)];
    expect(order).toEqual(
      [
        "concreter",
        "bricklayer",
        "stonemason",
        "plumber",
        "carpenter",
        "painter",
        "plasterer",
        "wall-floor-tiler",
        "steel-frame-installer",
        "construction-manager",
        "wall-ceiling-liner",
        "cabinet-maker",
        "builder",
        "electrician",
        "civil-engineer",
      ].map(path),
    );
    expect(doc.querySelectorAll("main #top-three li[aria-labelledby]")).toHaveLength(3);
    for (const li of items) {
      const slug = SLUGS[SPEC_TRADE_PATHS.indexOf(li.querySelector("h3 a")!.getAttribute("href")!)]!;
      const spec = SPEC_TRADES[slug]!;
      const facts = li
        .querySelectorAll("dl div")
        .map((d) => [text(d.querySelector("dt")!), text(d.querySelector("dd")!)]);
      expect(facts, slug).toEqual([
        ["Demand", spec.demand],
        // What the figure is: one yearly figure, the trade page's own, with its kind.
        ["Yearly Pay", `${spec.pagePay ?? spec.listingPay} ${PAY_WORDS.qualified}`],
        ["Duration", `${spec.years} years`],
      ]);
      // Every result explains itself: reasons, cautions, or says that nothing matched.
      expect(text(li), slug).toMatch(/You said|None of your answers matched/);
      const links = li.querySelectorAll("a").map((a) => a.getAttribute("href"));
      expect(links, slug).toContain(path(slug));
      expect(links, slug).toContain(APPLY);
    }
    // The top result's reasons, in the visitor's words and the page's (quoted in a <q>).
    const reasons = (li: HTMLElement) => li.querySelectorAll("ul li").map(text);
    expect(reasons(items[0]!)).toEqual([
      "You said you would rather work outdoors. The page says: Outdoors on house, driveway and civil construction sites",
      "You said you want to earn as soon as you can. The page says: Paid on-the-job training with a host employer, from your first week",
      "You said you will finish Year 10. The page says: Year 10 completion or equivalent",
    ]);
    expect(items[0]!.querySelectorAll("ul li q").map(text)[0]).toBe(
      "Outdoors on house, driveway and civil construction sites",
    );
    const steel = items.find((li) => li.querySelector('a[href="/trades/steel-frame-installer"]'))!;
    expect(text(steel)).toContain("Worth knowing");
    expect(reasons(steel)).toContain(
      "You said you would rather not work up high. The page says: Working at heights with scaffolds and fall protection",
    );
  });

  it("says it is a starting point, not advice, and where to talk to a person; compare, change, start again", async () => {
    const { doc } = await load(`?${PERSONA}&done=yes`);
    const main = text(doc.querySelector("main")!);
    expect(main).toContain("This is a starting point, not advice");
    expect(doc.querySelector('main a[href^="tel:+618"]')).toBeTruthy();
    expect(doc.querySelector('main a[href^="mailto:"]')).toBeTruthy();
    const href = (label: string) =>
      decode(
        doc
          .querySelectorAll("main a")
          .find((a) => text(a) === label)
          ?.getAttribute("href") ?? "",
      );
    expect(href("Compare my top 3")).toBe(
      "/trades/compare?pick=bricklayer&pick=concreter&pick=stonemason#side-by-side",
    );
    expect(href("Change my answers")).toBe(`${PATH}?${PERSONA}`);
    expect(href("Start again")).toBe(PATH);
    // The explorer opens with the three picked, side by side.
    const explorer = parse(await (await get(href("Compare my top 3").split("#")[0]!)).text());
    expect(explorer.querySelectorAll("#side-by-side li")).toHaveLength(3);
  });
});

describe.concurrent("every trait is backed by its trade's page", () => {
  it.each(SLUGS.map((slug, i) => [SPEC_TRADE_PATHS[i]!, slug] as const))(
    "%s shows every quote of its traits, word for word",
    async (path, slug) => {
      const page = decode(text(parse(await (await get(path)).text()).querySelector("main")!));
      const traits = QUIZ_TRAITS[slug] ?? [];
      expect(traits.length, slug).toBeGreaterThan(0);
      for (const trait of traits) expect(page, `${slug}: ${trait.quote}`).toContain(trait.quote);
      for (const gate of QUIZ_GATES[slug] ?? []) expect(page, `${slug}: ${gate.quote}`).toContain(gate.quote);
    },
  );
});

/**
 * A colour-blind student who loves electronics (SPEC: colour vision for Electrician and
 * Painter): the two leave the top three, listed on their own with the requirement and who to ask.
 * Results a student can keep: their own title, focus on the heading, the answers, day and address.
 */
describe.concurrent("results a student can keep; entry requirements as gates", () => {
  const ELECTRONICS = "material=wiring&place=mix&heights=fine&maths=yes&fixing=yes&earn=now&school=year-12";

  it("colour-blind: Electrician and Painter out of the top three, each with its entry requirement and a way to ask", async () => {
    const seeing = await load(`?${ELECTRONICS}&colour=yes&done=yes`);
    expect(seeing.doc.querySelector("#top-three h3 a")!.getAttribute("href")).toBe("/trades/electrician");
    expect(seeing.doc.querySelector("#ruled-out")).toBeNull();
    const { doc } = await load(`?${ELECTRONICS}&colour=no&done=yes`);
    const top = doc.querySelectorAll("#top-three h3 a").map((a) => a.getAttribute("href"));
    expect(top).toEqual(["/trades/plumber", "/trades/steel-frame-installer", "/trades/builder"]);
    const out = doc.querySelectorAll("#ruled-out li[aria-labelledby]");
    expect(out.map((li) => li.querySelector("h3 a")!.getAttribute("href"))).toEqual([
      "/trades/electrician",
      "/painter/",
    ]);
    expect(text(doc.querySelector("#ruled-out h2")!)).toBe("Ruled out by an entry requirement");
    expect(text(out[0]!)).toContain(
      "You said you find some colours hard to tell apart. The trade's entry requirements say: Normal colour vision, so you can tell cable colours apart",
    );
    expect(text(out[1]!)).toContain("Normal colour vision, so you can mix and match colours accurately");
    for (const li of out) {
      expect(text(li)).toMatch(/There can be exceptions\. Talk to us about yours: call/);
      expect(li.querySelector('a[href^="tel:+618"]')).toBeTruthy();
      expect(li.querySelector(".rank, h3 span")).toBeNull();
    }
    // Thirteen ranked, numbered 1 to 13; the two ruled out carry no number.
    const ranks = doc.querySelectorAll("#top-three h3, #other-trades h3").map((h) => text(h).split(".")[0]);
    expect(ranks).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
  });

  it("their own title names the trade that came first; the heading takes focus on arrival", async () => {
    const { doc } = await load(`?${PERSONA}&done=yes`);
    expect(text(doc.querySelector("title")!)).toBe("Your matches, Concreter first: Find your trade | Born to Build");
    const h1 = doc.querySelector("main h1")!;
    expect(text(h1)).toBe("Your matches");
    expect(h1.getAttribute("autofocus")).toBe("");
    expect(h1.getAttribute("tabindex")).toBe("-1");
    // The questions keep the page's own title, and no heading takes focus.
    const questions = await load();
    expect(text(questions.doc.querySelector("title")!)).toBe("Find your trade: a two-minute quiz | Born to Build");
    expect(questions.doc.querySelector("[autofocus]")).toBeNull();
  });

  it("the answers given, in the questions' order, the day, and the address to come back to", async () => {
    const { doc } = await load(`?${PERSONA}&done=yes`);
    const section = doc.querySelector("#your-answers")!;
    expect(text(section.querySelector("h2")!)).toBe("Your answers");
    expect(
      section.querySelectorAll("dl div").map((d) => [text(d.querySelector("dt")!), text(d.querySelector("dd")!)]),
    ).toEqual([
      ["Where would you rather spend your working day?", "Outdoors, on open building sites"],
      [
        "How do you feel about working up high, on ladders, scaffolds or roofs?",
        "I'd rather keep my feet on the ground",
      ],
      ["How soon do you want to start earning?", "As soon as I can, paid while I learn"],
      ["Which year of school will you finish, or have you finished?", "Year 10"],
    ]);
    const address = `https://www.borntobuild.example.com${PATH}?${PERSONA}&done=yes`;
    const kept = text(section.querySelector("p")!);
    const today = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Adelaide", dateStyle: "long" }).format();
    expect(decode(kept)).toBe(`Your results on ${today}. Come back to them at ${address}`);
    expect(decode(section.querySelector("p a")!.getAttribute("href")!)).toBe(`${PATH}?${PERSONA}&done=yes`);
  });

  it("every word around a result is the page file's: the reason, the links' names, the talk line", async () => {
    const { doc } = await load(`?${PERSONA}&done=yes`);
    const first = doc.querySelector("#top-three li")!;
    const links = first.querySelectorAll("a").map(text);
    expect(links).toContain("About the trade: Concreter");
    // (ExternalAnchor adds that it opens in a new tab.)
    expect(links.filter((l) => l.startsWith("Apply Now for Concreter"))).toHaveLength(1);
    expect(text(doc.querySelector("#talk p")!)).toBe(
      "Call us on (08) 5550 1234 or e-mail hello@example.com. A careers adviser or teacher at your school can help too.",
    );
    expect(doc.querySelector('main form, main [aria-label="Find your trade questions"]')).toBeNull();
    const questions = await load();
    expect(questions.doc.querySelector("main form")!.getAttribute("aria-label")).toBe("Find your trade questions");
  });
});

describe.concurrent("answers the quiz cannot read", () => {
  it.each([
    [
      "a required question unanswered",
      "?place=outdoors&done=yes",
      ["Choose an answer to “How do you feel about working up high"],
    ],
    ["an empty form", "?done=yes", ["Choose an answer to “Where would you rather", "Choose an answer to “How soon"]],
    ["an answer it does not know", `?${PERSONA}&maths=YES&done=yes`, ['"YES" is not an answer to “Do you enjoy maths']],
    [
      "two answers to one question",
      `?${PERSONA}&place=indoors&done=yes`,
      ["Choose one answer to “Where would you rather"],
    ],
    ["a done that is not yes", `?${PERSONA}&done=please`, ['done can only be yes; not "please".']],
  ])("%s: a 400 naming it, linked to its question, twice, never from the cache", async (_label, query, messages) => {
    for (let i = 0; i < 2; i++) {
      const { response, html, doc } = await load(query);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.noStore);
      expect(response.headers.get("x-edge-cache")).toBe("MISS");
      const summary = doc.querySelector('main [role="alert"]')!;
      expect(summary.getAttribute("autofocus")).toBe("");
      const items = summary.querySelectorAll("li").map(text);
      for (const message of messages)
        expect(
          items.some((item) => item.startsWith(message)),
          message,
        ).toBe(true);
      // Each link lands on its question's group, which holds the question and the error.
      for (const link of summary.querySelectorAll("a")) {
        const group = doc.querySelector(link.getAttribute("href")!)!;
        expect(group.tagName, link.getAttribute("href")).toBe("FIELDSET");
        expect(group.getAttribute("tabindex")).toBe("-1");
        expect(group.querySelector("legend")).toBeTruthy();
        expect(text(group.querySelector('[id$="-error"]')!)).toBe(`Error: ${text(link)}`);
      }
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+/);
    }
  });

  it("keeps the answers that were fine ticked, and marks the question in error", async () => {
    const { doc } = await load("?place=outdoors&earn=now&done=yes");
    expect(doc.querySelector("#place-outdoors")?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector("#earn-now")?.hasAttribute("checked")).toBe(true);
    const heights = doc.querySelector("#heights-error")!;
    expect(text(heights)).toMatch(/^Error: Choose an answer/);
    expect(heights.parentNode!.getAttribute("aria-describedby")).toContain("heights-error");
  });
});

describe("the edge cache, per answer set", () => {
  // Each reads the cache in sequence, on answers no other test asks for.
  it("the same answers in any order, with unknown parameters, are the same page, byte for byte", async () => {
    const answers = "place=mix&heights=fine&earn=later&school=year-12&done=yes";
    const first = await load(`?${answers}`);
    expect(first.response.status).toBe(200);
    const again = await get(
      `${PATH}?utm_source=flyer&done=yes&school=year-12&earn=later&fbclid=x&heights=fine&place=mix`,
    );
    expect(again.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect(await again.text()).toBe(first.html);
  });

  it("a set of answers is rendered for each request and kept by its browser only (docs/http.md: what the caches hold stays bounded)", async () => {
    for (const answers of [
      "place=indoors&heights=fine&earn=now&school=year-11&done=yes",
      "place=indoors&heights=avoid&earn=now&school=year-11&done=yes",
    ])
      for (const attempt of [1, 2]) {
        const response = await get(`${PATH}?${answers}`);
        await response.arrayBuffer();
        expect([response.status, response.headers.get("x-edge-cache")], `${answers} #${attempt}`).toEqual([
          200,
          "MISS",
        ]);
        expect(response.headers.get("cache-control")).toBe(HTTP_POLICY.cache.view);
      }
    const a = parse(await (await get(`${PATH}?place=indoors&heights=fine&earn=now&school=year-11&done=yes`)).text());
    const b = parse(await (await get(`${PATH}?place=indoors&heights=avoid&earn=now&school=year-11&done=yes`)).text());
    expect(text(a.querySelector("#top-three")!)).not.toBe(text(b.querySelector("#top-three")!));
  });

  it("junk parameters on the questions page share its one copy, the build's", async () => {
    await (await get(`${PATH}?ref=poster`)).arrayBuffer();
    const again = await get(`${PATH}?gclid=zzz`);
    expect(again.headers.get("x-edge-cache")).toBe("BUILD");
  });
});
