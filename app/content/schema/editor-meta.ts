/**
 * What a schema tells the web editor about its field, through zod's `.meta()`: the label staff
 * read (`title`), the line under it (`description`) and, where the schema alone cannot say, how
 * the field is edited. scripts/content/editor-from-schema.ts reads them from the schema's JSON
 * Schema (`z.toJSONSchema()`), where zod writes every key given to `.meta()` beside the field's
 * type, pattern and bounds, so a field added to a schema with its words is in the editor.
 */
import "zod";
import type { SlotName } from "../../../scripts/content/image-slots";

/** The name public/admin/editor.js registers its date widget under: Adelaide's day and time, typed DD/MM/YYYY HH:mm. */
export const ADELAIDE_DATE_WIDGET = "adelaide_datetime";

declare module "zod/v4/core" {
  interface GlobalMeta {
    /** The field's label in the editor: what it is on the page, in staff's words. */
    title?: string;
    /** The hint under the field. */
    description?: string;
    /**
     * Long text gets the larger box ("text"); "hidden" for a value staff never change here;
     * ADELAIDE_DATE_WIDGET for a post's date (public/admin/editor.js's own widget).
     */
    widget?: "string" | "text" | "hidden" | typeof ADELAIDE_DATE_WIDGET;
    /** What the editor says when the schema's own pattern refuses what was typed. */
    patternHint?: string;
    /**
     * A check the editor makes as staff type where the schema's own checks are not one pattern (a
     * length after trimming, the example words of a new post): the pattern and what to write.
     * content:check says the same from the schema, in its own words.
     */
    typedPattern?: [pattern: string, hint: string];
    /** What the editor says when the text is shorter than the schema's minimum length. */
    lengthHint?: string;
    /** A choice's label for each value it may take, by value. */
    optionLabels?: Record<string, string>;
    /** The line a list's item shows while closed, like "{{fields.name}}" (Decap's summary). */
    summary?: string;
    /** What one item of a list is called: the editor's "Add rule", and content:check's "rule 12". */
    itemName?: string;
    /**
     * A picture staff upload (a group of `src`, `alt` and `focus`, data-schema.ts
     * pictureSourceSchema): the folder under content/images/ its uploads go in, and the place it
     * is shown, whose shape and size the photo's hint quotes (scripts/content/image-slots.ts).
     */
    picture?: { folder: string; slot: SlotName };
    /**
     * One photo file beside its own description and focus fields (a post's cover, a picture's
     * `src`): uploaded into content/images/<folder>/ (the collection's media folder when none is
     * named), with the hint of the place it is shown, after `before`.
     */
    photoFile?: { slot: SlotName; before?: string; folder?: string };
    /**
     * Written above the field in the file: Decap keeps a field's comment when it saves, and loses
     * any other. A "\\n" starts a new comment line.
     */
    comment?: string;
    /** The value a new entry starts with (a box left unticked: false). */
    default?: string | number | boolean;
  }
}
