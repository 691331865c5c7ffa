/**
 * Copy of /career-handbook (SPEC §2 Career handbook): hero with three info links, the
 * embedded flipbook (FLIPBOOK_FRAME_URL in site.ts), three cards, Start Your Application
 * (the external form) and Contact Us (mailto from CONTACT), then the 5-step process.
 */
import { PAGES } from "./pages";
import type { HandbookContent } from "./schema";

export const HANDBOOK = {
  hero: {
    heading: PAGES.handbook.heading,
    lead: "Everything you need to know about starting a career in building and construction, in one place.",
    links: [
      { label: "Info for Students", href: "/info-for-students" },
      { label: "Info for Parents", href: "/info-for-parents-guardians" },
      { label: "Info for Schools", href: "/info-for-schools" },
    ],
  },
  flipbook: {
    heading: "Read the handbook",
    text: "Flip through the pages to explore the trades, how training works and stories from apprentices across South Australia.",
    frameTitle: "Born to Build career handbook, interactive flipbook",
  },
  cards: [
    {
      title: "Educational Pathways",
      text: "From Year 10 and school-based apprenticeships to further study in building, engineering and construction management, see the routes into the industry.",
      icon: "graduation-cap",
      link: { label: "Explore future pathways", href: "/future-pathways" },
    },
    {
      title: "Career Opportunities",
      text: "Compare the trades side by side: what the work involves, how long training takes and what you could earn once you are qualified.",
      icon: "briefcase",
      link: { label: "Explore the trades", href: "/trades" },
    },
    {
      title: "Success Stories",
      text: "Hear from apprentices and graduates who started where you are now and went on to build a career in the trades.",
      icon: "star",
      link: { label: "Read success stories", href: "/success-stories" },
    },
  ],
  actions: { applyLabel: "Start Your Application", contactLabel: "Contact Us" },
  process: { heading: "How to apply", lead: "Five steps from your application to your first day on the job." },
} satisfies HandbookContent;
