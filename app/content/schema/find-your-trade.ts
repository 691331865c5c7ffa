// Find your trade (/find-your-trade, issue 27): the questions and each trade's traits, read
// from content/find-your-trade/*.yaml by the content build (scripts/content/find-your-trade.ts).
import { z } from "zod";

const quizWord = z.string().regex(/^[a-z]+(?:-[a-z0-9]+)*$/, "lower-case letters and hyphens, like year-10");

export const quizAnswerSchema = z
  .object({ value: quizWord, label: z.string().min(1), youSaid: z.string().min(1) })
  .strict();
export const quizQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/, "lower-case letters only, like place"),
    question: z.string().min(1),
    hint: z.string().min(1).optional(),
    required: z.boolean(),
    answers: z.array(quizAnswerSchema).min(2, "at least 2 answers").max(5, "at most 5 answers"),
  })
  .strict();
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizQuestionsFileSchema = z
  .object({ questions: z.array(quizQuestionSchema).min(8, "at least 8 questions").max(12, "at most 12 questions") })
  .strict();

export const quizTraitSchema = z
  .object({
    question: z.string().min(1),
    answers: z.array(quizWord).min(1),
    points: z
      .number()
      .int("a whole number")
      .min(-3, "at least -3")
      .max(3, "at most 3")
      .refine((n) => n !== 0, "not 0: a trait that counts for nothing is left out"),
    /** Words on the trade's own page, exactly as written there: the reason a visitor reads. */
    quote: z.string().min(1),
  })
  .strict();
export type QuizTrait = z.infer<typeof quizTraitSchema>;
export const quizTraitsFileSchema = z
  .object({ trade: z.string().min(1), traits: z.array(quizTraitSchema).min(1) })
  .strict();
export type QuizTraits = z.infer<typeof quizTraitsFileSchema>;
