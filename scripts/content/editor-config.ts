/**
 * The web editor's configuration (Decap CMS at /admin, docs/editor.md): which files staff edit,
 * and each field's label, hint and checks in their words. The build writes it to
 * public/admin/config.yml. Every collection names the schema its files are checked against;
 * tests/unit/editor-config.test.ts fails when a field exists in one and not the other, or when
 * the editor would accept a value the schema refuses (required fields, lists, choices).
 */
import { EDITOR_BRANCH, EDITOR_REPOSITORY } from "../../app/content/links";
import { PREVIEW_COLLECTIONS, PREVIEW_PAGES, WORDS_COLLECTION } from "../../app/preview/names";
import { requireSiteOrigin } from "../lib/site-origin";
import { EDITOR_COLLECTIONS } from "./editor-collections";
import { withLivePage } from "./editor-live-pages";

export { EDITOR_COLLECTIONS } from "./editor-collections";
export { MAX_UPLOAD_BYTES, type EditorCollection, type Field } from "./editor-fields";

type Collection = (typeof EDITOR_COLLECTIONS)[number]["collection"];

/**
 * A collection with the preview pane where the site's own page is drawn in it (app/preview/,
 * decision 028: posts, trades and the pages of app/preview/names.ts) and without it elsewhere,
 * where Decap would draw a list of bare fields that looks like no page.
 */
export function withPreview(collection: Collection): Collection {
  if ((PREVIEW_COLLECTIONS as readonly string[]).includes(collection.name)) return collection;
  if (collection.name === WORDS_COLLECTION && Array.isArray(collection.files))
    return {
      ...collection,
      files: (collection.files as { name: string }[]).map((file) => ({
        ...file,
        editor: { preview: (PREVIEW_PAGES as readonly string[]).includes(file.name) },
      })),
    };
  return { ...collection, editor: { preview: false } };
}

/**
 * The whole configuration, as config.yml holds it. `origin`: the site's address, the developers'
 * (scripts/lib/site-origin.ts), never content's: Decap opens its sign-in window there.
 */
export function editorConfig(origin: string = requireSiteOrigin()) {
  return {
    backend: {
      name: "github",
      repo: EDITOR_REPOSITORY,
      branch: EDITOR_BRANCH,
      base_url: origin,
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
    site_url: origin,
    display_url: origin,
    logo_url: "/images/logo.svg",
    locale: "en",
    // What the editor's Media screen lists: the news photos, the ones staff look for most. (Each
    // collection's pictures go in their own folder, below; nothing reads a folder of loose uploads,
    // so a Media screen over one showed nothing staff had put in.)
    media_folder: "content/images/posts",
    public_folder: "/images/posts",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // View Live opens the entry's own page where it has one (editor-live-pages.ts).
    collections: EDITOR_COLLECTIONS.map((c) => withLivePage(withPreview(c.collection))),
  };
}
