// Page copy: the parts every page's words are made of (cards, steps, figures, links).
//
// The words of every page section that is not a trade, story, post or legal text: one
// schema per module (program.ts, home.ts, about.ts, audiences.ts, handbook.ts,
// faq-page.ts, listing-pages.ts, future-pathways.ts, tips.ts), in copy-program.ts and
// copy-pages.ts. Where SPEC fixes a label, a title or a count, the schema fixes it too, so a
// reworded button fails the test.
import { z } from "zod";
import { linkSchema } from "./base";

/** Icon keys the UiIcon component maps to drawings (cards, benefits, stats). */
export const uiIconSchema = z.enum([
  "award",
  "graduation-cap",
  "wallet",
  "users",
  "handshake",
  "hard-hat",
  "shield-check",
  "briefcase",
  "map",
  "book-open",
  "compass",
  "heart-handshake",
  "clipboard-check",
  "calendar",
  "phone",
  "mail",
  "sparkles",
  "trending-up",
  "school",
  "user-check",
  "hammer",
  "star",
  "route",
  "lightbulb",
  "clock",
  "badge-check",
]);
export type UiIcon = z.infer<typeof uiIconSchema>;

/** A short titled card: benefits, support, reasons. */
export const cardSchema = z.object({
  title: z.string().min(1).meta({ title: "Card heading" }),
  text: z.string().min(1).meta({ title: "Card text" }),
  icon: uiIconSchema.meta({ title: "Card icon" }).optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** A button or text link (label + href). */
export const ctaSchema = linkSchema;
export type Cta = z.infer<typeof ctaSchema>;

/** A figure card: "85%" / "job placement rate". */
export const statSchema = z.object({
  value: z.string().min(1).meta({ title: "Figure" }),
  label: z.string().min(1).meta({ title: "Words under the figure" }),
  note: z.string().min(1).meta({ title: "Small print under the figure" }).optional(),
  /**
   * Where a headline figure comes from and when, as the page shows it under the figure ("Source:
   * Born to Build placements, 2025"); content:launch lists every home claim without one (issue 43).
   */
  source: z.string().min(1).meta({ title: "Where the figure comes from, and when" }).optional(),
});
export type Stat = z.infer<typeof statSchema>;

/** One step of a process or pathway, rendered as real text (not an image). */
export const stepSchema = z.object({
  title: z.string().min(1).meta({ title: "Step heading" }),
  text: z.string().min(1).meta({ title: "Step text" }),
});
export type Step = z.infer<typeof stepSchema>;

/** A section's heading and optional one-line lead. */
export const sectionIntroSchema = z.object({ heading: z.string().min(1), lead: z.string().min(1).optional() });
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

/**
 * An open fact (issue 43): a question only the program can answer, asked in a visitor's words.
 * Until its answer is written the page invites the question ("Ask us", with the phone number and
 * e-mail address); content:check and content:launch list every one still open.
 */
export const openFactSchema = z.object({
  question: z
    .string()
    .min(1)
    .regex(/\?$/, "must be a question, ending with ?")
    .meta({ title: "Question (as a visitor would ask it)", patternHint: "End the question with ?" }),
  answer: z
    .string()
    .meta({
      title: "The program's answer",
      description: "Empty: the page asks visitors to call or e-mail instead.",
      widget: "text",
    })
    .optional(),
});
export type OpenFact = z.infer<typeof openFactSchema>;
export const openFactsSchema = z
  .array(openFactSchema)
  .meta({ title: "Questions only the program can answer", summary: "{{fields.question}}" })
  .optional();
