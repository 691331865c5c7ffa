/**
 * The audience pages' words (SPEC §2): content/pages/info-for-students.yaml,
 * info-for-parents-guardians.yaml and info-for-schools.yaml. The schools page's partnership
 * paragraphs are Markdown (content/prose/schools-partnership.md), put in here.
 */
import { SCHOOLS as SCHOOLS_FILE } from "./generated/copy/info-for-schools";
import { SCHOOLS_PARTNERSHIP } from "./generated/prose";
import type { SchoolsContent } from "./schema";

export { STUDENTS } from "./generated/copy/info-for-students";
export { PARENTS } from "./generated/copy/info-for-parents-guardians";

export const SCHOOLS: SchoolsContent = {
  ...SCHOOLS_FILE,
  partnership: { ...SCHOOLS_FILE.partnership, paragraphs: SCHOOLS_PARTNERSHIP },
};
