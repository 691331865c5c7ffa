/**
 * Content that only loaders read. Remix leaves `.server` modules out of the browser build,
 * so importing content through here keeps every word of it out of the page's JavaScript:
 * it reaches the browser once, as loader data in the HTML. Components import from
 * ~content directly only what they render themselves (paths, contact details, labels).
 */
import { buildTradesMenu } from "~content/navigation";
export { AUDIENCE_LINKS, AUDIENCE_NAV } from "~content/audience-links";
import { TRADES } from "~content/trades";

export { ABOUT } from "~content/about";
export { bannerFor } from "~content/banners";
export { PARENTS, SCHOOLS, STUDENTS } from "~content/audiences";
export { CAREER_CHANGERS } from "~content/career-changers";
export { HOST_EMPLOYERS } from "~content/host-employers";
export { PARENTS_QUESTIONS } from "~content/parents-questions";
export { FAQ } from "~content/faq";
export { FAQ_PAGE } from "~content/faq-page";
export { FIND_YOUR_TRADE, QUIZ_GATES, QUIZ_QUESTIONS, QUIZ_TRAITS } from "~/features/find-your-trade/content";
export { FUTURE_PATHWAYS } from "~content/future-pathways";
export { ABOUT_GALLERY, BLOG_GALLERY, HOME_GALLERY, STORIES_GALLERY } from "~content/gallery";
export { HANDBOOK } from "~content/handbook";
export { HOME } from "~content/home";
export { LEGAL_CONTACT, PRIVACY_SECTIONS, TERMS_SECTIONS } from "~content/legal";
export { BLOG_PAGE, STORIES_PAGE, TRADES_PAGE } from "~content/listing-pages";
export { PAGES } from "~content/pages";
export { SITE_SHELL } from "~content/shell";
import { STAFF } from "~content/people";
export { PARTNERS, STAFF, STAFF_BIOS } from "~content/people";
/** The field officer: the person on site a family would ask for (the parents' page and its PDF guide). */
export const fieldOfficer = () => STAFF.find((person) => /field/i.test(person.role)) ?? STAFF[0]!;
// Posts only as a visitor may see them now (scheduled ones left out): posts.server.ts.
export { publishedPost, publishedPosts, recentPosts, unpublishedPaths } from "./posts.server";
export * from "~content/program";
export { HOME_STORY, SUCCESS_STORIES, TESTIMONIALS, VIDEO_STORIES } from "~content/stories";
export { TIPS } from "~content/tips";
export { TIPS_PAGE } from "~content/tips-page";
export { TRADES };

export const TRADES_MENU = buildTradesMenu(TRADES);
// The pay words and rows (app/content/pay.ts) come through here too: a route importing a second
// .server module gets an empty stub chunk of its own in the browser build (112 bytes on /).
export { cardPay, payRows } from "./pay-table.server";
