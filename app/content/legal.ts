/**
 * Copy of the two legal pages, written in content/legal/privacy-policy.md (exactly 11
 * sections, in the order SPEC lists them) and content/legal/terms-of-use.md: each "## Heading"
 * is a section. The pages number the sections (so headings carry no numbers) and compute the
 * "last updated" line themselves. Contact details and the operator's name are {{PLACEHOLDERS}}
 * filled from ./site by the build, so a change there flows through here.
 */
import { CONTACT } from "./site";

export { PRIVACY_SECTIONS, TERMS_SECTIONS } from "./generated/prose";

/** The contact block the legal pages show under the sections (SPEC §2 Legal pages). */
export const LEGAL_CONTACT = {
  email: CONTACT.enquiriesEmail,
  phone: CONTACT.phone,
  address: CONTACT.address,
} as const;
