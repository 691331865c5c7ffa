/**
 * Find your trade (/find-your-trade): the answers a URL carries, their one normal form, and
 * the ranking. Pure functions over the questions and traits of content/find-your-trade/,
 * so the loader, the edge cache key and the tests read a URL and rank the trades one way
 * (docs/find-your-trade.md).
 */
import type { QuizGate, QuizQuestion, QuizTrait, QuizWords } from "~content/schema";
import { fill } from "~/lib/template";

export const QUIZ_PATH = "/find-your-trade";
/** Sent by the form's hidden field: the visitor asked for results (an empty form sends nothing else). */
export const DONE = { name: "done", value: "yes" } as const;

/** Question id → the chosen answer's value. */
export type Answers = Readonly<Record<string, string>>;
/** What is wrong, and with which question (null: not a question), so the page can link to it. */
export type QuizProblem = { question: string | null; message: string };
export type ParsedQuiz = {
  /** The answers that are known values (kept in the form when there are problems). */
  answers: Answers;
  /** The visitor asked for results (the form was sent). */
  done: boolean;
  problems: QuizProblem[];
  /** The normal form of the query; null when there are problems. */
  search: string | null;
};

/** A value as a visitor may see it quoted back: short, whatever was sent. */
const quote = (value: string) => JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value);

/**
 * Reads a URL's query. Values count only as written in questions.yaml (an empty value is no
 * answer, as an untouched form sends); anything else is a problem naming the question. Once
 * the form was sent (`done=yes`), an unanswered required question is a problem too.
 * Parameters the quiz does not know (utm_source, _data) are ignored.
 */
/** `SAY`: the problems' words (content/pages/find-your-trade.yaml, problems), passed in by the server. */
export function parseQuizQuery(
  params: URLSearchParams,
  questions: readonly QuizQuestion[],
  SAY: QuizWords["problems"],
): ParsedQuiz {
  const problems: QuizProblem[] = [];
  const answers: Record<string, string> = {};
  const sent = (name: string) => [...new Set(params.getAll(name).filter((value) => value !== ""))];

  const doneSent = sent(DONE.name);
  const done = doneSent.length > 0;
  if (doneSent.some((value) => value !== DONE.value))
    problems.push({
      question: null,
      message: fill(SAY.done, { name: DONE.name, expected: DONE.value, sent: doneSent.map(quote).join(" and ") }),
    });

  for (const question of questions) {
    const values = sent(question.id);
    if (values.length > 1) {
      problems.push({
        question: question.id,
        message: fill(SAY.twoAnswers, {
          question: question.question,
          count: values.length,
          values: values.map(quote).join(", "),
        }),
      });
      continue;
    }
    const value = values[0];
    if (value === undefined) {
      if (done && question.required)
        problems.push({ question: question.id, message: fill(SAY.notAnswered, { question: question.question }) });
      continue;
    }
    if (question.answers.some((answer) => answer.value === value)) answers[question.id] = value;
    else
      problems.push({
        question: question.id,
        message: fill(SAY.notAnAnswer, {
          value: quote(value),
          question: question.question,
          id: question.id,
          answers: question.answers.map((a) => a.value).join(", "),
        }),
      });
  }
  return { answers, done, problems, search: problems.length ? null : quizSearch(answers, questions, done) };
}

/** The normal form: answers in the order of the questions, then done=yes when sent. Equal answers, equal text. */
export function quizSearch(answers: Answers, questions: readonly QuizQuestion[], done: boolean): string {
  const out = new URLSearchParams();
  for (const question of questions) {
    const value = answers[question.id];
    if (value !== undefined) out.append(question.id, value);
  }
  if (done) out.append(DONE.name, DONE.value);
  return out.toString();
}

/** The element id of a question's group on the page: what the error summary links to. */
export const questionId = (question: string) => `question-${question}`;

export const quizHref = (answers: Answers, questions: readonly QuizQuestion[], done: boolean) => {
  const search = quizSearch(answers, questions, done);
  return search === "" ? QUIZ_PATH : `${QUIZ_PATH}?${search}`;
};

/** One trait the visitor's answers matched. */
export type Match = { question: string; answer: string; points: number; quote: string };
export type Ranked = {
  slug: string;
  score: number;
  reasons: Match[];
  cautions: Match[];
  /** The entry requirement an answer rules the trade out by (its points are 0), or null. */
  ruledOut: Match | null;
};

export const MAX_REASONS = 3;
export const MAX_CAUTIONS = 2;

/**
 * Starts of words that, in a line of a trade's page, say the opposite of an answer (questions.yaml
 * `clashes`). Made once per list: a results page tests every quoted line against every other
 * answer's list, and a pattern built for each test stood out in the render's profile.
 */
const clashPatterns = new WeakMap<readonly string[], RegExp>();
function clashPattern(words: readonly string[]): RegExp {
  let pattern = clashPatterns.get(words);
  if (!pattern) {
    pattern = new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "i");
    clashPatterns.set(words, pattern);
  }
  return pattern;
}

/**
 * Whether a line quoted for one question says the opposite of the visitor's answer to another:
 * "A team where accuracy…" shown to a student who would rather work on their own.
 */
export function clashesWithAnswers(
  match: Pick<Match, "question" | "quote">,
  answers: Answers,
  questions: readonly QuizQuestion[],
): boolean {
  return questions.some((question) => {
    if (question.id === match.question) return false;
    const words = question.answers.find((a) => a.value === answers[question.id])?.clashes;
    return words !== undefined && clashPattern(words).test(match.quote);
  });
}

const matching = <T extends { question: string; answers: readonly string[] }>(items: readonly T[], answers: Answers) =>
  items.filter((item) => answers[item.question] !== undefined && item.answers.includes(answers[item.question]!));

/**
 * Every trade, best match first (docs/find-your-trade.md). A trade's score is the sum of the
 * points of its traits the answers match, each times its question's weight, less those whose words clash with another of the
 * answers (never counted, never shown). A trade an answer rules out (a gate: an entry
 * requirement) comes after every trade none rules out. Equal scores keep the trades' own
 * order (the trades listing). Its reasons are its counted traits that count for it, most
 * points first (then question order), at most three; its cautions those against, at most two.
 */
export function rankTrades(
  slugs: readonly string[],
  traits: Readonly<Record<string, readonly QuizTrait[]>>,
  answers: Answers,
  questions: readonly QuizQuestion[],
  gates: Readonly<Record<string, readonly QuizGate[]>> = {},
): Ranked[] {
  const order = (question: string) => questions.findIndex((q) => q.id === question);
  const weight = (question: string) => questions.find((q) => q.id === question)?.weight ?? 1;
  const match = (item: { question: string; quote: string }, points: number): Match => ({
    question: item.question,
    answer: answers[item.question]!,
    points: points * weight(item.question),
    quote: item.quote,
  });
  const ranked = slugs.map((slug, index) => {
    const matches: Match[] = matching(traits[slug] ?? [], answers)
      .map((trait) => match(trait, trait.points))
      .filter((m) => m.points < 0 || !clashesWithAnswers(m, answers, questions));
    const gate = matching(gates[slug] ?? [], answers)[0];
    const score = matches.reduce((sum, m) => sum + m.points, 0);
    const byWeight = (a: Match, b: Match) =>
      Math.abs(b.points) - Math.abs(a.points) || order(a.question) - order(b.question);
    return {
      index,
      slug,
      score,
      reasons: matches
        .filter((m) => m.points > 0)
        .sort(byWeight)
        .slice(0, MAX_REASONS),
      cautions: matches
        .filter((m) => m.points < 0)
        .sort(byWeight)
        .slice(0, MAX_CAUTIONS),
      ruledOut: gate ? match(gate, 0) : null,
    };
  });
  ranked.sort(
    (a, b) => Number(a.ruledOut !== null) - Number(b.ruledOut !== null) || b.score - a.score || a.index - b.index,
  );
  return ranked.map(({ index: _index, ...rest }) => rest);
}
