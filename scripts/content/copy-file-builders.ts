// The builders of scripts/content/copy-files.ts's list: what one copy file is, a page's file, a
// file of shared words, and the settings file (one export per field).
import { z } from "zod";
import { pageMetaFileSchema, settingsSchema } from "../../app/content/schema";

/** What one file becomes: a named export of a type the site already renders. */
export type CopyExport = {
  /** The export's name, as the site imports it (HOME, PROCESS_STEPS). */
  name: string;
  /** Its type, from app/content/schema.ts. */
  type: string;
  /** The file's field it is ("contact.phone" for one inside a group); none: the whole file (less a page's title, description and heading). */
  key?: string;
};

export type CopyFile = {
  /** Under content/. */
  file: string;
  /** The generated module's name, app/content/generated/copy/<module>.ts. */
  module: string;
  /** The editor's name for the file, and one line on what it holds. */
  label: string;
  hint: string;
  /** A page's key in PAGES: the file holds the page's title, description and heading. */
  page?: string;
  /** The page's hero shows its heading: the build puts the file's `heading` there. */
  heroHeading?: boolean;
  /** The file as written. */
  schema: z.ZodObject;
  exports: CopyExport[];
};

const META_KEYS = Object.keys(pageMetaFileSchema.shape);

/** "copyrightYear" → "COPYRIGHT_YEAR". */
const constantCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

type HeroSchema = z.ZodObject<{ hero: z.ZodObject<{ heading: z.ZodString }> }>;
const hasHeroHeading = (schema: z.ZodObject): schema is HeroSchema => {
  const hero: unknown = schema.shape.hero;
  return hero instanceof z.ZodObject && "heading" in hero.shape;
};

/** A page's words: its title, description and heading, then its sections (the hero's heading is the page's). */
export function page(
  key: string,
  slug: string,
  label: string,
  hint: string,
  copy?: { name: string; type: string; schema: z.ZodObject },
): CopyFile {
  const base = copy?.schema ?? z.object({});
  const heroHeading = hasHeroHeading(base);
  const shape = hasHeroHeading(base) ? base.extend({ hero: base.shape.hero.omit({ heading: true }) }) : base;
  return {
    file: `pages/${slug}.yaml`,
    module: slug,
    label,
    hint,
    page: key,
    heroHeading,
    schema: pageMetaFileSchema.extend(shape.shape),
    exports: copy ? [{ name: copy.name, type: copy.type }] : [],
  };
}

/** Words several pages share: each top-level field is one export. */
export function shared(
  slug: string,
  label: string,
  hint: string,
  parts: Record<string, [CopyExport, z.ZodType]>,
): CopyFile {
  return {
    file: `shared/${slug}.yaml`,
    module: slug,
    label,
    hint,
    schema: z.object(Object.fromEntries(Object.entries(parts).map(([key, [, schema]]) => [key, schema]))),
    exports: Object.entries(parts).map(([key, [exported]]) => ({ ...exported, key })),
  };
}

export const SETTINGS_FILE = "settings.yaml";

export const SETTINGS_ENTRY: CopyFile = {
  file: SETTINGS_FILE,
  module: "settings",
  label: "Site settings",
  hint: "The program's name, contact details, the addresses of its outside pages (application form, enquiry form, handbook, RISE) and its social media. Every page reads them from here.",
  schema: settingsSchema,
  // One export per field (per address, per contact detail), so a page's JavaScript takes only the
  // settings it shows: the footer's phone and e-mail, not the addresses of forms it never links.
  exports: Object.entries(settingsSchema.shape).flatMap(([key, schema]) =>
    schema instanceof z.ZodObject
      ? Object.keys(schema.shape).map((inner) => ({
          name: `SETTINGS_${constantCase(key)}_${constantCase(inner)}`,
          type: `Settings["${key}"]["${inner}"]`,
          key: `${key}.${inner}`,
        }))
      : [{ name: `SETTINGS_${constantCase(key)}`, type: `Settings["${key}"]`, key }],
  ),
};

/** The keys of a page's file that are its title, description and heading. */
export const isMetaKey = (key: string) => META_KEYS.includes(key);
