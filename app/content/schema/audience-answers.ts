// parents-questions.ts, host-employers.ts, career-changers.ts (issue 28): the questions a
// visitor brings to an audience page and its answers.
import { z } from "zod";
import { heroSchema, label, said, template } from "./copy-helpers";
import { cardSchema, sectionIntroSchema } from "./copy-parts";
import { openFactsSchema } from "./copy-parts";

/** One question a visitor brings and the page's answer: paragraphs, cards, open facts. */
export const answerSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .meta({
      title: "Anchor (the part after # in a link to this answer)",
      patternHint: "Lower-case letters, digits and hyphens, starting with a letter",
    }),
  heading: z.string().min(1).meta({ title: "The question, as the answer's heading" }),
  lead: z.string().min(1).optional(),
  paragraphs: z
    .array(z.string().min(1).meta({ title: "Paragraph" }))
    .meta({ title: "Paragraphs" })
    .optional(),
  cards: z.array(cardSchema).min(2).optional(),
  openFacts: openFactsSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/** The pay table on the parents' and career changers' pages: SPEC §9's two figures per trade. */
export const payTableSchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** How pay rises through the apprenticeship; no figure we cannot cite (the award, Fair Work). */
  award: z
    .array(z.string().min(1).meta({ title: "Point" }))
    .min(1)
    .meta({ title: "How pay rises through the apprenticeship" }),
  fairWork: z
    .object({
      guidesLabel: said("Link to Fair Work's pay guides"),
      calculatorLabel: said("Link to Fair Work's pay calculator"),
    })
    .meta({ title: "Links to Fair Work" }),
  openFacts: openFactsSchema,
});
export type PayTable = z.infer<typeof payTableSchema>;

export const parentsQuestionsSchema = z.object({
  /** The questions in the order the page asks them (a contents list at the top links to each). */
  contentsLabel: said("Name of the list of questions at the top (read by screen readers)"),
  pay: payTableSchema.extend({ id: z.literal("pay").meta({ title: "Anchor (fixed)" }) }).meta({ title: "Pay" }),
  answers: z.array(answerSchema).min(4),
  call: sectionIntroSchema,
});
export type ParentsQuestions = z.infer<typeof parentsQuestionsSchema>;

export const hostEmployersSchema = z.object({
  hero: heroSchema,
  answers: z.array(answerSchema).min(2),
  enquire: sectionIntroSchema.extend({
    enquiryLabel: said("Words of the link to the enquiry form"),
    enquiryHref: z.literal("/about#enquire").meta({ title: "Where the enquiry link goes (fixed)" }),
    /** The e-mail button: its first word ("E-mail", before the address) and the subject it sets. */
    emailLabel: said("E-mail button's first word (before the address)"),
    mailSubject: said("Subject line of the e-mail the button starts"),
  }),
});
export type HostEmployersContent = z.infer<typeof hostEmployersSchema>;

export const careerChangersSchema = z.object({
  hero: heroSchema.extend({ applyLabel: label("Apply Now") }),
  answers: z.array(answerSchema).min(2),
  pay: payTableSchema,
  /** Those who started later, named as their stories are (stories.yaml, videos.yaml, a post's slug). */
  stories: sectionIntroSchema.extend({
    written: z.array(said("Name (as in Written stories)")).min(1).meta({ title: "Written stories shown, by name" }),
    videos: z.array(said("Name (as in Video stories)")).meta({ title: "Video stories shown, by name" }),
    posts: z
      .array(
        z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .meta({ title: "Post's address (the part after /blog/)" }),
      )
      .meta({ title: "News posts shown, by address" }),
    /** A video's line ({name}, {trade}) and the words of the links to a video and to a post. */
    videoText: template("name", "trade").meta({ title: "Line under each video" }),
    watchLabel: said("Words of the button that plays a video"),
    readLabel: said("Words of the link to a post"),
  }),
});
export type CareerChangersContent = z.infer<typeof careerChangersSchema>;
