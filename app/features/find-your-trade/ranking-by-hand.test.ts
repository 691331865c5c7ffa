/**
 * Find your trade: students ranked by hand. The rankings below were worked out on paper from
 * the traits in content/find-your-trade/traits/*.yaml, each of which quotes its trade's page
 * (the test "every quote is on its page" in tests/worker/find-your-trade.test.ts holds them to
 * it): never by running the module. The slugs and their order are SPEC §2's
 * (tests/fixtures/spec.ts). The ranking's rules on made-up traits are in rank-trades.test.ts.
 */
import { describe, expect, it } from "vitest";
import { rankTrades, type Answers } from "./quiz";
import { QUIZ_GATES, QUIZ_QUESTIONS, QUIZ_TRAITS } from "./content";
import { SPEC_EXPLORER, SPEC_TRADES } from "../../../tests/fixtures/spec";

const SLUGS = Object.keys(SPEC_TRADES);
const rank = (answers: Answers) => rankTrades(SLUGS, QUIZ_TRAITS, answers, QUIZ_QUESTIONS, QUIZ_GATES);
/** "slug score", and "out slug score" for a trade an entry requirement rules out. */
const order = (answers: Answers) => rank(answers).map((r) => `${r.ruledOut ? "out " : ""}${r.slug} ${r.score}`);

describe("personas, ranked by hand", () => {
  it("outdoors, rather not up high, wants to earn soon, Year 10 (the issue's example)", () => {
    // Concreter: "Outdoors on house, driveway and civil construction sites" (+3), paid from the
    // first week (+2), Year 10 (+1). Bricklayer: outdoors in every season (+3), scaffolds as the
    // walls go higher (-1). Steel frame installers work at heights (-3); civil engineers need
    // Year 12 (-3) and four years of full-time university (-3).
    const answers = { place: "outdoors", heights: "avoid", earn: "now", school: "year-10" };
    expect(order(answers)).toEqual([
      "concreter 6",
      "bricklayer 5",
      "stonemason 5",
      "plumber 4",
      "carpenter 3",
      "painter 3",
      "plasterer 3",
      "wall-floor-tiler 2",
      "steel-frame-installer 2",
      "construction-manager 2",
      "wall-ceiling-liner 1",
      "cabinet-maker 1",
      "builder 1",
      "electrician 0",
      "civil-engineer -6",
    ]);
    const [concreter] = rank(answers);
    expect(concreter!.reasons.map((r) => [r.question, r.quote])).toEqual([
      ["place", "Outdoors on house, driveway and civil construction sites"],
      ["earn", "Paid on-the-job training with a host employer, from your first week"],
      ["school", "Year 10 completion or equivalent"],
    ]);
    expect(concreter!.cautions).toEqual([]);
    const steel = rank(answers).find((r) => r.slug === "steel-frame-installer")!;
    expect(steel.cautions.map((c) => c.quote)).toEqual(["Working at heights with scaffolds and fall protection"]);
  });

  it("indoors, careful and precise, on their own, Year 12", () => {
    const answers = {
      place: "indoors",
      heights: "fine",
      physical: "little",
      maths: "yes",
      finish: "yes",
      people: "own",
      fixing: "no",
      earn: "now",
      school: "year-12",
      colour: "yes",
    };
    expect(order(answers)).toEqual([
      "wall-floor-tiler 10",
      "cabinet-maker 9",
      "electrician 6",
      "painter 6",
      "carpenter 5",
      "wall-ceiling-liner 5",
      "steel-frame-installer 4",
      "plasterer 4",
      "builder 4",
      "stonemason 3",
      "civil-engineer 3",
      "construction-manager 3",
      "plumber 2",
      "bricklayer 0",
      "concreter -1",
    ]);
    // Three reasons at most, most points first; then question order.
    expect(rank(answers)[0]!.reasons.map((r) => `${r.question} ${r.points}`)).toEqual([
      "place 3",
      "maths 2",
      "finish 2",
    ]);
  });

  it("a leader who loves maths and is happy to study first", () => {
    const answers = {
      place: "mix",
      heights: "fine",
      physical: "little",
      maths: "yes",
      finish: "no",
      people: "lead",
      fixing: "yes",
      earn: "later",
      school: "year-12",
      colour: "yes",
    };
    expect(order(answers)).toEqual([
      "civil-engineer 13",
      "construction-manager 9",
      "electrician 8",
      "builder 7",
      "plumber 4",
      "steel-frame-installer 4",
      "carpenter 3",
      "painter 2",
      "cabinet-maker 2",
      "wall-floor-tiler 1",
      "bricklayer 0",
      "plasterer 0",
      "wall-ceiling-liner -1",
      "stonemason -1",
      "concreter -2",
    ]);
  });
});

/**
 * What a student likes to work with (the material question counts twice: its weight
 * in questions.yaml). Each student's first trade is the issue's; the orders were worked out from
 * the traits files by hand and checked with a separate script that reads only the YAML
 * (docs/find-your-trade.md, "Students ranked by hand"), never with this module.
 */
describe("what a student likes to work with", () => {
  it("a student who loves electronics: Electrician first", () => {
    const answers = {
      material: "wiring",
      place: "indoors",
      heights: "fine",
      maths: "yes",
      fixing: "yes",
      earn: "now",
      school: "year-12",
      colour: "yes",
    };
    // Electrician: wiring 3 × 2, "Test circuits, and find and fix electrical faults" 3, maths 2, earn 2, indoors 1, Year 12 1.
    expect(order(answers)).toEqual([
      "electrician 15",
      "plumber 7",
      "wall-floor-tiler 7",
      "cabinet-maker 7",
      "wall-ceiling-liner 6",
      "builder 6",
      "carpenter 4",
      "steel-frame-installer 4",
      "construction-manager 4",
      "painter 3",
      "stonemason 3",
      "plasterer 3",
      "civil-engineer 3",
      "bricklayer 2",
      "concreter 0",
    ]);
    expect(rank(answers)[0]!.reasons.map((r) => r.quote)).toEqual([
      "Fit power points, light fittings, switchboards and safety switches",
      "Test circuits, and find and fix electrical faults",
      "Read wiring diagrams and building plans",
    ]);
  });

  it("a student who likes fixing leaks: Plumber first", () => {
    const answers = {
      material: "water",
      place: "mix",
      physical: "some",
      fixing: "yes",
      earn: "now",
      school: "year-11",
    };
    expect(order(answers)).toEqual([
      "plumber 14",
      "electrician 6",
      "painter 5",
      "wall-floor-tiler 5",
      "plasterer 5",
      "steel-frame-installer 4",
      "carpenter 3",
      "bricklayer 3",
      "wall-ceiling-liner 3",
      "stonemason 3",
      "cabinet-maker 3",
      "concreter 3",
      "builder 3",
      "construction-manager 3",
      "civil-engineer -3",
    ]);
    expect(rank(answers)[0]!.reasons.map((r) => r.quote)).toEqual([
      "Cut, join and install copper and plastic pipes",
      "Find and repair leaks and blockages",
      "Outdoors in trenches and indoors in kitchens, bathrooms and roof spaces",
    ]);
  });

  it("a student who makes furniture and works on his own: Cabinet Maker first, and no reason says team", () => {
    const answers = {
      material: "timber",
      place: "indoors",
      physical: "some",
      maths: "yes",
      finish: "yes",
      people: "own",
      earn: "now",
      school: "year-10",
    };
    expect(order(answers)).toEqual([
      "cabinet-maker 16",
      "wall-floor-tiler 12",
      "carpenter 11",
      "wall-ceiling-liner 8",
      "painter 7",
      "plasterer 7",
      "stonemason 6",
      "plumber 5",
      "electrician 4",
      "steel-frame-installer 4",
      "builder 4",
      "bricklayer 2",
      "concreter 2",
      "construction-manager 1",
      "civil-engineer -3",
    ]);
    for (const trade of rank(answers))
      for (const reason of trade.reasons) expect(reason.quote, trade.slug).not.toMatch(/\b(team|crew)/i);
    // The builder's "Doing hands-on building work alongside your crew" neither shows nor counts.
    const builder = rank(answers).find((r) => r.slug === "builder")!;
    expect(builder.reasons.map((r) => r.question)).not.toContain("physical");
  });
});

/** SPEC: "colour vision for Electrician and Painter" is an entry requirement: a gate, not points. */
describe("entry requirements are gates", () => {
  const SPEC_COLOUR_VISION = SLUGS.filter((slug) => SPEC_EXPLORER[slug]!.colourVision);
  const electronics = {
    material: "wiring",
    place: "mix",
    heights: "fine",
    maths: "yes",
    fixing: "yes",
    earn: "now",
    school: "year-12",
  };

  it("a colour-blind student who loves electronics: the two trades SPEC names leave the top three, last, with the requirement", () => {
    expect(order({ ...electronics, colour: "yes" })[0]).toBe("electrician 16");
    const ranked = rank({ ...electronics, colour: "no" });
    expect(order({ ...electronics, colour: "no" })).toEqual([
      "plumber 8",
      "steel-frame-installer 6",
      "builder 6",
      "carpenter 5",
      "bricklayer 4",
      "wall-floor-tiler 4",
      "cabinet-maker 4",
      "plasterer 4",
      "civil-engineer 4",
      "construction-manager 4",
      "wall-ceiling-liner 3",
      "stonemason 3",
      "concreter 2",
      "out electrician 16",
      "out painter 4",
    ]);
    expect(ranked.filter((r) => r.ruledOut).map((r) => r.slug)).toEqual(SPEC_COLOUR_VISION);
    for (const slug of SPEC_COLOUR_VISION) {
      const trade = ranked.find((r) => r.slug === slug)!;
      expect(trade.ruledOut).toMatchObject({ question: "colour", answer: "no", points: 0 });
      expect(trade.ruledOut!.quote).toMatch(/^Normal colour vision, so you can /);
    }
  });

  it("whatever else a colour-blind student answers, neither trade is in the top three", () => {
    for (const material of QUIZ_QUESTIONS.find((q) => q.id === "material")!.answers.map((a) => a.value)) {
      const top = rank({ ...electronics, material, colour: "no" }).slice(0, 3);
      expect(
        top.filter((r) => SPEC_COLOUR_VISION.includes(r.slug)),
        material,
      ).toEqual([]);
      expect(top.every((r) => r.ruledOut === null)).toBe(true);
    }
  });

  it("not sure (skipped) or yes: nothing is ruled out", () => {
    expect(rank(electronics).filter((r) => r.ruledOut)).toEqual([]);
    expect(rank({ ...electronics, colour: "yes" }).filter((r) => r.ruledOut)).toEqual([]);
  });
});

/**
 * A quoted reason never contradicts the student's own answer: for every pair of answers to two
 * questions (with two answers a trade shows every reason it has, so none hides behind another),
 * no reason of any trade holds a word that clashes with the other answer (questions.yaml `clashes`).
 */
describe("a reason never contradicts an answer", () => {
  const pairs = QUIZ_QUESTIONS.flatMap((q, i) =>
    QUIZ_QUESTIONS.slice(i + 1).flatMap((p) =>
      q.answers.flatMap((a) => p.answers.map((b) => ({ [q.id]: a.value, [p.id]: b.value }))),
    ),
  );
  const clashesOf = (question: string, value: string) =>
    QUIZ_QUESTIONS.find((q) => q.id === question)!.answers.find((a) => a.value === value)!.clashes ?? [];

  it(`every pair of answers (${pairs.length}), every trade's reasons`, () => {
    let checked = 0;
    for (const answers of pairs)
      for (const trade of rank(answers))
        for (const reason of trade.reasons)
          for (const [question, value] of Object.entries(answers)) {
            if (question === reason.question) continue;
            for (const word of clashesOf(question, value)) {
              checked += 1;
              expect(reason.quote.toLowerCase(), `${trade.slug} for ${JSON.stringify(answers)}`).not.toMatch(
                new RegExp(`\\b${word}`),
              );
            }
          }
    expect(checked).toBeGreaterThan(1000);
  });

  it("the issue's words: a student on his own who enjoys maths is never told “A team where…”", () => {
    for (const trade of rank({ maths: "yes", people: "own" }))
      for (const reason of trade.reasons) expect(reason.quote, trade.slug).not.toMatch(/^A team/);
  });
});
