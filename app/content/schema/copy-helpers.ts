// Builders the page-copy schemas share. Not re-exported by app/content/schema.ts: they make
// schemas, they are not the shape of any content.
import { z } from "zod";
import { cardSchema, stepSchema } from "./copy-parts";

/** Words staff write, with the label the editor gives them (what they are on the page) and its hint. */
export const said = (title: string, description?: string) =>
  z
    .string()
    .min(1)
    .meta({ title, ...(description ? { description } : {}) });

export const paragraphs = z
  .array(z.string().min(1).meta({ title: "Paragraph" }))
  .min(1)
  .meta({ title: "Paragraphs", description: "One paragraph per item, in the order the page shows them." });
/** A fixed label SPEC gives a button (the editor keeps it as it is). */
export const label = <T extends string>(text: T) => z.literal(text).meta({ title: `Fixed words: “${text}”` });
export const titledStep = <T extends string>(title: T) =>
  stepSchema.extend({ title: z.literal(title).meta({ title: "Step heading" }) });
export const titledCard = <T extends string>(title: T) =>
  cardSchema.extend({ title: z.literal(title).meta({ title: "Card heading" }) });
/** A link to one exact internal page. */
export const linkTo = <T extends string>(href: T) =>
  z.object({
    label: z.string().min(1).meta({ title: "Link words" }),
    href: z.literal(href).meta({ title: `Where the link goes (${href})` }),
  });
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
/** An object of words only, each required, by key with its label in the editor. */
export const labelledWords = <K extends string>(titles: Record<K, string>) =>
  z.object(
    Object.fromEntries(Object.entries<string>(titles).map(([key, title]) => [key, said(title)])) as Record<
      K,
      z.ZodString
    >,
  );

/**
 * Words with a variable part (issue 46): "Call us on {phone}". Each named placeholder must be
 * there, once, and no other, so a staff edit can never drop the phone number or leave a "{}"
 * on the page; the site fills them (`fill`, app/lib/template.ts; components use it as fillWords from
 * app/lib/site-words.ts).
 */
export const template = (...names: [string, ...string[]]) =>
  z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      const found = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
      for (const name of names) {
        const count = found.filter((f) => f === name).length;
        if (count !== 1)
          ctx.addIssue({
            code: "custom",
            message:
              count === 0
                ? `must contain {${name}} where the ${name} goes`
                : `must contain {${name}} once, not ${count} times`,
          });
      }
      for (const other of new Set(found.filter((f) => !names.includes(f))))
        ctx.addIssue({
          code: "custom",
          message: `{${other}} is not something the site can fill in here; it can fill ${names.map((n) => `{${n}}`).join(", ")}`,
        });
    })
    .describe(
      `Keep ${names.map((n) => `{${n}}`).join(" and ")} as written: the site puts the ${names.join(" and the ")} there.`,
    );
