/**
 * What a schema tells the web editor about its field, through zod's `.meta()`: the label staff
 * read (`title`), the line under it (`description`) and, where the schema alone cannot say, how
 * the field is edited. scripts/content/editor-from-schema.ts reads them from the schema's JSON
 * Schema (`z.toJSONSchema()`), where zod writes every key given to `.meta()` beside the field's
 * type, pattern and bounds, so a field added to a schema with its words is in the editor.
 */
import "zod";
import type { SlotName } from "../../../scripts/content/image-slots";

declare module "zod/v4/core" {
  interface GlobalMeta {
    /** The field's label in the editor: what it is on the page, in staff's words. */
    title?: string;
    /** The hint under the field. */
    description?: string;
    /** Long text gets the larger box ("text"); "hidden" for a value staff never change here. */
    widget?: "string" | "text" | "hidden";
    /** What the editor says when the schema's own pattern refuses what was typed. */
    patternHint?: string;
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
  }
}
