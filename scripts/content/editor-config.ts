/**
 * The web editor's configuration (Decap CMS at /admin, docs/editor.md): which files staff edit,
 * and each field's label, hint and checks in their words. The build writes it to
 * public/admin/config.yml. Every collection names the schema its files are checked against;
 * tests/unit/editor-config.test.ts fails when a field exists in one and not the other, or when
 * the editor would accept a value the schema refuses (required fields, lists, choices).
 */
import type { z } from "zod";
import { DATA_FILES, TRADES_FOLDER, tradeFileSchema } from "../../content/data-schema";
import { demandSchema, postFrontMatterSchema, tipsFrontMatterSchema, tradeIconSchema } from "../../content/schema";
import { EDITOR_BRANCH, EDITOR_REPOSITORY, SITE_ORIGIN } from "../../content/site";
import { editorPattern, templateLookahead } from "../../content/post-template";
import { FILES } from "./check-context";
import {
  ALT_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  body,
  group,
  image,
  list,
  objects,
  optional,
  optionalGroupField,
  picture,
  slotHint,
  select,
  string,
  text,
  type Field,
} from "./editor-fields";

export { MAX_UPLOAD_BYTES, type Field } from "./editor-fields";

const postFields: Field[] = [
  string("title", "Title", "The post's heading, and the name of its page."),
  {
    label: "Date",
    name: "date",
    widget: "datetime",
    hint: "The day the post is published. Posts are listed newest first.",
    format: "YYYY-MM-DD",
    date_format: "D MMMM YYYY",
    time_format: false,
    picker_utc: true,
  },
  text("excerpt", "Summary", "One or two sentences: shown on the news page, in the feed and in search results.", {
    pattern: [
      `${templateLookahead("excerpt")}[\\s\\S]{20,}$`,
      "Write at least 20 characters of your own: one or two sentences that sum up the post",
    ],
  }),
  image("image", "Cover photo", slotHint("cover", "A landscape photo: ")),
  string("alt", "Description of the cover photo", "What the photo shows, for people who cannot see it.", {
    pattern: ALT_PATTERN,
  }),
  optional({
    label: "Show a Back to News link",
    name: "backToBlog",
    widget: "boolean",
    default: false,
  }),
  optionalGroupField(
    group("callout", "Call-out box", [
      string("heading", "Heading"),
      text("text", "Text"),
      group("cta", "Button", [
        string("label", "Button text"),
        string("href", "Where it goes", "A page of this site, like /trades, or a full https:// address."),
      ]),
    ]),
  ),
  optionalGroupField(
    group("awards", "Awards (only for an awards-night post)", [
      string("heading", "Heading over the winners"),
      image("photo", "Photo", slotHint("awards", "Shown above the winners. ")),
      string("photoAlt", "Description of the photo", "What the photo shows.", { pattern: ALT_PATTERN }),
      string("caption", "Caption under the photo"),
      objects("winners", "Winners", "Exactly ten awards, each with its winner.", [
        string("award", "Award"),
        string("name", "Winner's name"),
      ]),
    ]),
  ),
  {
    ...body(
      "Text of the post",
      "Headings, lists, quotes, bold, italics and links. A quote's last line “— Name” says who said it.",
    ),
    pattern: editorPattern("body"),
  },
];

const tradeFields: Field[] = [
  {
    label: "Place in the list",
    name: "order",
    widget: "number",
    value_type: "int",
    min: 1,
    hint: "1 is first in the trades list and the menu.",
  },
  { label: "Address", name: "slug", widget: "hidden" },
  string("name", "Trade name"),
  select("icon", "Icon", [...tradeIconSchema.options]),
  select("demand", "Demand", [...demandSchema.options], "As SPEC §9's figures give it."),
  string("salary", "Yearly pay once qualified (listing)", "Like $86,960.", {
    pattern: ["^\\$\\d{2,3},\\d{3}$", "Write the yearly pay like $86,960"],
  }),
  optional(
    string(
      "pageSalary",
      "Yearly pay on the trade's own page",
      "Only where it differs from the listing, like $145,744+.",
      {
        pattern: ["^(\\$\\d{3},\\d{3}\\+)?$", "Write it like $145,744+ or leave it empty"],
      },
    ),
  ),
  select("durationYears", "Apprenticeship length (years)", [
    { label: "3 years", value: 3 },
    { label: "4 years", value: 4 },
  ]),
  optional(string("startingHourly", "First-year hourly rate", "Like from $18 or $22; empty when not shown.")),
  optional(string("jobGrowth", "Job growth", "Like 25% or 15% above average; empty when not shown.")),
  text("description", "Card text on the trades list", "Two sentences.", {
    pattern: [".{40,}", "Write at least 40 characters"],
  }),
  list("intro", "Opening paragraphs", "One paragraph per item.", text("paragraph", "Paragraph")),
  { label: "In the Future Pathways group of the menu", name: "futurePathway", widget: "boolean" },
  optionalGroupField(
    group("video", "Video", [
      string("vimeoId", "Vimeo video number", "The digits at the end of the Vimeo address.", {
        pattern: ["^\\d+$", "Only the digits of the Vimeo address"],
      }),
      string("title", "Video title"),
    ]),
  ),
  select("process", "Process graphic", ["five-steps", "none", "civil-engineer", "construction-manager"]),
  group("cards", "The three summary cards", [
    group("duration", "Duration card", [string("value", "Figure"), string("note", "Under the figure")]),
    group("startingWage", "Starting wage card", [string("value", "Figure"), string("note", "Under the figure")]),
    group("jobGrowth", "Job growth card", [string("value", "Figure"), string("note", "Under the figure")]),
  ]),
  group("tasks", "What the work involves", [
    select("heading", "Heading", ["Daily Tasks", "A Typical Day May Involve", "What You'll Do"]),
    list("items", "Points", "At least three.", string("item", "Point"), { min: 3 }),
  ]),
  group("environment", "Where the work happens", [
    select("heading", "Heading", ["Work Environment", "It Helps to Be Good At"]),
    list("items", "Points", "At least three.", string("item", "Point"), { min: 3 }),
  ]),
  list("entryRequirements", "Entry requirements", "At least two.", string("item", "Requirement"), { min: 2 }),
  select("entryLevel", "Entry level (the trade explorer filters on it)", [
    { label: "Year 10 or equivalent", value: "year-10" },
    { label: "Year 12 preferred", value: "year-12-preferred" },
    { label: "Year 12", value: "year-12" },
  ]),
  { label: "Normal colour vision needed", name: "colourVision", widget: "boolean" },
  {
    label: "Ways in",
    name: "pathways",
    widget: "select",
    multiple: true,
    min: 1,
    max: 2,
    options: [
      { label: "Paid apprenticeship", value: "apprenticeship" },
      { label: "University degree", value: "degree" },
    ],
  },
  list("trainingSupport", "Training and support", "At least two.", string("item", "Point"), { min: 2 }),
];

const storyFields: Field[] = [
  string("name", "Name"),
  { label: "Age", name: "age", widget: "hidden", default: "" },
  string("trade", "Trade"),
  { label: "Year they finished", name: "completionYear", widget: "number", value_type: "int", min: 2015, max: 2026 },
  string("currentRole", "What they do now"),
  string("salary", "Pay or award", "Like $84,000 a year, or an award's name. Never more than the trade's yearly pay."),
  text("story", "Their story", "A short paragraph.", { pattern: [".{40,}", "Write at least 40 characters"] }),
  picture("image", "Photo", "stories", slotHint("story")),
  { label: "Stars", name: "rating", widget: "hidden", default: 5 },
];

const dataFile = (file: keyof typeof DATA_FILES, label: string, fields: Field[]) => ({
  label,
  name: file.replace(/^data\/|\.yaml$/g, ""),
  file: `content/${file}`,
  fields,
});

/** One entry per collection: its Decap definition and the schema its files are checked against. */
export type EditorCollection = {
  collection: Record<string, unknown> & { name: string; label: string };
  /** For a folder collection, or each file of a file collection, the schema of the front matter / file. */
  schemas: Record<string, z.ZodType>;
};

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
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["date", "title"],
      media_folder: "/content/images/posts",
      public_folder: "/images/posts",
      fields: postFields,
    },
    schemas: { "*": postFrontMatterSchema },
  },
  {
    collection: {
      name: "trades",
      label: "Trades",
      label_singular: "Trade",
      description: "The 15 trades: each trade page, its card on the trades list and its figures (SPEC §9).",
      folder: `content/${TRADES_FOLDER}`,
      extension: "yaml",
      format: "yaml",
      create: false,
      delete: false,
      identifier_field: "name",
      sortable_fields: ["order", "name"],
      fields: tradeFields,
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
              string("role", "What they do now"),
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
              string("phone", "Phone", "Like (08) 5550 1234.", { pattern: PHONE_PATTERN }),
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
              text("text", "Text"),
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
];

/** The whole configuration, as config.yml holds it. */
export function editorConfig() {
  return {
    backend: {
      name: "github",
      repo: EDITOR_REPOSITORY,
      branch: EDITOR_BRANCH,
      base_url: SITE_ORIGIN,
      auth_endpoint: "admin/auth",
      commit_messages: {
        create: "{{collection}}: add “{{slug}}” (web editor, {{author-name}})",
        update: "{{collection}}: edit “{{slug}}” (web editor, {{author-name}})",
        delete: "{{collection}}: remove “{{slug}}” (web editor, {{author-name}})",
        uploadMedia: "photos: add {{path}} (web editor, {{author-name}})",
        deleteMedia: "photos: remove {{path}} (web editor, {{author-name}})",
      },
    },
    // Drafts are pull requests: nothing goes live until the checks pass and someone merges it.
    publish_mode: "editorial_workflow",
    // On a developer's machine (`npm run dev` starts decap-server), saving writes the files
    // straight into content/; the page at /admin sets CMS_ENV so this section applies there.
    local_backend: true,
    development: {
      publish_mode: "simple",
      // `npm run dev` says where its local backend listens (scripts/dev/editor-backend.mjs).
      ...(process.env.EDITOR_LOCAL_BACKEND_URL ? { local_backend: { url: process.env.EDITOR_LOCAL_BACKEND_URL } } : {}),
    },
    // The site's own pages are the preview: a blank pane beside the fields would only confuse.
    editor: { preview: false },
    site_url: SITE_ORIGIN,
    display_url: SITE_ORIGIN,
    logo_url: "/images/logo.svg",
    locale: "en",
    media_folder: "content/images/uploads",
    public_folder: "/images/uploads",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: EDITOR_COLLECTIONS.map((c) => c.collection),
  };
}
