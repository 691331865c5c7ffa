/**
 * The one schema of the site's content (SPEC §3). Every content module is written
 * `satisfies` one of these types and tests/unit/content.test.ts parses all of it, so a
 * typo in a figure or a broken internal link fails `npm test`, not a visitor.
 *
 * Import it from here. Its sections are modules of app/content/schema/, each importing the
 * shapes it builds on from app/content/schema/base.ts, never from this file; a feature kept in
 * a folder of its own (app/features/) keeps its section there, beside the code that reads it.
 */
export * from "./schema/base";
export * from "./schema/trades";
export * from "./schema/people";
export * from "./schema/posts";
export * from "./schema/pages";
export * from "./schema/copy-parts";
export * from "./schema/copy-program";
export * from "./schema/copy-pages";
export * from "./schema/copy-listings";
export * from "../features/find-your-trade/schema";
export * from "./schema/audience-answers";
export * from "./schema/copy-files";
export * from "./schema/copy-interface";
export * from "./schema/settings";
export * from "./schema/redirects";

// Prose nodes (Inline, Block): their schema is app/content/prose-schema.ts, beside the readers in
// app/content/prose.ts that a rule of the page copy needs.
export { blockSchema, inlineSchema, inlinesSchema, type Block, type Inline } from "./prose-schema";
