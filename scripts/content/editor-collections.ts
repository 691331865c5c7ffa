/**
 * The web editor's collections: which files staff edit, each with the schema its files are
 * checked against (tests/unit/editor-config.test.ts walks the two side by side). Every collection
 * but the posts and the quiz has its fields made from that schema
 * (editor-from-schema.ts), their labels and hints from its `.meta()`.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DATA_FILES, TRADES_FOLDER, tradeFileSchema } from "../../app/content/data-schema";
import { postFrontMatterSchema, tipsFrontMatterSchema } from "../../app/content/schema";
import { FILES } from "./content-files";
import { contentSource } from "./content-dir";
import { postFields } from "./editor-content-fields";
import { body, dataFile, type EditorCollection } from "./editor-fields";
import { COPY_COLLECTIONS } from "./editor-copy";
import { QUIZ_COLLECTIONS } from "./editor-quiz";
import { REDIRECT_COLLECTION } from "./editor-redirects";
import { fieldsOf } from "./editor-from-schema";

/** How many trades there are: one file each in the folder the build reads (CONTENT_DIR or content/). */
const tradeCount = (contentDir = contentSource()) =>
  readdirSync(join(contentDir, TRADES_FOLDER)).filter((name) => name.endsWith(".yaml")).length;

/**
 * A data file's entry, its fields made from the schema the file is checked with, their words from
 * the schema's meta: a field added to the schema with its words is in the editor.
 */
const fromSchema = (file: keyof typeof DATA_FILES, label: string) => dataFile(file, label, fieldsOf(DATA_FILES[file]));
const schemasOf = (...files: Array<keyof typeof DATA_FILES>) =>
  Object.fromEntries(files.map((file) => [file, DATA_FILES[file]]));

const markdownOnly = (name: string, label: string, file: string, hint: string) => ({
  label,
  name,
  file: `content/${file}`,
  fields: [body("Text", hint)],
});

export const EDITOR_COLLECTIONS: EditorCollection[] = [
  {
    collection: {
      name: "posts",
      label: "News posts",
      label_singular: "News post",
      description:
        "The news page and the feed. A new post goes live when its pull request passes the checks and is merged.",
      folder: `content/${FILES.posts}`,
      extension: "md",
      format: "frontmatter",
      create: true,
      // Decap's editorial workflow has no pull request for a deletion: "Delete published entry"
      // committed straight to main, past the checks. A post is taken down by "Hidden from the
      // site" instead, which is an edit like any other.
      delete: false,
      // The file name, and so the address, from the hidden `address` field, which the editor fills
      // from the title before it saves a new post (public/admin/editor.js: 60 characters at most,
      // cut after a whole word). Decap's own truncate filter cut mid-word.
      slug: "{{fields.address}}",
      identifier_field: "title",
      // The list shows the date as the date box does, day first (public/admin/editor.js).
      summary: "{{title}} ({{date | date('DD/MM/YYYY HH:mm')}})",
      sortable_fields: ["date", "title"],
      media_folder: "/content/images/posts",
      public_folder: "/images/posts",
      fields: postFields,
    },
    schemas: { "*": postFrontMatterSchema },
  },
  // The site's settings next to the news: the program's contact details are what staff change next most.
  COPY_COLLECTIONS[0]!,
  {
    collection: {
      name: "trades",
      label: "Trades",
      label_singular: "Trade",
      description: `The ${tradeCount()} trades: each trade page, its card on the trades list and its figures.`,
      folder: `content/${TRADES_FOLDER}`,
      extension: "yaml",
      format: "yaml",
      create: false,
      delete: false,
      identifier_field: "name",
      sortable_fields: ["order", "name"],
      // Made from the schema each trade file is checked with, its words from the schema's meta.
      fields: fieldsOf(tradeFileSchema),
    },
    schemas: { "*": tradeFileSchema },
  },
  {
    collection: {
      name: "stories",
      label: "Success stories",
      files: [
        fromSchema("data/stories.yaml", "Written stories"),
        fromSchema("data/videos.yaml", "Video stories"),
        fromSchema("data/testimonials.yaml", "Graduates' quotes (Info for Schools)"),
      ],
    },
    schemas: schemasOf("data/stories.yaml", "data/videos.yaml", "data/testimonials.yaml"),
  },
  {
    collection: {
      name: "people",
      label: "Staff and partners",
      files: [
        fromSchema("data/staff.yaml", "Staff cards (About)"),
        fromSchema("data/partners.yaml", "Partner logos (About)"),
      ],
    },
    schemas: schemasOf("data/staff.yaml", "data/partners.yaml"),
  },
  {
    collection: {
      name: "gallery",
      label: "Photo carousels",
      files: [fromSchema("data/gallery.yaml", "Carousels")],
    },
    schemas: schemasOf("data/gallery.yaml"),
  },
  // The picture beside each page's heading on wide screens (decision 020).
  {
    collection: {
      name: "banners",
      label: "Page banners",
      files: [fromSchema("data/banners.yaml", "Banner pictures")],
    },
    schemas: schemasOf("data/banners.yaml"),
  },
  {
    collection: {
      name: "pages",
      label: "Pages of text",
      files: [
        markdownOnly(
          "faq",
          "Apprenticeship FAQ",
          FILES.faq,
          "Each question is a “## Question?” heading, followed by its answer.",
        ),
        {
          label: "Tips for success",
          name: "tips",
          file: `content/${FILES.tips}`,
          fields: [
            ...fieldsOf(tipsFrontMatterSchema),
            body("Text", "## for each part, ### for each tip; a *** line ends a part."),
          ],
        },
        markdownOnly(
          "privacy",
          "Privacy policy",
          FILES.privacy,
          "Each section is a “## Heading”, followed by its text.",
        ),
        markdownOnly("terms", "Terms of use", FILES.terms, "Each section is a “## Heading”, followed by its text."),
        markdownOnly(
          "schools-partnership",
          "Info for Schools: working with us",
          FILES.schoolsPartnership,
          "Paragraphs only.",
        ),
      ],
    },
    schemas: { [FILES.tips]: tipsFrontMatterSchema },
  },
  ...COPY_COLLECTIONS.slice(1),
  ...QUIZ_COLLECTIONS,
  REDIRECT_COLLECTION,
];
