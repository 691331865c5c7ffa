/**
 * Find your trade in the web editor: its questions and, per trade, the answers that
 * count for or against it. Staff change a question's words or a trade's reasons here; content:check
 * then holds what the editor cannot see (a trait naming a question or answer that does not exist,
 * a quote that is not on the trade's page), as for a hand edit (docs/find-your-trade.md).
 */
import { quizQuestionsFileSchema, quizTraitsFileSchema } from "../../app/content/schema";
import { list, objects, optional, string, text, type EditorCollection, type Field } from "./editor-fields";
import { QUIZ_FILES } from "./content-files";

/** A word of an address: what the schema's quizWord accepts. */
const WORD: [string, string] = ["^[a-z]+(?:-[a-z0-9]+)*$", "Lower-case letters and hyphens only, like year-10"];

const answerFields: Field[] = [
  string("value", "Word in the address", "Like outdoors: the page's address and the trades' reasons use it.", {
    pattern: WORD,
  }),
  string("label", "What the choice says"),
  string("youSaid", "How a result quotes it back", "Read after “You said”: like “you would rather work outdoors”."),
  optional(
    list(
      "clashes",
      "Words that say the opposite",
      "Like team, for “Mostly get on with my own work”: a trade's line holding one is never a reason for a student who chose this.",
      string("clash", "Word"),
      { summary: "{{fields.clash}}" },
    ),
  ),
];

const questionFields: Field[] = [
  string("id", "Name in the address", "Like place. Changing it breaks links people have shared.", {
    pattern: ["^[a-z]+$", "Lower-case letters only, like place"],
  }),
  text("question", "The question", "Plain words a 15-year-old reads at a glance."),
  optional(string("hint", "A line under the question")),
  { label: "The results need this answer", name: "required", widget: "boolean", default: true },
  optional({
    label: "Weight",
    name: "weight",
    widget: "number",
    value_type: "int",
    min: 1,
    max: 3,
    hint: "1 to 3: how many times each point of this question's reasons counts. Leave empty for 1.",
  }),
  objects("answers", "Choices", "Two to eight.", answerFields, {
    min: 2,
    max: 8,
    summary: "{{fields.label}}",
    label_singular: "choice",
  }),
];

const traitFields: Field[] = [
  string("question", "Question", "The question's name in the address, like place or heights.", {
    pattern: ["^[a-z]+$", "The question's name: lower-case letters only, like place"],
  }),
  list(
    "answers",
    "Answers it counts for",
    "Their words in the address, like outdoors.",
    { ...string("answer", "Answer"), pattern: WORD },
    { summary: "{{fields.answer}}" },
  ),
  {
    label: "Points",
    name: "points",
    widget: "number",
    value_type: "int",
    min: -3,
    max: 3,
    hint: "From -3 to 3, not 0: a plus counts for the trade, a minus against it.",
    pattern: ["^-?[1-3]$", "A whole number from -3 to 3, not 0"],
  },
  text("quote", "The reason shown", "Words on the trade's own page, exactly as written there."),
];

/** An entry requirement (SPEC) an answer rules the trade out by: no points, it leaves the top three. */
const gateFields: Field[] = [
  traitFields[0]!,
  list(
    "answers",
    "Answers that rule it out",
    "Their words in the address, like no.",
    { ...string("answer", "Answer"), pattern: WORD },
    { summary: "{{fields.answer}}" },
  ),
  text(
    "quote",
    "The entry requirement",
    "One of the trade's Entry Requirements, whole and exactly as its page lists it.",
  ),
];

export const QUIZ_COLLECTIONS: EditorCollection[] = [
  {
    collection: {
      name: "find-your-trade",
      label: "Find your trade: questions",
      description: "The questions /find-your-trade asks, in order, and their choices (8 to 12 questions).",
      files: [
        {
          label: "Questions",
          name: "questions",
          file: `content/${QUIZ_FILES.questions}`,
          fields: [
            {
              ...objects("questions", "Questions", "In the order the page asks them.", questionFields, {
                min: 8,
                max: 12,
                summary: "{{fields.question}}",
                label_singular: "question",
              }),
              // Written above the list in the file (Decap keeps a field's comment; any other is lost
              // on the next save). A "\\n" starts a new comment line.
              comment:
                "The questions of /find-your-trade, in the order the page asks them: docs/find-your-trade.md says\\nwhat each part means. An id and an answer's value are in addresses people share\\n(?place=outdoors) and in the traits files: change them only together.\\nAn answer's clashes: words that say the opposite of it; a trade page's line holding one is\\nnever given to a student who chose that answer as a reason for another of their answers.",
            },
          ],
        },
      ],
    },
    schemas: { [QUIZ_FILES.questions]: quizQuestionsFileSchema },
  },
  {
    collection: {
      name: "find-your-trade-reasons",
      label: "Find your trade: reasons",
      label_singular: "Trade's reasons",
      description: "For each trade, which answers count for or against it, and the words from its page a result shows.",
      folder: `content/${QUIZ_FILES.traits}`,
      extension: "yaml",
      format: "yaml",
      create: false,
      delete: false,
      identifier_field: "trade",
      fields: [
        {
          label: "Trade",
          name: "trade",
          widget: "hidden",
          comment:
            "Why /find-your-trade suggests this trade (or ranks it lower): docs/find-your-trade.md.\\nEach trait: when a visitor gives one of `answers` to `question` (from ../questions.yaml),\\nthe trade gets `points` (-3 to 3, never 0) and the result shows `quote`, words on its page.",
        },
        objects("traits", "Reasons", "One for each answer that says something about this trade.", traitFields, {
          min: 1,
          summary: "{{fields.question}}: {{fields.answers}} ({{fields.points}})",
          label_singular: "reason",
        }),
        optional(
          objects(
            "gates",
            "Entry requirements that rule it out",
            "Only for a trade's entry requirements, such as normal colour vision: the trade leaves the top three and the result says why.",
            gateFields,
            { min: 1, summary: "{{fields.question}}: {{fields.answers}}", label_singular: "requirement" },
          ),
        ),
      ],
    },
    schemas: { "*": quizTraitsFileSchema },
  },
];
