// Pages: the FAQ's items, the legal texts, every page's meta, and the legacy redirects (SPEC §2).
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

export const redirectSchema = z.object({
  /** The old path, without a trailing slash (both forms match). */
  from: z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/),
  /** A canonical page path. */
  to: internalHref,
  /** 301 for moved pages, 302 for aliases and campaign links that may change. */
  status: z.union([z.literal(301), z.literal(302)]),
  why: z.string().min(1),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** Generic page copy: a title, a description for search results and the page's heading. */
export const pageMetaSchema = z.object({
  path: internalHref,
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
  heading: z.string().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
