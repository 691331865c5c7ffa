/**
 * The web editor's "Redirects" collection: content/redirects.yaml, the old site's addresses and
 * where each goes now, its fields made from the file's schema. The editor checks each address's
 * form as staff type; content:check (CI on the pull request) and the editor before it saves
 * (public/admin/editor.js) refuse a target that is not a page, a chain, a loop, a rule over a page
 * and placeholders that do not match, naming the rule.
 */
import { redirectsFileSchema } from "../../app/content/schema/redirects";
import { REDIRECTS_FILE } from "./content-files";
import type { EditorCollection } from "./editor-fields";
import { fieldsOf } from "./editor-from-schema";

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
        fields: fieldsOf(redirectsFileSchema),
      },
    ],
  },
  schemas: { [REDIRECTS_FILE]: redirectsFileSchema },
};
