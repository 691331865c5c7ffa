/**
 * Copy of home (SPEC §2 Home). The video id is HOME_VIDEO_VIMEO_ID in site.ts; the shared
 * steps, benefits, claims and contact banner are in program.ts; the featured trades' names
 * and pay come from TRADES and the story teaser from HOME_STORY (stories.ts).
 */
import { PAGES } from "./pages";
import type { HomeContent } from "./schema";
import { EXTERNAL_TRADES_URL, OPERATOR } from "./site";

export const HOME: HomeContent = {
  video: {
    title: "Born to Build apprentices at work on South Australian building sites",
    caption: "Apprentices learning on the job with host employers across South Australia.",
  },
  hero: {
    heading: PAGES.home.heading,
    lead: "Get paid while you learn a building or construction trade in South Australia, with industry mentors and support from your first day through to your qualification.",
    applyLabel: "Apply Now",
    exploreLabel: "Explore Trades",
    exploreHref: EXTERNAL_TRADES_URL,
  },
  process: { heading: "How to apply", lead: "Five steps from your application to your first day on the job." },
  benefits: { heading: "What you get with Born to Build" },
  audiences: { heading: "Find the page for you" },
  whyChoose: {
    heading: "Why Choose Born to Build?",
    reasonsLabel: "Three more reasons",
    items: [
      {
        title: "Backed by industry",
        text: "Born to Build is run by South Australia's building industry association with the state government.",
      },
      {
        title: "Employers across the state",
        text: "We work with host employers across South Australia and match each apprentice with a business that suits their trade and goals.",
      },
      {
        title: "A qualification for life",
        text: "You finish with a nationally recognised qualification, recognised right across Australia.",
      },
    ],
  },
  featuredTrades: {
    heading: "Popular trades",
    lead: "A few of the trades you can start with us. Compare them all on our trades page.",
    slugs: ["electrician", "carpenter", "plumber", "builder"],
    cta: { label: "See all trades", href: "/trades" },
  },
  storyTeaser: {
    heading: "Stories from our apprentices",
    cta: { label: "Read more success stories", href: "/success-stories" },
  },
  about: {
    heading: "About Born to Build",
    paragraphs: [
      `Born to Build is run by ${OPERATOR}. We connect people who want a trade with host employers who need apprentices, and we support both the whole way through.`,
      "Building and construction is about $16 billion of work a year in South Australia, more than $1 in every $7 of the state's economic activity. This year we have placed 150+ South Australians into apprenticeships.",
    ],
    cta: { label: "More about us", href: "/about" },
  },
  gallery: { heading: "On the job" },
  claims: { heading: "Born to Build by the numbers" },
};
