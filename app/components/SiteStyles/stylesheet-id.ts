/** The id of the inlined <style>: SiteStyles writes it and reads it back, the server's cut (app/lib/used-css.ts) finds it. */
export const STYLESHEET_ID = "site-css";
