/**
 * The web editor's "Page banners" collection: the picture beside each page's heading on wide
 * screens (content/data/banners.yaml, decision 020), checked against the data schema as the
 * other collections are (tests/unit/editor-config.test.ts).
 */
import { DATA_FILES } from "../../app/content/data-schema";
import { dataFile, objects, picture, slotHint, string, type EditorCollection } from "./editor-fields";

export const BANNER_COLLECTION: EditorCollection = {
  collection: {
    name: "banners",
    label: "Page banners",
    files: [
      dataFile("data/banners.yaml", "Banner pictures", [
        objects(
          "banners",
          "Banners",
          "The picture beside a page's heading on screens 1024 pixels wide and wider (phones never download it). One per page; a page not listed shows none. Home, the trades with a video and news posts take none.",
          [
            string(
              "page",
              "Page address",
              "As the browser shows it after the site's name: /info-for-students, /trades/bricklayer, /painter/.",
              { pattern: ["^/", "Write the page's address, starting with /, like /info-for-students"] },
            ),
            picture("picture", "Picture", "banners", slotHint("banner")),
          ],
          { summary: "{{fields.page}}" },
        ),
      ]),
    ],
  },
  schemas: { "data/banners.yaml": DATA_FILES["data/banners.yaml"] },
};
