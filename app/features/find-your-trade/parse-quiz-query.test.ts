/**
 * Find your trade: the answers read from an address, their one normal form, and each problem
 * named in the words of the pinned launch copy.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import type { QuizWords } from "~content/schema";
import { QUIZ_QUESTIONS } from "./content";
import { DONE, parseQuizQuery, quizHref } from "./quiz";

// The problems' words as the pinned launch copy says them (content/pages/find-your-trade.yaml).
const SAY = (parseYaml(readFileSync("tests/fixtures/content/pages/find-your-trade.yaml", "utf8")) as QuizWords)
  .problems;
const parse = (query: string) => parseQuizQuery(new URLSearchParams(query), QUIZ_QUESTIONS, SAY);

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
