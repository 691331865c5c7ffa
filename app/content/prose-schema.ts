/**
 * The prose nodes: what `npm run content:build` (scripts/content/) makes of the Markdown in
 * content/ (posts, FAQ answers, legal sections, tips). A small, serialisable subset of mdast
 * that the RichText component renders; no Markdown parser ships to the Worker or the browser.
 * Part of the one schema (app/content/schema.ts re-exports it); a module of its own so that
 * app/content/prose.ts reads these types, and schema.ts uses prose.ts, without a cycle.
 */
import { z } from "zod";

/** Inline text: plain runs, bold, italics and links (internal /path, mailto:, tel: or https:). */
export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "emphasis"; children: Inline[] }
  | { type: "link"; url: string; children: Inline[] };
export const inlineSchema: z.ZodType<Inline> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("text"), value: z.string().min(1) }),
    z.object({ type: z.literal("strong"), children: z.array(inlineSchema).min(1) }),
    z.object({ type: z.literal("emphasis"), children: z.array(inlineSchema).min(1) }),
    z.object({ type: z.literal("link"), url: z.string().min(1), children: z.array(inlineSchema).min(1) }),
  ]),
);
/** A run of inline text with at least one node: a paragraph, a heading, a list item. */
export const inlinesSchema = z.array(inlineSchema).min(1);

/**
 * A block of prose. Headings keep their Markdown depth, which is their HTML level: `##` is an
 * h2 in a post; in a legal section (whose own heading is the h2) sub-headings are `###`.
 * A quote is a Markdown blockquote; a last paragraph starting "— " is its citation.
 */
export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), children: inlinesSchema }),
  z.object({
    type: z.literal("heading"),
    depth: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    children: inlinesSchema,
  }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(inlinesSchema).min(1) }),
  z.object({ type: z.literal("quote"), children: inlinesSchema, cite: z.string().min(1).optional() }),
]);
export type Block = z.infer<typeof blockSchema>;
