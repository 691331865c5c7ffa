/**
 * Find your trade: the ranking's rules (points, weights, order, reasons, cautions, clashing
 * words, gates) on small made-up questions and traits, so each rule is seen alone.
 */
import { describe, expect, it } from "vitest";
import { rankTrades } from "./quiz";
import type { QuizQuestion, QuizTrait } from "~content/schema";

describe("rankTrades (small made-up traits)", () => {
  /** A question with the answers x and y. */
  const xOrY = (id: string, required: boolean): QuizQuestion => ({
    id,
    question: `${id.toUpperCase()}?`,
    required,
    answers: [
      { value: "x", label: "X", youSaid: "x" },
      { value: "y", label: "Y", youSaid: "y" },
    ],
  });
  const questions: QuizQuestion[] = [xOrY("a", true), xOrY("b", false)];
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
