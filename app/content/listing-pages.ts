/**
 * Copy of the listing pages beyond their items: /trades (SPEC §2 Trades listing),
 * /success-stories, /blog and the sidebar of every post. Headings of the pages are in
 * pages.ts; mail buttons build their mailto from CONTACT.email.
 */
import type { BlogPageContent, PostSidebarContent, StoriesPageContent, TradesPageContent } from "./schema";

export const TRADES_PAGE = {
  lead: "Compare building and construction careers in South Australia: how in demand they are, what they pay each year and how long training takes.",
  cardLinkLabel: "Learn More",
  otherTrades: {
    heading: "Other Specialist Trades",
    text: "We also place apprentices in other specialist building trades. If the trade you want isn't listed here, ask us and we'll talk you through your options.",
    label: "Enquire Now",
  },
} satisfies TradesPageContent;

export const STORIES_PAGE = {
  lead: "Meet South Australians who started their careers with Born to Build, from school leavers to career changers.",
  videos: { heading: "Watch their stories", lead: "Hear from apprentices about life on the job." },
  watchLabel: "Watch video",
  stories: { heading: "Apprentice stories", lead: "Where a Born to Build apprenticeship has taken them." },
  apply: {
    heading: "Your story starts here",
    text: "Apply online and our team will be in touch to talk about the next step.",
    label: "Apply Now",
  },
  gallery: { heading: "Out on site" },
} satisfies StoriesPageContent;

export const BLOG_PAGE = {
  lead: "Apprentice stories, partnerships and awards from Born to Build and South Australia's building industry.",
  readMoreLabel: "Read More",
  message: {
    heading: "Got a story or a question?",
    text: "Send us a message and our team will get back to you.",
    label: "Send a message",
  },
  gallery: { heading: "Around the program" },
} satisfies BlogPageContent;

export const POST_SIDEBAR = {
  recentHeading: "Recent Posts",
  shareHeading: "Share",
  share: {
    facebook: "Share on Facebook",
    linkedin: "Share on LinkedIn",
    copyLink: "Copy link",
    copied: "Link copied",
  },
  messageCard: {
    heading: "Send Us A Message",
    text: "Questions about apprenticeships or this story? Send us an e-mail and our team will get back to you.",
    label: "Contact Us",
  },
  backToBlogLabel: "Back to Blog",
} satisfies PostSidebarContent;
