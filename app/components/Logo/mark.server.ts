import { LOGO_MARK_ID } from "./mark";

/**
 * The mark's drawing, a <symbol> of the page's sprite (Icon/icons.server.tsx). It paints in the
 * colour of the logo that points at it (currentColor: amber, or the system's text colour in a
 * Contrast theme, Logo.css.ts).
 */
export const LOGO_MARK_SYMBOL =
  `<symbol id="${LOGO_MARK_ID}" viewBox="0 0 48 48">` +
  '<path d="M4 20 24 6l20 14" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>' +
  '<g fill="currentColor">' +
  '<rect x="8" y="24" width="14" height="6" rx="1"/>' +
  '<rect x="26" y="24" width="14" height="6" rx="1"/>' +
  '<rect x="8" y="33" width="6" height="6" rx="1"/>' +
  '<rect x="17" y="33" width="14" height="6" rx="1"/>' +
  '<rect x="34" y="33" width="6" height="6" rx="1"/>' +
  '<rect x="8" y="42" width="32" height="4" rx="1"/>' +
  "</g></symbol>";
