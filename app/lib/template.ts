/**
 * Words with placeholders, as staff write them in content/: "Call us on {phone}". The
 * schema (app/content/schema/copy-helpers.ts `template`) holds each file to its placeholders;
 * these fill them, as text or as parts a component renders (a phone number as a link).
 */

/** The text split at its placeholders: words, and the names of the values between them. */
export type TemplatePart = { text: string } | { name: string };

export function templateParts(template: string): TemplatePart[] {
  return template
    .split(/(\{[^{}]*\})/)
    .filter((piece) => piece !== "")
    .map((piece) => (/^\{[^{}]*\}$/.test(piece) ? { name: piece.slice(1, -1) } : { text: piece }));
}

/** The text with every placeholder filled; one without a value is left as written, never dropped. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{([^{}]*)\}/g, (gap, name: string) => (name in values ? String(values[name]) : gap));
