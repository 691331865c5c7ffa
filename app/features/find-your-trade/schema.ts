// Find your trade (/find-your-trade): the questions and each trade's traits, read
// from content/find-your-trade/*.yaml by the content build (scripts/content/find-your-trade.ts).
import { z } from "zod";

const quizWord = z.string().regex(/^[a-z]+(?:-[a-z0-9]+)*$/, "lower-case letters and hyphens, like year-10");

export const quizAnswerSchema = z
  .object({
    value: quizWord,
    label: z.string().min(1),
    youSaid: z.string().min(1),
    /**
     * Words that say the opposite of this answer ("team" for "Mostly get on with my own work"): a
     * trade page's line holding one (or a word starting with one) is never given as a reason to
     * a student who chose this answer, and does not count for the trade (docs/find-your-trade.md).
     */
    clashes: z.array(z.string().min(2, "at least 2 letters")).min(1).optional(),
  })
  .strict();
export const quizQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/, "lower-case letters only, like place"),
    question: z.string().min(1),
    hint: z.string().min(1).optional(),
    required: z.boolean(),
    /** How many times each point of this question's traits counts (1 when left out): what a student likes to work with says most. */
    weight: z.number().int("a whole number").min(1, "at least 1").max(3, "at most 3").optional(),
    answers: z.array(quizAnswerSchema).min(2, "at least 2 answers").max(8, "at most 8 answers"),
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
/**
 * An entry requirement (SPEC: colour vision for Electrician and Painter): an answer that rules the
 * trade out moves it out of the top three, below every trade it does not rule out, and the result
 * says why in the words of the trade's entry requirements. Not points: no score outweighs it.
 */
export const quizGateSchema = z
  .object({
    question: z.string().min(1),
    answers: z.array(quizWord).min(1),
    /** One of the trade's entry requirements, exactly as its page lists it. */
    quote: z.string().min(1),
  })
  .strict();
export type QuizGate = z.infer<typeof quizGateSchema>;
export const quizTraitsFileSchema = z
  .object({
    trade: z.string().min(1),
    traits: z.array(quizTraitSchema).min(1),
    gates: z.array(quizGateSchema).min(1).optional(),
  })
  .strict();
export type QuizTraits = z.infer<typeof quizTraitsFileSchema>;
