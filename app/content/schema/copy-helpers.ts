// Builders the page-copy schemas share. Not re-exported by app/content/schema.ts: they make
// schemas, they are not the shape of any content.
import { z } from "zod";
import { cardSchema, stepSchema } from "./copy-parts";

export const paragraphs = z.array(z.string().min(1)).min(1);
/** A fixed label SPEC gives a button. */
export const label = <T extends string>(text: T) => z.literal(text);
export const titledStep = <T extends string>(title: T) => stepSchema.extend({ title: z.literal(title) });
export const titledCard = <T extends string>(title: T) => cardSchema.extend({ title: z.literal(title) });
/** A link to one exact internal page. */
export const linkTo = <T extends string>(href: T) => z.object({ label: z.string().min(1), href: z.literal(href) });
/** The three audience pages, in SPEC's order (students, parents, schools). */
export const audienceLinks = z.tuple([
  linkTo("/info-for-students"),
  linkTo("/info-for-parents-guardians"),
  linkTo("/info-for-schools"),
]);
export const heroSchema = z.object({ heading: z.string().min(1), lead: z.string().min(1) });
export const headingOnly = z.object({ heading: z.string().min(1) });

/** An object of words only, each required: labels and sentences around a feature. */
export const words = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string().min(1)])) as Record<K, z.ZodString>);

/**
 * Words the site completes, such as "Compare {trade} with": each {name} is where the site puts a
 * value in (fillWords, app/lib/site-words.ts), so a file that loses one is refused at the build,
 * not shown to visitors with a gap.
 */
export const template = (...names: string[]) =>
  z
    .string()
    .min(1)
    .refine((text) => names.every((name) => text.includes(`{${name}}`)), {
      message: `must contain ${names.map((name) => `{${name}}`).join(" and ")}: the site puts ${names.length > 1 ? "those values" : "that value"} there. Put ${names.length > 1 ? "them" : "it"} back where it reads naturally`,
    });
