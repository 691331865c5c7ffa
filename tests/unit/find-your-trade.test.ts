/**
 * Find your trade: the answers read from a URL, their normal form, and the ranking as pure
 * functions. The personas' rankings below were worked out by hand, on paper, from the traits
 * in content/find-your-trade/traits/*.yaml, each of which quotes its trade's page (the test
 * "every quote is on its page" in tests/worker/find-your-trade.test.ts holds them to it):
 * never by running the module. The slugs and their order are SPEC §2's (tests/fixtures/spec.ts).
 */
import { describe, expect, it } from "vitest";
import { DONE, parseQuizQuery, quizHref, rankTrades, type Answers } from "~/lib/find-your-trade";
import type { QuizQuestion, QuizTrait } from "~content/schema";
import { QUIZ_QUESTIONS, QUIZ_TRAITS } from "~content/find-your-trade";
import { SPEC_TRADES } from "../fixtures/spec";

const SLUGS = Object.keys(SPEC_TRADES);
const parse = (query: string) => parseQuizQuery(new URLSearchParams(query), QUIZ_QUESTIONS);
const rank = (answers: Answers) => rankTrades(SLUGS, QUIZ_TRAITS, answers, QUIZ_QUESTIONS);
const order = (answers: Answers) => rank(answers).map((r) => `${r.slug} ${r.score}`);

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

  it("colour vision: the two trades that need it drop, and say why", () => {
    const base = { place: "mix", heights: "fine", earn: "now", school: "year-12" };
    const seeing = rank(base).map((r) => r.slug);
    const colourBlind = rank({ ...base, colour: "no" });
    expect(seeing.indexOf("electrician")).toBeLessThan(3);
    for (const slug of ["electrician", "painter"]) {
      const trade = colourBlind.find((r) => r.slug === slug)!;
      expect(colourBlind.indexOf(trade), slug).toBeGreaterThan(seeing.indexOf(slug));
      expect(trade.cautions[0]!.quote).toMatch(/^Normal colour vision/);
    }
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
