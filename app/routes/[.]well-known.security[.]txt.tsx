import { securityTxt } from "~/lib/security-txt.server";
import { CONTACT, SECURITY_EXPIRES, SITE_ORIGIN } from "~content/site";

export const loader = () =>
  new Response(securityTxt({ email: CONTACT.email, expires: SECURITY_EXPIRES, origin: SITE_ORIGIN }), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
