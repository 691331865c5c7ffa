/**
 * The web editor's fields for the posts, the trades and the success stories: labels, hints and
 * checks in staff's words (scripts/content/editor-collections.ts puts them in collections).
 */
import { demandSchema, tradeIconSchema } from "../../app/content/schema";
import { editorPattern, templateLookahead } from "../../app/content/post-template";
import {
  ALT_PATTERN,
  body,
  group,
  focus,
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

export const postFields: Field[] = [
  string("title", "Title", "The post's heading, and the name of its page."),
  {
    label: "Date",
    name: "date",
    widget: "datetime",
    hint: "The day and time the post goes live, in Adelaide time. A later date and time schedules it: it stays off the site (news page, feed, its own page) until then, and appears by itself, with nothing more to do. Posts are listed newest first; the site shows the day only.",
    // The day and an Adelaide time with no offset (2026-11-29T09:00), which content:check reads
    // as Adelaide's clock; a file with a day alone (2026-11-29) still loads, as its midnight.
    format: "YYYY-MM-DDTHH:mm",
    date_format: "D MMMM YYYY",
    time_format: "HH:mm",
    // The editor's own clock, not UTC: "Now" on an Adelaide morning is Adelaide's date and time,
    // as `npm run new:post` dates a post (UTC is still the day before until 9:30 or 10:30).
    picker_utc: false,
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
  focus("imageFocus"),
  optional({
    label: "Hidden from the site",
    name: "hidden",
    widget: "boolean",
    default: false,
    hint: "Ticked: the post is kept here but not shown anywhere on the site (its page, the news page, the feed), whatever its date: a draft, or a post taken down. Untick it and publish to show it. To take a post down, tick this and publish: the change goes through the same checks as any other.",
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
      focus("photoFocus"),
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
      "Headings (two sizes), lists, quotes, bold, italics and links. A quote's last line “— Name” says who said it.",
      3,
    ),
    pattern: editorPattern("body"),
  },
  // Filled by the editor from the title when a post is first saved, and never shown: the post's
  // file name and so its address (public/admin/editor.js).
  { label: "Address", name: "address", widget: "hidden" },
];

export const tradeFields: Field[] = [
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
  // A card's figure is made from the trade's own (above): written here only where it has none.
  group("cards", "The three summary cards", [
    group("duration", "Duration card", [
      string("note", "Under the figure", "The figure is the apprenticeship's length in years, above."),
    ]),
    group("startingWage", "Starting wage card", [
      optional(
        string(
          "value",
          "Figure, only when there is no first-year hourly rate",
          "Empty: the card shows the hourly rate above (like $22/hour). Write one only for a trade without it, like $60,000+.",
        ),
      ),
      string("note", "Under the figure"),
    ]),
    group("jobGrowth", "Job growth card", [
      optional(
        string(
          "value",
          "Figure, only when there is no job growth figure",
          "Empty: the card shows the percentage of Job growth above. Write one only for a trade without it, like Strong demand.",
        ),
      ),
      string("note", "Under the figure"),
    ]),
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

export const storyFields: Field[] = [
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
