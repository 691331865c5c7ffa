// The redirect rules staff keep in content/redirects.yaml: the old site's addresses and
// where each now goes. The shapes here; what a rule's address may mean (a page, a chain, a loop)
// is checked by scripts/content/check-redirects.ts, and matched by app/lib/redirect-rules.ts.
import { z } from "zod";
import { reservedBecause } from "../reserved-paths";

/** 301 moved for good, 302 may be repointed (a campaign link), 410 gone (nothing replaces it). */
export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * One part of an address: lower-case letters, digits and - . _ ~ (case is folded before matching),
 * a placeholder `:name`, or, as the last part only, `*` (the rest of the address, any length).
 */
const PART = String.raw`(?:[a-z0-9._~-]+|:[a-z][a-z0-9]*)`;
export const RULE_FROM = new RegExp(String.raw`^(?:/${PART})+(?:/\*)?$|^/\*$`);
/** A target: a path of this site, which may use the placeholders of its `from` (and `*`). */
export const RULE_TO = new RegExp(String.raw`^/(?:${PART}(?:/${PART})*/?)?(?:/\*)?$`);

/** The editor writes a cleared field as "" and a chosen number as text: both mean what they say. */
const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);
const numberFromText = (value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value);

export const redirectRuleSchema = z
  .object({
    from: z
      .string()
      .superRefine((from, ctx) => {
        // Checked first, in every spelling the worker would match: "/Admin/" is refused for what
        // it is, not for its capital letter (the pattern below is not checked after it).
        const reserved = reservedBecause(from);
        if (reserved)
          ctx.addIssue({
            code: "custom",
            message: `is ${from}, an address the site itself needs (${reserved}): no rule may take it; remove the rule`,
            continue: false,
          });
      })
      .regex(
        RULE_FROM,
        "must be an old address like /old-page, /:year/:month/:slug or /category/* (lower-case letters, digits and hyphens; :name for a part that varies; * at the end for the rest)",
      )
      .meta({
        title: "Old address",
        description:
          "As it was written after the site's name, in lower case: /old-page, /2024/05/:slug (:name stands for any one part; :year is four digits, :month and :day one or two, :page a number), or /category/* (* at the end: anything below).",
        patternHint: "Write an old address starting with /, like /old-page or /category/*",
      }),
    to: z.preprocess(
      blankIsAbsent,
      z
        .string()
        .regex(RULE_TO, "must be an address of this site like /blog or /blog/:slug (starting with /)")
        .optional()
        .meta({
          title: "Goes to",
          description:
            "A page of this site, like /blog or /trades/carpenter (the painter's is /painter/), or a file under /images/ or /downloads/. It may use the old address's parts: /blog/:slug goes to that post only if it exists. Leave empty when the status is 410.",
          patternHint: "Write an address of this site, starting with /, like /blog",
        }),
    ),
    status: z.preprocess(
      numberFromText,
      z
        .union([z.literal(301), z.literal(302), z.literal(410)], {
          error: "must be 301 (moved for good), 302 (for now, may change) or 410 (gone)",
        })
        .meta({
          title: "Status",
          description: "Search engines move an old address's standing to its new page on a 301.",
          optionLabels: {
            301: "301 moved for good (almost always)",
            302: "302 for now (a campaign link that may change)",
            410: "410 gone (nothing replaces it)",
          },
        }),
    ),
    why: z
      .string()
      .trim()
      .min(1, "is empty: say why, in a few words, so whoever reads it next knows")
      .meta({ title: "Why", description: "A few words for whoever reads this next: what the old address was." }),
  })
  .strict();
export type RedirectRuleSource = z.infer<typeof redirectRuleSchema>;

/** content/redirects.yaml. */
export const redirectsFileSchema = z
  .object({
    rules: z.array(redirectRuleSchema).meta({
      title: "Rules",
      description:
        "One rule per old address or pattern. Add a rule for an address the 404 report lists; never remove one for a page that used to exist (search engines and old links keep using it for years).",
      summary: "{{fields.from}} → {{fields.to}} ({{fields.status}})",
      itemName: "rule",
    }),
  })
  .strict();

/** A rule as the worker carries it: from, to ("" when gone), status. `why` stays in the file. */
export type RedirectRule = readonly [from: string, to: string, status: RedirectStatus];

/** The placeholders of an address, in order (`*` named "*"). */
export const placeholdersOf = (path: string): string[] =>
  path.split("/").flatMap((part) => (part.startsWith(":") ? [part.slice(1)] : part === "*" ? ["*"] : []));
export const isPattern = (from: string) => placeholdersOf(from).length > 0;
