/**
 * Find your trade: the answers read from a URL, their normal form, and the ranking as pure
 * functions. The personas' rankings below were worked out by hand, on paper, from the traits
 * in content/find-your-trade/traits/*.yaml, each of which quotes its trade's page (the test
 * "every quote is on its page" in tests/worker/find-your-trade.test.ts holds them to it):
 * never by running the module. The slugs and their order are SPEC §2's (tests/fixtures/spec.ts).
 */
import { describe, expect, it } from "vitest";
import { DONE, parseQuizQuery, quizHref, rankTrades, type Answers } from "./quiz";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { QuizQuestion, QuizTrait, QuizWords } from "~content/schema";
import { QUIZ_GATES, QUIZ_QUESTIONS, QUIZ_TRAITS } from "./content";
import { SPEC_EXPLORER, SPEC_TRADES } from "../../../tests/fixtures/spec";

const SLUGS = Object.keys(SPEC_TRADES);
// The problems' words as the pinned launch copy says them (content/pages/find-your-trade.yaml).
const SAY = (parseYaml(readFileSync("tests/fixtures/content/pages/find-your-trade.yaml", "utf8")) as QuizWords)
  .problems;
const parse = (query: string) => parseQuizQuery(new URLSearchParams(query), QUIZ_QUESTIONS, SAY);
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

describe("rankTrades (small made-up traits)", () => {
  const questions: QuizQuestion[] = [
    {
      id: "a",
      question: "A?",
      required: true,
      answers: [
        { value: "x", label: "X", youSaid: "x" },
        { value: "y", label: "Y", youSaid: "y" },
      ],
    },
    {
      id: "b",
      question: "B?",
      required: false,
      answers: [
        { value: "x", label: "X", youSaid: "x" },
        { value: "y", label: "Y", youSaid: "y" },
      ],
    },
  ];
  const trait = (
    question: string,
    answer: string,
    points: number,
    quote = `${question}${answer}${points}`,
  ): QuizTrait => ({
    question,
    answers: [answer],
    points,
    quote,
  });

  it("equal scores keep the trades' order; every trade is ranked, even one with no traits", () => {
    const traits = { one: [trait("a", "x", 1)], two: [trait("a", "x", 1)], three: [] };
    expect(rankTrades(["three", "two", "one"], traits, { a: "x" }, questions).map((r) => r.slug)).toEqual([
      "two",
      "one",
      "three",
    ]);
  });

  it("adds every matched trait, ignores unmatched and unanswered ones", () => {
    const traits = { t: [trait("a", "x", 2), trait("b", "y", -1), trait("a", "y", 3), trait("b", "x", 1)] };
    expect(rankTrades(["t"], traits, { a: "x", b: "y" }, questions)[0]!.score).toBe(1);
    expect(rankTrades(["t"], traits, { a: "x" }, questions)[0]!.score).toBe(2);
  });

  it("reasons: at most three, most points first, then question order; cautions: at most two, worst first", () => {
    const traits = {
      t: [
        trait("b", "x", 1, "b1"),
        trait("a", "x", 1, "a1"),
        trait("b", "x", 3, "b3"),
        trait("a", "x", 2, "a2"),
        trait("a", "x", -1, "m1"),
        trait("b", "x", -3, "m3"),
        trait("a", "x", -2, "m2"),
      ],
    };
    const [t] = rankTrades(["t"], traits, { a: "x", b: "x" }, questions);
    expect(t!.reasons.map((r) => r.quote)).toEqual(["b3", "a2", "a1"]);
    expect(t!.cautions.map((r) => r.quote)).toEqual(["m3", "m2"]);
  });
});

describe("rankTrades: weights, clashing words and gates (made up)", () => {
  const yesNo = (id: string, extra: Partial<QuizQuestion> = {}, clashes?: string[]): QuizQuestion => ({
    id,
    question: `${id}?`,
    required: false,
    answers: [
      { value: "yes", label: "Yes", youSaid: "yes" },
      { value: "no", label: "No", youSaid: "no", ...(clashes ? { clashes } : {}) },
    ],
    ...extra,
  });
  const t = (question: string, points: number, quote: string): QuizTrait => ({
    question,
    answers: ["yes"],
    points,
    quote,
  });

  it("a question's weight multiplies its points, and its reasons come first", () => {
    const questions = [yesNo("a"), yesNo("b", { weight: 2 })];
    const traits = { x: [t("a", 3, "a3"), t("b", 2, "b2")], y: [t("a", 3, "a3")] };
    const [x] = rankTrades(["y", "x"], traits, { a: "yes", b: "yes" }, questions);
    expect(x).toMatchObject({ slug: "x", score: 7 });
    expect(x!.reasons.map((r) => `${r.quote} ${r.points}`)).toEqual(["b2 4", "a3 3"]);
  });

  it("a reason whose words clash with another answer neither shows nor counts; a caution stays", () => {
    const questions = [yesNo("a"), yesNo("people", {}, ["team"])];
    const traits = { x: [t("a", 2, "A Team where it matters"), t("a", 1, "teamwork"), t("a", 1, "steam")] };
    const own = rankTrades(["x"], traits, { a: "yes", people: "no" }, questions)[0]!;
    // "steam" holds "team" but not at a word's start: it counts.
    expect(own).toMatchObject({ score: 1, reasons: [{ quote: "steam" }] });
    expect(rankTrades(["x"], traits, { a: "yes", people: "yes" }, questions)[0]!.score).toBe(4);
    const against = { x: [t("a", -2, "A team")] };
    expect(rankTrades(["x"], against, { a: "yes", people: "no" }, questions)[0]!.cautions).toHaveLength(1);
  });

  it("a gate puts the trade after every other, whatever its score, and names the requirement", () => {
    const questions = [yesNo("a"), yesNo("colour")];
    const traits = { x: [t("a", 3, "x")], y: [t("a", 1, "y")], z: [t("a", -3, "z")] };
    const gates = { x: [{ question: "colour", answers: ["no"], quote: "Normal colour vision" }] };
    const ranked = rankTrades(["x", "y", "z"], traits, { a: "yes", colour: "no" }, questions, gates);
    expect(ranked.map((r) => `${r.slug} ${r.score}`)).toEqual(["y 1", "z -3", "x 3"]);
    expect(ranked[2]!.ruledOut).toEqual({ question: "colour", answer: "no", points: 0, quote: "Normal colour vision" });
    expect(rankTrades(["x", "y"], traits, { a: "yes" }, questions, gates)[0]).toMatchObject({
      slug: "x",
      ruledOut: null,
    });
  });
});

describe("parseQuizQuery", () => {
  const full = "place=outdoors&heights=avoid&earn=now&school=year-10";

  it("no answers: the questions, nothing wrong", () => {
    expect(parse("")).toEqual({ answers: {}, done: false, problems: [], search: "" });
    expect(parse("utm_source=x&fbclid=1&_data=routes%2Ffind-your-trade").search).toBe("");
  });

  it("one normal form: questions' order, done last, unknown parameters dropped", () => {
    const shuffled = parse(`done=yes&school=year-10&utm_source=x&earn=now&heights=avoid&place=outdoors&place=outdoors`);
    expect(shuffled.problems).toEqual([]);
    expect(shuffled.search).toBe(`${full}&done=yes`);
    expect(quizHref(shuffled.answers, QUIZ_QUESTIONS, true)).toBe(`/find-your-trade?${full}&done=yes`);
    expect(quizHref(shuffled.answers, QUIZ_QUESTIONS, false)).toBe(`/find-your-trade?${full}`);
  });

  it("an empty value is no answer, as an untouched form sends it; no answers at all is the bare address", () => {
    expect(parse("place=&heights=avoid&maths=")).toEqual({
      answers: { heights: "avoid" },
      done: false,
      problems: [],
      search: "heights=avoid",
    });
    expect(quizHref({}, QUIZ_QUESTIONS, false)).toBe("/find-your-trade");
  });

  it("a value quoted back is cut after 30 characters; every bad done value is named", () => {
    const thirty = "a".repeat(30);
    expect(parse(`maths=${thirty}`).problems[0]!.message).toMatch(new RegExp(`^"${thirty}" is not an answer`));
    expect(parse(`maths=${thirty}bcd`).problems[0]!.message).toMatch(new RegExp(`^"${thirty}…" is not an answer`));
    expect(parse("done=maybe&done=no").problems[0]!.message).toBe('done can only be yes; not "maybe" and "no".');
  });

  it("answers without done=yes fill in the form; they are not results and need not be complete", () => {
    expect(parse("place=indoors")).toMatchObject({ answers: { place: "indoors" }, done: false, problems: [] });
  });

  it("done=yes with required questions unanswered names each of them", () => {
    const sent = parse(`place=outdoors&${DONE.name}=${DONE.value}`);
    expect(sent.search).toBeNull();
    expect(sent.problems).toEqual([
      {
        question: "heights",
        message: "Choose an answer to “How do you feel about working up high, on ladders, scaffolds or roofs?”",
      },
      { question: "earn", message: "Choose an answer to “How soon do you want to start earning?”" },
      {
        question: "school",
        message: "Choose an answer to “Which year of school will you finish, or have you finished?”",
      },
    ]);
    // An optional question left out is fine.
    expect(parse(`${full}&done=yes`).problems).toEqual([]);
  });

  it("a value that is not an answer, two answers to one question, a bad done: each named", () => {
    const bad = parse(`${full}&place=space&maths=YES&done=maybe`);
    expect(bad.problems.map((p) => p.question)).toEqual([null, "place", "maths"]);
    expect(bad.problems[0]!.message).toBe('done can only be yes; not "maybe".');
    expect(bad.problems[1]!.message).toContain('"outdoors", "space"');
    expect(bad.problems[2]!.message).toBe(
      '"YES" is not an answer to “Do you enjoy maths, measuring and getting things exactly right?”: choose one of its answers (maths can be yes, some, no).',
    );
    // The answers that were fine stay, for the form.
    expect(bad.answers).toEqual({ heights: "avoid", earn: "now", school: "year-10" });
  });
});
