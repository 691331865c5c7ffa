/**
 * The web editor's collections for the words of the pages: "Site settings", "Page words"
 * and "Shared words", one entry per file of scripts/content/copy-files.ts, each with the fields
 * made from the schema the file is checked with (editor-from-schema.ts) and, where a field needs
 * more than its name to be clear, staff's own words for it here.
 */
import { COPY_FILES, SETTINGS_FILE, type CopyFile } from "./copy-files";
import type { EditorCollection, Field } from "./editor-fields";
import { fieldsOf } from "./editor-from-schema";

/** Labels, hints and checks beyond the generated ones, by the field's path in the file ("contact.phone"). */
const MORE: Record<string, Partial<Field>> = {
  name: { label: "The program's name" },
  tagline: { label: "One line on what the program is", hint: "Under the name in the footer." },
  operator: {
    label: "Who runs the program",
    hint: 'As a sentence ends: "Born to Build is run by …". Pages and legal text that name the operator write {{OPERATOR}}.',
  },
  copyrightYear: {
    label: "Year in the footer's copyright line",
    hint: "The footer says © <year> and the program's name.",
  },
  contact: { label: "Contact details" },
  "contact.email": {
    label: "Program e-mail",
    hint: "Get In Touch, Contact Us and Send a message write to it.",
  },
  "contact.phone": {
    label: "Program phone",
    hint: "Call Now rings it. Like (08) 8123 4567 or 1300 123 456.",
  },
  "contact.enquiriesEmail": { label: "Enquiries e-mail (legal pages)" },
  "contact.address": { label: "Street address (legal pages)" },
  addresses: { label: "The program's pages on other sites" },
  "addresses.applicationForm": { label: "Online application form", hint: "Every Apply Now button opens it." },
  "addresses.enquiryForm": { label: "Online enquiry form", hint: "Shown inside /about." },
  securityExpires: {
    label: "Security contact checked until",
    hint: "A date like 2027-11-30, at most a year ahead: until then /.well-known/security.txt tells anyone who finds a security problem in the site to write to the program e-mail. Check that mailbox is read, then move the date on; content:launch warns a month before it passes.",
  },
  "addresses.flipbook": { label: "Career handbook flipbook", hint: "Shown inside /career-handbook." },
  "addresses.rise": { label: "RISE mentoring site" },
  "addresses.externalTrades": { label: "The association's trades page", hint: "Explore Trades on home goes there." },
  homeVideo: {
    label: "Home video (Vimeo number)",
    hint: "The digits at the end of the video's Vimeo address, like 900000001.",
  },
  social: { label: "Social media", summary: "{{fields.network}}" },
  "social.network": { label: "Network" },
  "social.href": { label: "Address of the program's page there" },
};

/** `fields` with MORE's words put in, walking groups and lists by their paths. */
function withMore(fields: Field[], prefix = ""): Field[] {
  return fields.map((field) => {
    const path = `${prefix}${field.name}`;
    const nested = field.fields ? { fields: withMore(field.fields, `${path}.`) } : {};
    return { ...field, ...nested, ...(MORE[path] ?? {}) };
  });
}

const entry = (file: CopyFile) => ({
  label: file.label,
  name: file.module,
  file: `content/${file.file}`,
  description: file.hint,
  fields: withMore(fieldsOf(file.schema)),
});

/** A file collection of the copy files `keep` picks: one entry each, checked against each file's schema. */
const collection = (name: string, label: string, description: string, keep: (file: string) => boolean) => {
  const files = COPY_FILES.filter((file) => keep(file.file));
  return {
    collection: { name, label, description, files: files.map(entry) },
    schemas: Object.fromEntries(files.map((file) => [file.file, file.schema])),
  };
};

export const COPY_COLLECTIONS: EditorCollection[] = [
  collection(
    "settings",
    "Site settings",
    "The program's contact details, its pages on other sites and its social media: every page reads them from here.",
    (file) => file === SETTINGS_FILE,
  ),
  collection(
    "words",
    "Page words",
    "The words of each page: its title and description in search results, its heading, then its sections from top to bottom.",
    (file) => file.startsWith("pages/"),
  ),
  collection(
    "shared",
    "Shared words",
    "Words several pages show alike: the steps to apply, the benefits, the figures, the menus and the error pages.",
    (file) => file.startsWith("shared/"),
  ),
];
