// Pages: the FAQ's items, the legal texts and every page's meta. (The redirects: ./redirects.ts.)
import { z } from "zod";
import { blockSchema } from "../prose-schema";
import { internalHref } from "./base";

export const faqItemSchema = z.object({
  question: z.string().regex(/\?$/),
  answer: z.array(blockSchema).min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const legalSectionSchema = z.object({ heading: z.string().min(1), body: z.array(blockSchema).min(1) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** Generic page copy: a title, a description for search results and the page's heading. */
export const pageMetaSchema = z.object({
  path: internalHref,
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
  heading: z.string().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
