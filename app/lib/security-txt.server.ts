/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem in the site. Contact
 * is the program e-mail and Expires the day staff set (content/settings.yaml, "Security contact
 * checked until"); Canonical is on the developers' origin, so a copy served elsewhere says whose
 * it is. `npm run content:launch` warns a month before Expires passes.
 */
import { mailHref } from "~content/links";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** The file's text: `expires` is a day (YYYY-MM-DD), the file lapses at its end (UTC). */
export const securityTxt = ({ email, expires, origin }: { email: string; expires: string; origin: string }) =>
  [
    `Contact: ${mailHref(email)}`,
    `Expires: ${expires}T23:59:59Z`,
    "Preferred-Languages: en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
