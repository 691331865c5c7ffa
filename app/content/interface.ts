/**
 * The words of the site's own controls (content/shared/interface.yaml, "Buttons and labels" in
 * the editor). SITE_WORDS travels as the root loader's data (components read it with
 * useSiteWords, app/lib/site-words.ts), so none of it is bundled into the browser's JavaScript.
 */
import * as WORDS from "./generated/copy/interface";
import type { InterfaceWords } from "./schema";

/** What components read: every group but the default share picture's description (server-only). */
export type SiteWords = Omit<InterfaceWords, "shareImageAlt">;

export const SITE_WORDS: SiteWords = {
  header: WORDS.HEADER_WORDS,
  apply: WORDS.APPLY_WORD,
  footer: WORDS.FOOTER_WORDS,
  contactLabels: WORDS.CONTACT_LABELS,
  newTab: WORDS.NEW_TAB_WORDS,
  lastUpdated: WORDS.LAST_UPDATED_WORDS,
  stepNumber: WORDS.STEP_NUMBER_WORDS,
  frameFallback: WORDS.FRAME_FALLBACK_WORDS,
  video: WORDS.VIDEO_WORDS,
  pausePhotos: WORDS.PAUSE_PHOTOS_WORD,
  cards: WORDS.CARD_WORDS,
  figures: WORDS.FIGURE_WORDS,
  download: WORDS.DOWNLOAD_WORDS,
};
/** Describes the picture shared with a page that has no card of its own. */
export const SHARE_IMAGE_ALT = WORDS.SHARE_IMAGE_ALT;
