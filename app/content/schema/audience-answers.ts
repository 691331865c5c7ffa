// parents-questions.ts, host-employers.ts, career-changers.ts (issue 28): the questions a
// visitor brings to an audience page and its answers.
import { z } from "zod";
import { heroSchema, template } from "./copy-helpers";
import { cardSchema, sectionIntroSchema } from "./copy-parts";
import { openFactsSchema } from "./copy-parts";

/** One question a visitor brings and the page's answer: paragraphs, cards, open facts. */
export const answerSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  paragraphs: z.array(z.string().min(1)).optional(),
  cards: z.array(cardSchema).min(2).optional(),
  openFacts: openFactsSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/** The pay table on the parents' and career changers' pages: SPEC §9's two figures per trade. */
export const payTableSchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** How pay rises through the apprenticeship; no figure we cannot cite (the award, Fair Work). */
  award: z.array(z.string().min(1)).min(1),
  fairWork: z.object({ guidesLabel: z.string().min(1), calculatorLabel: z.string().min(1) }),
  openFacts: openFactsSchema,
});
export type PayTable = z.infer<typeof payTableSchema>;

export const parentsQuestionsSchema = z.object({
  /** The questions in the order the page asks them (a contents list at the top links to each). */
  contentsLabel: z.string().min(1),
  pay: payTableSchema.extend({ id: z.literal("pay") }),
  answers: z.array(answerSchema).min(4),
  call: sectionIntroSchema,
});
export type ParentsQuestions = z.infer<typeof parentsQuestionsSchema>;

export const hostEmployersSchema = z.object({
  hero: heroSchema,
  answers: z.array(answerSchema).min(2),
  enquire: sectionIntroSchema.extend({
    enquiryLabel: z.string().min(1),
    enquiryHref: z.literal("/about#enquire"),
    /** The e-mail button: its first word ("E-mail", before the address) and the subject it sets. */
    emailLabel: z.string().min(1),
    mailSubject: z.string().min(1),
  }),
});
export type HostEmployersContent = z.infer<typeof hostEmployersSchema>;

export const careerChangersSchema = z.object({
  hero: heroSchema.extend({ applyLabel: z.literal("Apply Now") }),
  answers: z.array(answerSchema).min(2),
  pay: payTableSchema,
  /** Those who started later, named as their stories are (stories.yaml, videos.yaml, a post's slug). */
  stories: sectionIntroSchema.extend({
    written: z.array(z.string().min(1)).min(1),
    videos: z.array(z.string().min(1)),
    posts: z.array(z.string().regex(/^[a-z0-9-]+$/)),
    /** A video's line ({name}, {trade}) and the words of the links to a video and to a post. */
    videoText: template("name", "trade"),
    watchLabel: z.string().min(1),
    readLabel: z.string().min(1),
  }),
});
export type CareerChangersContent = z.infer<typeof careerChangersSchema>;
