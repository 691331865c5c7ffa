/**
 * The content of /find-your-trade, read from YAML at build time:
 *   find-your-trade/questions.yaml           the questions and their answers
 *   find-your-trade/traits/<trade-slug>.yaml one file per trade: which answers count for or
 *                                            against it, each with words quoted from its page
 * Checked against the schema (app/content/schema.ts) and against the trades (content/data/trades/):
 * every trade has a file, every trait names a real question and answer, and every quote is
 * on that trade's page word for word, so a result never gives a reason the page does not.
 * Problems read as the Markdown checks' do: file, line, field, what to do. The YAML is read
 * by the same reader as the data files and front matter (yaml.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import {
  quizQuestionsFileSchema,
  quizTraitsFileSchema,
  type QuizGate,
  type QuizQuestion,
  type QuizTrait,
  type Trade,
} from "../../app/content/schema";
import { tradePath } from "../../app/content/paths";
import type { Checking } from "./check-context";
import { QUIZ_FILES } from "./content-files";
import { fieldName, unknownFieldMessage } from "./check-front-matter";
import { editorNamer } from "./editor-place";
import { readYaml, type YamlData } from "./yaml";

export type FindYourTrade = {
  questions: QuizQuestion[];
  traits: Record<string, QuizTrait[]>;
  gates: Record<string, QuizGate[]>;
};

/** The question SPEC's colour-vision requirement is asked by: a trade that needs it has a gate on it. */
export const COLOUR_QUESTION = "colour";

/**
 * The words a trade's page shows that a trait may quote: its introduction, its two lists
 * (daily tasks and work environment, or "It Helps to Be Good At"), its entry requirements
 * and its training and support (app/components/TradePage).
 */
export function tradePageTexts(trade: Trade): string[] {
  return [
    ...trade.intro,
    ...trade.tasks.items,
    ...trade.environment.items,
    ...trade.entryRequirements,
    ...trade.trainingSupport,
  ];
}

/** One YAML file, its syntax problems reported; data is undefined when it cannot be read. */
function readQuizYaml(checking: Checking, relative: string): YamlData | null {
  const file = join(checking.contentDir, relative);
  if (!existsSync(file)) {
    checking.add(relative, 1, "this file is missing");
    return null;
  }
  return readYaml(readFileSync(file, "utf8"), 1, (line, message) => checking.add(relative, line, message), "the file");
}

/** A field of a quiz file as the web editor shows it (screen › entry › field), for staff. */
const namerFor = (relative: string, entry?: string) => editorNamer(`content/${relative}`, fieldName, entry);

/** Parses with a schema, reporting each issue on the line of the field it names. */
function parsed<T extends z.ZodTypeAny>(
  checking: Checking,
  relative: string,
  yaml: YamlData,
  schema: T,
  named: (path: readonly PropertyKey[]) => string,
) {
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.length ? named(issue.path) : "the file";
    const value = issue.path.reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined),
      yaml.data,
    );
    const message =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => unknownFieldMessage(key, "here; remove it or check its spelling")).join("; ")
        : value === undefined || value === null
          ? "is missing"
          : issue.code === "invalid_type"
            ? `must be ${issue.expected === "string" ? "text" : `a ${issue.expected}`}`
            : issue.message;
    // An unknown field is reported on its own line, not on the line of the item that holds it.
    const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
    checking.add(relative, yaml.lineOf(at), `${field}: ${message}`);
  }
  return null;
}

/** The questions, or null when questions.yaml has problems of its own (traits are then not checked against it). */
function checkQuestions(checking: Checking): QuizQuestion[] | null {
  const yaml = readQuizYaml(checking, QUIZ_FILES.questions);
  if (!yaml || yaml.data === undefined) return null;
  const named = namerFor(QUIZ_FILES.questions);
  const file = parsed(checking, QUIZ_FILES.questions, yaml, quizQuestionsFileSchema, named);
  if (!file) return null;
  const seen = new Set<string>();
  file.questions.forEach((question, i) => {
    if (seen.has(question.id))
      checking.add(
        QUIZ_FILES.questions,
        yaml.lineOf(["questions", i, "id"]),
        `${named(["questions", i, "id"])}: "${question.id}" is used twice; give each question its own id`,
      );
    seen.add(question.id);
    const values = question.answers.map((a) => a.value);
    values.forEach((value, j) => {
      if (values.indexOf(value) !== j)
        checking.add(
          QUIZ_FILES.questions,
          yaml.lineOf(["questions", i, "answers", j, "value"]),
          `${named(["questions", i, "answers", j, "value"])}: "${value}" is used twice in this question`,
        );
    });
  });
  if (!file.questions.some((q) => q.required))
    checking.add(
      QUIZ_FILES.questions,
      1,
      `${named(["questions"])}: make at least one question required (tick “The results need this answer”), or every empty form would show results`,
    );
  return file.questions;
}

/** A trait's or a gate's question and answers: real ones from questions.yaml. */
function checkAsks(
  checking: Checking,
  relative: string,
  at: (field: string) => number,
  field: (key: string) => string,
  item: { question: string; answers: readonly string[] },
  questions: readonly QuizQuestion[],
) {
  const question = questions.find((q) => q.id === item.question);
  if (!question) {
    const ids = questions.map((q) => q.id).join(", ");
    checking.add(
      relative,
      at("question"),
      `${field("question")}: there is no question "${item.question}"; the questions are: ${ids}`,
    );
    return;
  }
  for (const answer of item.answers)
    if (!question.answers.some((a) => a.value === answer))
      checking.add(
        relative,
        at("answers"),
        `${field("answers")}: "${answer}" is not an answer to ${question.id}; its answers are: ${question.answers.map((a) => a.value).join(", ")}`,
      );
}

type TradeQuiz = { traits: QuizTrait[]; gates: QuizGate[] };

function checkTraits(checking: Checking, trade: Trade, questions: readonly QuizQuestion[] | null): TradeQuiz {
  const relative = `${QUIZ_FILES.traits}/${trade.slug}.yaml`;
  const yaml = readQuizYaml(checking, relative);
  if (!yaml || yaml.data === undefined) return { traits: [], gates: [] };
  // The editor lists a trade's reasons by the file's trade (its identifier field).
  const named = namerFor(relative, trade.slug);
  const file = parsed(checking, relative, yaml, quizTraitsFileSchema, named);
  if (!file) return { traits: [], gates: [] };
  if (file.trade !== trade.slug)
    checking.add(
      relative,
      yaml.lineOf(["trade"]),
      `${named(["trade"])}: this file is for ${trade.slug}; write trade: ${trade.slug}`,
    );
  const texts = tradePageTexts(trade);
  const page = tradePath(trade);
  file.traits.forEach((trait, i) => {
    const at = (field: string) => yaml.lineOf(["traits", i, field]);
    const field = (key: string) => named(["traits", i, key]);
    if (!texts.some((text) => text.includes(trait.quote)))
      checking.add(
        relative,
        at("quote"),
        `${field("quote")}: these words are not on the ${trade.name} page (${page}); copy them from its lists or introduction exactly, or change the trade's text in content/data/trades/${trade.slug}.yaml`,
      );
    if (questions) checkAsks(checking, relative, at, field, trait, questions);
  });
  const gates = file.gates ?? [];
  gates.forEach((gate, i) => {
    const at = (field: string) => yaml.lineOf(["gates", i, field]);
    const field = (key: string) => named(["gates", i, key]);
    if (!trade.entryRequirements.includes(gate.quote))
      checking.add(
        relative,
        at("quote"),
        `${field("quote")}: a gate quotes one of the ${trade.name} page's Entry Requirements, whole and exactly; they are: ${trade.entryRequirements.map((r) => `"${r}"`).join(", ")}`,
      );
    if (questions) checkAsks(checking, relative, at, field, gate, questions);
  });
  // SPEC: colour vision is an entry requirement of these trades, so a colour-blind student is told, not scored.
  if (trade.colourVision && !gates.some((gate) => gate.question === COLOUR_QUESTION))
    checking.add(
      relative,
      yaml.lineOf(file.gates ? ["gates"] : ["traits"]),
      `${named(["gates"])}: ${trade.name} needs normal colour vision (colourVision: true in content/data/trades/${trade.slug}.yaml), so this file needs a gate on the ${COLOUR_QUESTION} question; see docs/find-your-trade.md`,
    );
  return { traits: file.traits, gates };
}

/** Reads and checks the quiz content; problems go to `checking`. */
export function buildFindYourTrade(
  checking: Checking,
  { trades, tradeSlugs }: { trades: readonly Trade[]; tradeSlugs: readonly string[] },
): FindYourTrade {
  const questions = checkQuestions(checking);
  const traits: Record<string, QuizTrait[]> = {};
  const gates: Record<string, QuizGate[]> = {};
  // The trades being checked (a trade file with a problem is reported on its own).
  for (const trade of trades) {
    const checked = checkTraits(checking, trade, questions);
    traits[trade.slug] = checked.traits;
    if (checked.gates.length > 0) gates[trade.slug] = checked.gates;
  }
  const folder = join(checking.contentDir, QUIZ_FILES.traits);
  const slugs = new Set(tradeSlugs);
  for (const name of existsSync(folder) ? readdirSync(folder) : [])
    if (!slugs.has(name.replace(/\.yaml$/, "")))
      checking.add(
        `${QUIZ_FILES.traits}/${name}`,
        1,
        `there is no trade "${name.replace(/\.yaml$/, "")}": name the file after a trade's address, such as carpenter.yaml`,
      );
  return { questions: questions ?? [], traits, gates };
}

/** The values of app/content/generated/find-your-trade.js, which app/features/find-your-trade/content.ts re-exports. */
export const findYourTradeValues = ({ questions, traits, gates }: FindYourTrade) => ({
  QUIZ_QUESTIONS: questions,
  QUIZ_TRAITS: traits,
  QUIZ_GATES: gates,
});
