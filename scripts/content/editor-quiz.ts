/**
 * Find your trade in the web editor: its questions and, per trade, the answers that
 * count for or against it. Staff change a question's words or a trade's reasons here; content:check
 * then holds what the editor cannot see (a trait naming a question or answer that does not exist,
 * a quote that is not on the trade's page), as for a hand edit (docs/find-your-trade.md).
 */
import { quizQuestionsFileSchema, quizTraitsFileSchema } from "../../app/content/schema";
import type { EditorCollection } from "./editor-fields";
import { fieldsOf } from "./editor-from-schema";
import { QUIZ_FILES } from "./content-files";

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
          fields: fieldsOf(quizQuestionsFileSchema),
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
      fields: fieldsOf(quizTraitsFileSchema),
    },
    schemas: { "*": quizTraitsFileSchema },
  },
];
