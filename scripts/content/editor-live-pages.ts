/**
 * The editor's View Live link (Decap's `preview_path`): the page of the site an entry's words
 * are on, so staff look at a published change where visitors see it. An entry whose words show
 * on several pages (settings, shared words, carousels, banners, redirects) has none, and Decap
 * opens the home page. Addresses come from the site's own (paths.ts, page-paths.ts), so a page
 * that moves takes its link with it.
 */
import { PAGE_PATH, type PageKey } from "../../app/content/page-paths";
import { postPath, tradePath } from "../../app/content/paths";
import { FILES, QUIZ_FILES } from "./content-files";
import { COPY_FILES } from "./copy-files";

/** Decap's name for an entry's file name (without its extension) in a folder collection. */
const SLUG = "{{slug}}";

/** A folder collection's entries, by the collection's name. */
export const FOLDER_PAGES: Record<string, string> = {
  posts: postPath({ slug: SLUG }),
  // The painter's page is /painter/: /trades/painter reaches it by SPEC's redirect.
  trades: tradePath({ slug: SLUG }),
  // Each trade's reasons are what a result on the quiz's page says.
  "find-your-trade-reasons": PAGE_PATH.findYourTrade,
};

const pagePath = (key: string) => {
  if (!(key in PAGE_PATH)) throw new Error(`copy-files.ts names a page "${key}" that page-paths.ts does not have`);
  return PAGE_PATH[key as PageKey];
};

/** A file collection's entries, by their file under content/. */
export const FILE_PAGES: Record<string, string> = {
  // A page's words (title, heading, sections): that page.
  ...Object.fromEntries(COPY_FILES.flatMap((file) => (file.page ? [[file.file, pagePath(file.page)]] : []))),
  "pages/parents-questions.yaml": PAGE_PATH.parents,
  [FILES.faq]: PAGE_PATH.faq,
  [FILES.tips]: PAGE_PATH.tips,
  [FILES.privacy]: PAGE_PATH.privacy,
  [FILES.terms]: PAGE_PATH.terms,
  [FILES.schoolsPartnership]: PAGE_PATH.schools,
  [QUIZ_FILES.questions]: PAGE_PATH.findYourTrade,
  // Files named in the editor for the page that shows them.
  "data/stories.yaml": PAGE_PATH.successStories,
  "data/videos.yaml": PAGE_PATH.successStories,
  "data/testimonials.yaml": PAGE_PATH.schools,
  "data/staff.yaml": PAGE_PATH.about,
  "data/partners.yaml": PAGE_PATH.about,
};

type Collection = Record<string, unknown> & { name: string };

/**
 * `collection` with its View Live address: the collection's own for a folder, each file's own
 * for a file collection (Decap reads a file's `preview_path` before its collection's).
 */
export function withLivePage<C extends Collection>(collection: C): C {
  const folder = FOLDER_PAGES[collection.name];
  if (folder) return { ...collection, preview_path: folder };
  if (!Array.isArray(collection.files)) return collection;
  return {
    ...collection,
    files: (collection.files as Array<{ file: string }>).map((file) => {
      const path = FILE_PAGES[file.file.replace(/^content\//, "")];
      return path ? { ...file, preview_path: path } : file;
    }),
  };
}
