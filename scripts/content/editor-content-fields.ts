/**
 * The web editor's fields for the news posts: the front matter's, made from its schema
 * (app/content/schema/posts.ts, whose meta holds the words), then the post's text, which is not
 * front matter (scripts/content/editor-collections.ts puts them in a collection).
 */
import { editorPattern } from "../../app/content/post-template";
import { postFrontMatterSchema } from "../../app/content/schema/posts";
import { body, type Field } from "./editor-fields";
import { fieldsOf } from "./editor-from-schema";

export const postFields: Field[] = [
  ...fieldsOf(postFrontMatterSchema),
  {
    ...body(
      "Text of the post",
      "Headings (two sizes), lists, quotes, bold, italics and links. A quote's last line “— Name” says who said it.",
      3,
    ),
    pattern: editorPattern("body"),
  },
];
