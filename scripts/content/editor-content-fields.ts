/**
 * The web editor's fields for the news posts: labels, hints and checks in staff's words
 * (scripts/content/editor-collections.ts puts them in a collection).
 */
import { editorPattern, templateLookahead } from "../../app/content/post-template";
import {
  ALT_PATTERN,
  body,
  group,
  focus,
  image,
  objects,
  optional,
  optionalGroupField,
  slotHint,
  string,
  text,
  type Field,
} from "./editor-fields";

/** The name public/admin/editor.js registers its date widget under. */
export const ADELAIDE_DATE_WIDGET = "adelaide_datetime";

export const postFields: Field[] = [
  string("title", "Title", "The post's heading, and the name of its page."),
  {
    label: "Date",
    name: "date",
    // public/admin/editor.js's own widget: the date shown and typed DD/MM/YYYY HH:mm whatever the
    // browser's language (Decap's datetime is the browser's own box, which showed an en-AU staff
    // member mm/dd/yyyy), written to the file as YYYY-MM-DDTHH:mm, an Adelaide time with no
    // offset, which content:check reads as Adelaide's clock (a file with a day alone,
    // 2026-11-29, still loads, as its midnight). Its Now is Adelaide's date and time, as
    // `npm run new:post` dates a post, whatever the computer's own time zone.
    widget: ADELAIDE_DATE_WIDGET,
    hint: "The day and time the post goes live, in Adelaide time. A later date and time schedules it: it stays off the site (news page, feed, its own page) until then, and appears by itself, with nothing more to do. A date already past: the post goes live as soon as it is published. Between 01/01/2020 and a year from today; a date outside is refused. Posts are listed newest first; the site shows the day only.",
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
      { ...focus("photoFocus"), label: "Part of the awards photo to keep when it is cropped" },
      string("caption", "Caption under the photo"),
      objects(
        "winners",
        "Winners",
        "Exactly ten awards, each with its winner.",
        [string("award", "Award"), string("name", "Winner's name")],
        { summary: "{{fields.award}}: {{fields.name}}", label_singular: "winner" },
      ),
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
