/**
 * The web editor's "Redirects" collection: content/redirects.yaml, the old site's
 * addresses and where each goes now, checked against the same schema as the file
 * (tests/unit/editor-config.test.ts). The editor checks each address's form as staff type;
 * content:check (CI on the pull request) refuses a target that is not a page, a chain, a loop, a
 * rule over a page and placeholders that do not match, naming the rule.
 */
import { RULE_FROM, RULE_TO, redirectsFileSchema } from "../../app/content/schema/redirects";
import { REDIRECTS_FILE } from "./content-files";
import { objects, optional, select, string, type EditorCollection } from "./editor-fields";

export const REDIRECT_COLLECTION: EditorCollection = {
  collection: {
    name: "redirects",
    label: "Redirects",
    description:
      "Old addresses (the old site's, printed flyers, links in old posts) and where each goes now. Exact addresses first; then patterns, the first that fits wins. See docs/content.md, Redirects.",
    files: [
      {
        label: "Redirect rules",
        name: "redirects",
        file: `content/${REDIRECTS_FILE}`,
        fields: [
          objects(
            "rules",
            "Rules",
            "One rule per old address or pattern. Add a rule for an address the 404 report lists; never remove one for a page that used to exist (search engines and old links keep using it for years).",
            [
              string(
                "from",
                "Old address",
                "As it was written after the site's name, in lower case: /old-page, /2024/05/:slug (:name stands for any one part; :year is four digits, :month and :day one or two, :page a number), or /category/* (* at the end: anything below).",
                { pattern: [RULE_FROM.source, "Write an old address starting with /, like /old-page or /category/*"] },
              ),
              optional(
                string(
                  "to",
                  "Goes to",
                  "A page of this site, like /blog or /trades/carpenter (the painter's is /painter/), or a file under /images/ or /downloads/. It may use the old address's parts: /blog/:slug goes to that post only if it exists. Leave empty when the status is 410.",
                  { pattern: [RULE_TO.source, "Write an address of this site, starting with /, like /blog"] },
                ),
              ),
              select(
                "status",
                "Status",
                [
                  { label: "301 moved for good (almost always)", value: 301 },
                  { label: "302 for now (a campaign link that may change)", value: 302 },
                  { label: "410 gone (nothing replaces it)", value: 410 },
                ],
                "Search engines move an old address's standing to its new page on a 301.",
              ),
              string("why", "Why", "A few words for whoever reads this next: what the old address was."),
            ],
            // label_singular: the editor's "Add rule", and the content check's "rule 12".
            { summary: "{{fields.from}} → {{fields.to}} ({{fields.status}})", label_singular: "rule" },
          ),
        ],
      },
    ],
  },
  schemas: { [REDIRECTS_FILE]: redirectsFileSchema },
};
