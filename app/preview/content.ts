/**
 * An entry of the editor as the site's build would make it (scripts/content/): placeholders
 * filled from the settings as last built, a page file's words split from its title, description
 * and heading, a post's Markdown read by the site's own reader. What the build reads from the
 * files themselves (a photo's size and sized copies) the preview cannot: a photo is drawn from
 * the editor's own copy.
 */
import { placeholdersOf } from "~content/placeholders";
import * as S from "~content/generated/copy/settings";
import { COPY_FILES, isMetaKey } from "../../scripts/content/copy-files";
import { fillPlaceholders, parseMarkdown } from "../../scripts/content/markdown";
import type { Block } from "~content/schema";

export const PLACEHOLDERS = placeholdersOf({
  name: S.SETTINGS_NAME,
  tagline: S.SETTINGS_TAGLINE,
  operator: S.SETTINGS_OPERATOR,
  copyrightYear: S.SETTINGS_COPYRIGHT_YEAR,
  contact: {
    email: S.SETTINGS_CONTACT_EMAIL,
    phone: S.SETTINGS_CONTACT_PHONE,
    enquiriesEmail: S.SETTINGS_CONTACT_ENQUIRIES_EMAIL,
    address: S.SETTINGS_CONTACT_ADDRESS,
  },
  addresses: {
    applicationForm: S.SETTINGS_ADDRESSES_APPLICATION_FORM,
    enquiryForm: S.SETTINGS_ADDRESSES_ENQUIRY_FORM,
    flipbook: S.SETTINGS_ADDRESSES_FLIPBOOK,
    rise: S.SETTINGS_ADDRESSES_RISE,
    externalTrades: S.SETTINGS_ADDRESSES_EXTERNAL_TRADES,
  },
  homeVideo: S.SETTINGS_HOME_VIDEO,
  social: S.SETTINGS_SOCIAL,
  securityExpires: S.SETTINGS_SECURITY_EXPIRES,
});

/** Every string in `value` with its {{NAMES}} filled in (an unknown one stays as written; the check names it). */
export function filled<T>(value: T): T {
  if (typeof value === "string") return fillPlaceholders(value, PLACEHOLDERS, () => undefined) as T;
  if (Array.isArray(value)) return value.map(filled) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)])) as T;
  return value;
}

/** A page file's words as its module exports them (scripts/content/check-copy.ts, exportsOf). */
export function pageCopy(module: string, data: Record<string, unknown>): Record<string, unknown> {
  const file = COPY_FILES.find((f) => f.module === module);
  const words = filled(Object.fromEntries(Object.entries(data).filter(([key]) => !isMetaKey(key))));
  const hero = words.hero;
  if (!file?.heroHeading || !hero || typeof hero !== "object") return words;
  return { ...words, hero: { heading: typeof data.heading === "string" ? data.heading : "", ...hero } };
}

/** A post's Markdown as the site's reader makes it: its blocks (a *** line ends nothing in a post). */
export const postBlocks = (markdown: string): Block[] =>
  parseMarkdown(markdown, PLACEHOLDERS).blocks.flatMap(({ block }) => (block.type === "break" ? [] : [block]));
