/**
 * The web editor's "Page banners" collection: the picture beside each page's heading on wide
 * screens (content/data/banners.yaml, decision 020), its fields made from the file's schema.
 */
import { DATA_FILES } from "../../app/content/data-schema";
import { dataFile, type EditorCollection } from "./editor-fields";
import { fieldsOf } from "./editor-from-schema";

export const BANNER_COLLECTION: EditorCollection = {
  collection: {
    name: "banners",
    label: "Page banners",
    files: [dataFile("data/banners.yaml", "Banner pictures", fieldsOf(DATA_FILES["data/banners.yaml"]))],
  },
  schemas: { "data/banners.yaml": DATA_FILES["data/banners.yaml"] },
};
