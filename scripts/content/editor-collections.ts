/**
 * The web editor's collections: which files staff edit, each with the schema its files are
 * checked against (tests/unit/editor-config.test.ts walks the two side by side).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DATA_FILES, TRADES_FOLDER, tradeFileSchema } from "../../app/content/data-schema";
import { postFrontMatterSchema, tipsFrontMatterSchema } from "../../app/content/schema";
import { FILES } from "./content-files";
import { contentSource } from "./content-dir";
import { postFields, storyFields } from "./editor-content-fields";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  body,
  dataFile,
  group,
  list,
  objects,
  picture,
  slotHint,
  string,
  text,
  type EditorCollection,
} from "./editor-fields";
import { BANNER_COLLECTION } from "./editor-banners";
import { COPY_COLLECTIONS } from "./editor-copy";
import { QUIZ_COLLECTIONS } from "./editor-quiz";
import { REDIRECT_COLLECTION } from "./editor-redirects";
import { fieldsOf } from "./editor-from-schema";

/** How many trades there are: one file each in the folder the build reads (CONTENT_DIR or content/). */
const tradeCount = (contentDir = contentSource()) =>
  readdirSync(join(contentDir, TRADES_FOLDER)).filter((name) => name.endsWith(".yaml")).length;

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
      summary: "{{title}} ({{date}})",
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
        dataFile("data/stories.yaml", "Written stories", [
          group("home", "Home page teaser", [string("story", "Whose story", "The name exactly as in the list below.")]),
          objects("stories", "Stories", "Shown on /success-stories in this order.", storyFields, {
            summary: "{{fields.name}}, {{fields.trade}}",
          }),
        ]),
        dataFile("data/videos.yaml", "Video stories", [
          objects(
            "videos",
            "Videos",
            "Shown on /success-stories; each opens in a player.",
            [
              string("name", "Name"),
              string("trade", "Trade"),
              string("title", "Video title"),
              string("vimeoId", "Vimeo video number", "The digits at the end of the Vimeo address.", {
                pattern: ["^\\d+$", "Only the digits of the Vimeo address"],
              }),
              picture("poster", "Still shown before it plays", "videos", slotHint("poster")),
            ],
            { summary: "{{fields.title}}" },
          ),
        ]),
        dataFile("data/testimonials.yaml", "Graduates' quotes (Info for Schools)", [
          objects(
            "testimonials",
            "Quotes",
            "Shown on /info-for-schools.",
            [
              string("name", "Name"),
              string("role", "Their job, under the quote"),
              text("quote", "Quote", "", { pattern: [".{20,}", "Write at least 20 characters"] }),
              picture("photo", "Photo", "testimonials", slotHint("avatar")),
            ],
            { summary: "{{fields.name}}" },
          ),
        ]),
      ],
    },
    schemas: {
      "data/stories.yaml": DATA_FILES["data/stories.yaml"],
      "data/videos.yaml": DATA_FILES["data/videos.yaml"],
      "data/testimonials.yaml": DATA_FILES["data/testimonials.yaml"],
    },
  },
  {
    collection: {
      name: "people",
      label: "Staff and partners",
      files: [
        dataFile("data/staff.yaml", "Staff cards (About)", [
          objects(
            "staff",
            "Staff",
            "The cards on /about, in this order.",
            [
              string("name", "Name"),
              string("role", "Role"),
              string("phone", "Phone", "Like (08) 8123 4567 or 0412 345 678.", { pattern: PHONE_PATTERN }),
              string("email", "E-mail", "Like jo.citizen@example.com.", { pattern: EMAIL_PATTERN }),
              picture("photo", "Photo", "staff", slotHint("staff")),
              text("bio", "One line about them", "", { pattern: [".{20,}", "Write a sentence or two"] }),
            ],
            { summary: "{{fields.name}}, {{fields.role}}" },
          ),
        ]),
        dataFile("data/partners.yaml", "Partner logos (About)", [
          objects(
            "partners",
            "Partners",
            "The logos on /about, in this order.",
            [string("name", "Organisation"), picture("logo", "Logo", "partners", slotHint("logo"))],
            { summary: "{{fields.name}}" },
          ),
        ]),
      ],
    },
    schemas: {
      "data/staff.yaml": DATA_FILES["data/staff.yaml"],
      "data/partners.yaml": DATA_FILES["data/partners.yaml"],
    },
  },
  {
    collection: {
      name: "gallery",
      label: "Photo carousels",
      files: [
        dataFile(
          "data/gallery.yaml",
          "Carousels",
          (
            [
              ["home", "Home page carousel"],
              ["about", "About page carousel (6 photos)"],
              ["blog", "News page carousel (12 photos)"],
              ["stories", "Success stories carousel"],
            ] as const
          ).map(([name, label]) =>
            list(
              name,
              label,
              "Photos in the order they scroll past.",
              picture("photo", "Photo", "gallery", slotHint("gallery")),
              {
                summary: "{{fields.alt}}",
              },
            ),
          ),
        ),
      ],
    },
    schemas: { "data/gallery.yaml": DATA_FILES["data/gallery.yaml"] },
  },
  BANNER_COLLECTION,
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
            group("getInTouch", "Get In Touch band", [
              string("heading", "Heading"),
              text("text", "Words under the band's heading"),
              string("label", "Button text"),
            ]),
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
