/**
 * A page Remix hydrates whole (its accordion needs it): for what only such a page has, the
 * header's upgraded menus and a browser bundle with the whole shell in it. The island pages
 * (home, the news page, about, the handbook, the stories) keep the header as the server drew it
 * (native <details>) and ship only their islands (decisions 050 and 052). A module of its own:
 * the suites that run in the working tree (tests/dev/), where no content build has written the
 * site's modules, import it without the site's page list (pages.ts).
 */
export const REMIX_PAGE = "/apprenticeship-faq";
