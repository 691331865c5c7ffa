/**
 * What staff may write as {{NAME}} in Markdown (legal pages, FAQ answers, posts) and in the page
 * copy (content/pages/, content/shared/): the build puts in the value from content/settings.yaml,
 * so a contact detail or an outside address changes in one place. The content check reports any
 * {{NAME}} not listed here. Made from the settings the build has just read, never from a
 * generated module, which may be stale or not made yet.
 */
import { mailHref, telHref } from "./links";
import type { Settings } from "./schema/settings";

export const placeholdersOf = (settings: Settings): Readonly<Record<string, string>> => ({
  SITE_NAME: settings.name,
  OPERATOR: settings.operator,
  EMAIL: settings.contact.email,
  EMAIL_HREF: mailHref(settings.contact.email),
  ENQUIRIES_EMAIL: settings.contact.enquiriesEmail,
  ENQUIRIES_EMAIL_HREF: mailHref(settings.contact.enquiriesEmail),
  PHONE: settings.contact.phone,
  PHONE_HREF: telHref(settings.contact.phone),
  ADDRESS: settings.contact.address,
  APPLICATION_FORM_URL: settings.addresses.applicationForm,
  RISE_SITE_URL: settings.addresses.rise,
  EXTERNAL_TRADES_URL: settings.addresses.externalTrades,
});
