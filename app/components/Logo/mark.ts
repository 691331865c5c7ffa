/** The id of the mark's <symbol> in the page's sprite (mark.server.ts), where the logo points. */
export const LOGO_MARK_ID = "logo-mark";
