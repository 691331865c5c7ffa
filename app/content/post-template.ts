/**
 * The words a new post starts with, defined once. `npm run new:post` (scripts/content/new-post.ts)
 * writes them; `npm run content:check` (scripts/content/check-template.ts) refuses a post that
 * still has any of them, naming the file, line and field; the web editor's fields refuse them
 * with `editorPattern` (a pattern Decap CMS tests each value with: `RegExp(source).test(value)`).
 * No Node imports: the editor's configuration may be built from this module.
 */

/** The fields a template text can be left in: front matter `excerpt` and `alt`, and the post's text. */
export type TemplateField = "excerpt" | "alt" | "body";

/** One piece of template text, the field it is written into, and what to do instead. */
export type TemplateText = { field: TemplateField; text: string };

const EXCERPT = ["One or two sentences for the news page, the feed and search results.", "Replace this."] as const;
const ALT = ["Placeholder artwork for a news post.", "Replace the picture, then describe what it shows here."] as const;
const BODY = {
  intro: ["Write the post here.", "A blank line starts a new paragraph."],
  heading: "Write a heading here",
  link: "Link to a page of the site like [the trades](/trades)",
  items: ["Write a list item here", "Write another list item here"],
  quote: "Write a quote from someone here.",
  cite: "Their name, their role",
} as const;

/** Every piece of template text, by field: what the check and the editor refuse. */
export const POST_TEMPLATE_TEXT: readonly TemplateText[] = [
  ...EXCERPT.map((text) => ({ field: "excerpt" as const, text })),
  ...ALT.map((text) => ({ field: "alt" as const, text })),
  ...[...BODY.intro, BODY.heading, BODY.link, ...BODY.items, BODY.quote, BODY.cite].map((text) => ({
    field: "body" as const,
    text,
  })),
];

/** What to do instead, by field, in the words staff read. */
export const TEMPLATE_ADVICE: Readonly<Record<TemplateField, string>> = {
  excerpt: "write one or two sentences that sum up the post",
  alt: "say in a few words what your picture shows, for people who cannot see it",
  body: "write your own words there, or delete the line",
};

/** The field as staff see it in a message. */
export const TEMPLATE_FIELD_NAMES: Readonly<Record<TemplateField, string>> = {
  excerpt: "excerpt",
  alt: "alt",
  body: "the post's text",
};

/** The front matter and text `npm run new:post` writes (the title, date and picture are the post's own). */
export const POST_TEMPLATE = {
  excerpt: EXCERPT.join(" "),
  alt: ALT.join(" "),
  body: `${BODY.intro.join(" ")}

## ${BODY.heading}

${BODY.link}, and to anywhere else with its full address, like [our application form]({{APPLICATION_FORM_URL}}).

- ${BODY.items[0]}
- ${BODY.items[1]}

> ${BODY.quote}
>
> — ${BODY.cite}
`,
} as const;

/** The pieces of template text `value` still holds for `field`, in the order of POST_TEMPLATE_TEXT. */
export const templateTextIn = (field: TemplateField, value: string): string[] =>
  POST_TEMPLATE_TEXT.filter((t) => t.field === field && value.includes(t.text)).map((t) => t.text);

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/**
 * The start of a regular expression's source, without flags: at the value's start, a lookahead
 * that fails when the value holds any of `field`'s template text (any length, across lines).
 * To refuse template text and ask for something more in one Decap pattern, follow it with the
 * rest: `${templateLookahead("excerpt")}[\\s\\S]{20,}$`.
 */
export const templateLookahead = (field: TemplateField): string =>
  `^(?![\\s\\S]*(?:${POST_TEMPLATE_TEXT.filter((t) => t.field === field)
    .map((t) => escapeRegExp(t.text))
    .join("|")}))`;

/**
 * A regular expression's source, without flags, that a value of `field` matches only when it
 * holds none of the field's template text: `new RegExp(templatePattern("excerpt")).test("Replace this.")` is false.
 */
export const templatePattern = (field: TemplateField): string => `${templateLookahead(field)}[\\s\\S]*$`;

/** Decap CMS's `pattern` for the field: [regular expression source, the message it shows]. */
export const editorPattern = (field: TemplateField): [string, string] => [
  templatePattern(field),
  `Still has the example words of a new post (such as "${POST_TEMPLATE_TEXT.find((t) => t.field === field)!.text}"): ${TEMPLATE_ADVICE[field]}.`,
];
