// Find your trade (/find-your-trade): the questions and each trade's traits, read
// from content/find-your-trade/*.yaml by the content build (scripts/content/find-your-trade.ts).
import { z } from "zod";

const quizWord = z
  .string()
  .regex(/^[a-z]+(?:-[a-z0-9]+)*$/, "lower-case letters and hyphens, like year-10")
  .meta({ patternHint: "Lower-case letters and hyphens only, like year-10" });
/** A question's name in the address, as a trait names it (content:check holds it to a question's id). */
const questionName = z
  .string()
  .min(1)
  .meta({
    title: "Question",
    description: "The question's name in the address, like place or heights.",
    typedPattern: ["^[a-z]+$", "The question's name: lower-case letters only, like place"],
  });

export const quizAnswerSchema = z
  .object({
    value: quizWord.meta({
      title: "Word in the address",
      description: "Like outdoors: the page's address and the trades' reasons use it.",
    }),
    label: z.string().min(1).meta({ title: "What the choice says" }),
    youSaid: z.string().min(1).meta({
      title: "How a result quotes it back",
      description: "Read after “You said”: like “you would rather work outdoors”.",
    }),
    /**
     * Words that say the opposite of this answer ("team" for "Mostly get on with my own work"): a
     * trade page's line holding one (or a word starting with one) is never given as a reason to
     * a student who chose this answer, and does not count for the trade (docs/find-your-trade.md).
     */
    clashes: z
      .array(z.string().min(2, "at least 2 letters").meta({ title: "Word" }))
      .min(1)
      .optional()
      .meta({
        title: "Words that say the opposite",
        description:
          "Like team, for “Mostly get on with my own work”: a trade's line holding one is never a reason for a student who chose this.",
      }),
  })
  .strict();
export const quizQuestionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z]+$/, "lower-case letters only, like place")
      .meta({
        title: "Name in the address",
        description: "Like place. Changing it breaks links people have shared.",
        patternHint: "Lower-case letters only, like place",
      }),
    question: z
      .string()
      .min(1)
      .meta({ title: "The question", description: "Plain words a 15-year-old reads at a glance.", widget: "text" }),
    hint: z.string().min(1).optional().meta({ title: "A line under the question" }),
    required: z.boolean().meta({ title: "The results need this answer", default: true }),
    /** How many times each point of this question's traits counts (1 when left out): what a student likes to work with says most. */
    weight: z.number().int("a whole number").min(1, "at least 1").max(3, "at most 3").optional().meta({
      title: "Weight",
      description: "1 to 3: how many times each point of this question's reasons counts. Leave empty for 1.",
    }),
    answers: z
      .array(quizAnswerSchema)
      .min(2, "at least 2 answers")
      .max(8, "at most 8 answers")
      .meta({ title: "Choices", description: "Two to eight.", summary: "{{fields.label}}", itemName: "choice" }),
  })
  .strict();
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizQuestionsFileSchema = z
  .object({
    questions: z.array(quizQuestionSchema).min(8, "at least 8 questions").max(12, "at most 12 questions").meta({
      title: "Questions",
      description: "In the order the page asks them.",
      summary: "{{fields.question}}",
      itemName: "question",
      // Written above the list in the file (Decap keeps a field's comment; any other is lost on
      // the next save). A "\\n" starts a new comment line.
      comment:
        "The questions of /find-your-trade, in the order the page asks them: docs/find-your-trade.md says\\nwhat each part means. An id and an answer's value are in addresses people share\\n(?place=outdoors) and in the traits files: change them only together.\\nAn answer's clashes: words that say the opposite of it; a trade page's line holding one is\\nnever given to a student who chose that answer as a reason for another of their answers.",
    }),
  })
  .strict();

export const quizTraitSchema = z
  .object({
    question: questionName,
    answers: z
      .array(quizWord.meta({ title: "Answer", widget: "string" }))
      .min(1)
      .meta({ title: "Answers it counts for", description: "Their words in the address, like outdoors." }),
    points: z
      .number()
      .int("a whole number")
      .min(-3, "at least -3")
      .max(3, "at most 3")
      .refine((n) => n !== 0, "not 0: a trait that counts for nothing is left out")
      .meta({
        title: "Points",
        description: "From -3 to 3, not 0: a plus counts for the trade, a minus against it.",
        typedPattern: ["^-?[1-3]$", "A whole number from -3 to 3, not 0"],
      }),
    /** Words on the trade's own page, exactly as written there: the reason a visitor reads. */
    quote: z.string().min(1).meta({
      title: "The reason shown",
      description: "Words on the trade's own page, exactly as written there.",
      widget: "text",
    }),
  })
  .strict();
export type QuizTrait = z.infer<typeof quizTraitSchema>;
/**
 * An entry requirement (SPEC: colour vision for Electrician and Painter): an answer that rules the
 * trade out moves it out of the top three, below every trade it does not rule out, and the result
 * says why in the words of the trade's entry requirements. Not points: no score outweighs it.
 */
export const quizGateSchema = z
  .object({
    question: questionName,
    answers: z
      .array(quizWord.meta({ title: "Answer", widget: "string" }))
      .min(1)
      .meta({ title: "Answers that rule it out", description: "Their words in the address, like no." }),
    /** One of the trade's entry requirements, exactly as its page lists it. */
    quote: z.string().min(1).meta({
      title: "The entry requirement",
      description: "One of the trade's Entry Requirements, whole and exactly as its page lists it.",
      widget: "text",
    }),
  })
  .strict();
export type QuizGate = z.infer<typeof quizGateSchema>;
export const quizTraitsFileSchema = z
  .object({
    trade: z.string().min(1).meta({
      title: "Trade",
      widget: "hidden",
      comment:
        "Why /find-your-trade suggests this trade (or ranks it lower): docs/find-your-trade.md.\\nEach trait: when a visitor gives one of `answers` to `question` (from ../questions.yaml),\\nthe trade gets `points` (-3 to 3, never 0) and the result shows `quote`, words on its page.",
    }),
    traits: z.array(quizTraitSchema).min(1).meta({
      title: "Reasons",
      description: "One for each answer that says something about this trade.",
      summary: "{{fields.question}}: {{fields.answers}} ({{fields.points}})",
      itemName: "reason",
    }),
    gates: z.array(quizGateSchema).min(1).optional().meta({
      title: "Entry requirements that rule it out",
      description:
        "Only for a trade's entry requirements, such as normal colour vision: the trade leaves the top three and the result says why.",
      summary: "{{fields.question}}: {{fields.answers}}",
      itemName: "requirement",
    }),
  })
  .strict();
export type QuizTraits = z.infer<typeof quizTraitsFileSchema>;
