/**
 * Find your trade: the ranking for answers of every shape, not only the personas ranked by hand
 * (ranking-by-hand.test.ts and rank-trades.test.ts): no answer at all, one answer only, the weighted question
 * alone, ties, every trade ruled out, and a seeded sample of whole answer sets. The expected
 * ranking is worked out here from the pinned traits and questions as YAML (never the site's
 * content module) by the rules docs/find-your-trade.md states, "How the ranking works":
 * points times the question's weight; a reason whose quote holds a word another answer clashes
 * with neither counts nor shows; a ruled-out trade after every other; equal scores in the
 * trades listing's order (SPEC §2); reasons most points first, at most three; cautions most
 * negative first, at most two.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { rankTrades, type Answers } from "./quiz";
import { QUIZ_GATES, QUIZ_QUESTIONS, QUIZ_TRAITS } from "./content";
import { SPEC_TRADES } from "../../../tests/fixtures/spec";

const DIR = "tests/fixtures/content/find-your-trade";
const SLUGS = Object.keys(SPEC_TRADES);

type Item = { question: string; answers: string[]; points: number; quote: string };
type Question = { id: string; weight: number; answers: { value: string; clashes: string[] }[] };

const yaml = (path: string) => parseYaml(readFileSync(path, "utf8")) as Record<string, unknown>;
const strings = (list: unknown) => ((list as unknown[] | undefined) ?? []).map(String);

const QUESTIONS: Question[] = (yaml(join(DIR, "questions.yaml")).questions as Record<string, unknown>[]).map((q) => ({
  id: String(q.id),
  weight: typeof q.weight === "number" ? q.weight : 1,
  answers: (q.answers as Record<string, unknown>[]).map((a) => ({
    value: String(a.value),
    clashes: strings(a.clashes),
  })),
}));
const items = (list: unknown): Item[] =>
  ((list as Record<string, unknown>[] | undefined) ?? []).map((t) => ({
    question: String(t.question),
    answers: strings(t.answers),
    points: Number(t.points ?? 0),
    quote: String(t.quote),
  }));
const FILES = Object.fromEntries(
  readdirSync(join(DIR, "traits")).map((file) => {
    const data = yaml(join(DIR, "traits", file));
    return [String(data.trade), { traits: items(data.traits), gates: items(data.gates) }];
  }),
);

/** "team" at the start of a word: "team", "teams", not "steam". */
const wordStarts = new Map<string, RegExp>();
const wordStart = (word: string) => {
  const re = wordStarts.get(word) ?? new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
  wordStarts.set(word, re);
  return re;
};

type Expected = { slug: string; score: number; out: boolean; reasons: string[]; cautions: string[] };

/** The ranking by the documented rules, from the YAML alone. */
function expectedRanking(answers: Answers, gates: Record<string, Item[]> = {}): Expected[] {
  const matches = (item: Item) =>
    answers[item.question] !== undefined && item.answers.includes(answers[item.question]!);
  const clashes = (item: Item) =>
    QUESTIONS.some((q) => {
      if (q.id === item.question) return false;
      const words = q.answers.find((a) => a.value === answers[q.id])?.clashes ?? [];
      return words.some((w) => wordStart(w).test(item.quote));
    });
  const weight = (id: string) => QUESTIONS.find((q) => q.id === id)!.weight;
  const position = (id: string) => QUESTIONS.findIndex((q) => q.id === id);
  const rows = SLUGS.map((slug, index) => {
    const counted = (FILES[slug]?.traits ?? [])
      .filter(matches)
      .map((t) => ({ ...t, points: t.points * weight(t.question) }))
      .filter((t) => t.points < 0 || !clashes(t));
    const byPoints = (a: Item, b: Item) =>
      Math.abs(b.points) - Math.abs(a.points) || position(a.question) - position(b.question);
    return {
      index,
      slug,
      score: counted.reduce((sum, t) => sum + t.points, 0),
      out: (gates[slug] ?? FILES[slug]?.gates ?? []).some(matches),
      reasons: counted
        .filter((t) => t.points > 0)
        .sort(byPoints)
        .slice(0, 3)
        .map((t) => `${t.points} ${t.quote}`),
      cautions: counted
        .filter((t) => t.points < 0)
        .sort(byPoints)
        .slice(0, 2)
        .map((t) => `${t.points} ${t.quote}`),
    };
  });
  rows.sort((a, b) => Number(a.out) - Number(b.out) || b.score - a.score || a.index - b.index);
  return rows.map(({ index: _index, ...rest }) => rest);
}

const actual = (answers: Answers, gates = QUIZ_GATES) =>
  rankTrades(SLUGS, QUIZ_TRAITS, answers, QUIZ_QUESTIONS, gates).map((r): Expected => ({
    slug: r.slug,
    score: r.score,
    out: r.ruledOut !== null,
    reasons: r.reasons.map((m) => `${m.points} ${m.quote}`),
    cautions: r.cautions.map((m) => `${m.points} ${m.quote}`),
  }));

/** A small seeded generator, so a failing sample is the same sample next time. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2 ** 31) * n);
  };
}

describe("find your trade: answers of every shape", () => {
  it("the fixture has what these shapes need: a weighted question, a gate, a clash", () => {
    expect(QUESTIONS.some((q) => q.weight > 1)).toBe(true);
    expect(Object.values(FILES).some((f) => f.gates.length > 0)).toBe(true);
    expect(QUESTIONS.some((q) => q.answers.some((a) => a.clashes.length > 0))).toBe(true);
    expect(Object.keys(FILES).sort()).toEqual([...SLUGS].sort());
  });

  it("no answer at all: every trade ties at 0, in the trades listing's order", () => {
    expect(actual({})).toEqual(SLUGS.map((slug) => ({ slug, score: 0, out: false, reasons: [], cautions: [] })));
  });

  it("one answer only, for every answer of every question", () => {
    for (const q of QUESTIONS)
      for (const a of q.answers) {
        const answers = { [q.id]: a.value };
        expect(actual(answers), JSON.stringify(answers)).toEqual(expectedRanking(answers));
      }
  });

  it("the weighted question alone: each of its points counts as many times as its weight", () => {
    const weighted = QUESTIONS.filter((q) => q.weight > 1);
    for (const q of weighted)
      for (const a of q.answers) {
        const ranked = actual({ [q.id]: a.value });
        for (const slug of SLUGS) {
          const own = (FILES[slug]?.traits ?? []).filter((t) => t.question === q.id && t.answers.includes(a.value));
          const score = own.reduce((sum, t) => sum + t.points * q.weight, 0);
          expect(ranked.find((r) => r.slug === slug)?.score, `${slug} for ${q.id}=${a.value}`).toBe(score);
        }
      }
  });

  it("every trade ruled out: the order is still by score, then the trades listing", () => {
    // Every trade gated on the same answer as the fixture's gates are (an entry requirement).
    const gated = Object.values(FILES).flatMap((f) => f.gates)[0]!;
    const gates = Object.fromEntries(SLUGS.map((slug) => [slug, [{ ...gated, points: 0 }]]));
    const rand = random(46);
    for (let i = 0; i < 50; i++) {
      const answers: Record<string, string> = { [gated.question]: gated.answers[0]! };
      for (const q of QUESTIONS)
        if (q.id !== gated.question && rand(2)) answers[q.id] = q.answers[rand(q.answers.length)]!.value;
      const ranked = actual(answers, gates);
      expect(ranked.every((r) => r.out)).toBe(true);
      expect(ranked, JSON.stringify(answers)).toEqual(expectedRanking(answers, gates));
    }
  });

  it("a seeded sample of whole answer sets, ties and gates included", () => {
    const rand = random(27);
    let ties = 0;
    let ruledOut = 0;
    for (let i = 0; i < 200; i++) {
      const answers: Record<string, string> = {};
      for (const q of QUESTIONS) if (rand(4)) answers[q.id] = q.answers[rand(q.answers.length)]!.value;
      const expected = expectedRanking(answers);
      expect(actual(answers), JSON.stringify(answers)).toEqual(expected);
      if (expected.some((r, j) => j > 0 && r.score === expected[j - 1]!.score && r.out === expected[j - 1]!.out))
        ties++;
      if (expected.some((r) => r.out)) ruledOut++;
    }
    // The sample did reach the rarer shapes it is here for.
    expect(ties).toBeGreaterThan(0);
    expect(ruledOut).toBeGreaterThan(0);
  });
});
