/**
 * Title, search description and main heading of every fixed page. Trade pages and posts
 * take theirs from app/content/trades.ts and app/content/posts.ts.
 */
import type { PageMeta } from "./schema";

export const PAGES = {
  home: {
    path: "/",
    title: "Born to Build | Paid construction apprenticeships in South Australia",
    description:
      "Earn while you learn a building trade in South Australia. Paid apprenticeships, industry mentors and career support from Born to Build.",
    heading: "Build your future with a paid trade apprenticeship",
  },
  trades: {
    path: "/trades",
    title: "Trades | Born to Build",
    description:
      "Compare 15 building and construction careers in South Australia: demand, yearly pay, how long training takes and what the work involves.",
    heading: "Explore the trades",
  },
  explorer: {
    path: "/trades/compare",
    title: "Compare the trades: pay, demand and training | Born to Build",
    description:
      "All 15 trades side by side: yearly pay, demand, how long training takes, starting wage, job growth and entry level. Sort, filter, print or download.",
    heading: "Compare the trades",
  },
  findYourTrade: {
    path: "/find-your-trade",
    title: "Find your trade: a two-minute quiz | Born to Build",
    description:
      "Not sure which trade suits you? Answer ten quick questions and see all 15 trades ranked for you, with the reasons, from each trade's own page.",
    heading: "Find your trade",
  },
  successStories: {
    path: "/success-stories",
    title: "Success stories | Born to Build",
    description:
      "Meet South Australian apprentices who started with Born to Build and now work as carpenters, electricians, plumbers and more.",
    heading: "Success stories",
  },
  about: {
    path: "/about",
    title: "About us and our team | Born to Build",
    description:
      "Born to Build is run by South Australia's building industry association with the state government. Meet the team and send us an enquiry.",
    heading: "Are you Born to Build?",
  },
  students: {
    path: "/info-for-students",
    title: "Information for students | Born to Build",
    description:
      "Leaving school or thinking about a trade? Get paid while you train, earn a national qualification and finish with no study debt.",
    heading: "Information for students",
  },
  parents: {
    path: "/info-for-parents-guardians",
    title: "Information for parents and guardians | Born to Build",
    description:
      "How Born to Build supports your young person through a paid construction apprenticeship, from the first interview to qualification.",
    heading: "Information for parents and guardians",
  },
  schools: {
    path: "/info-for-schools",
    title: "Information for schools | Born to Build",
    description:
      "Partner with Born to Build to give your students a clear pathway from school into paid building and construction apprenticeships.",
    heading: "Information for schools",
  },
  // Not in SPEC's route table: the two audiences SPEC §1 names without a page (issue 28).
  careerChangers: {
    path: "/info-for-career-changers",
    title: "Information for career changers | Born to Build",
    description:
      "Changing career? Start a paid building and construction apprenticeship in South Australia at 21 or over, as a mature-age apprentice.",
    heading: "Information for career changers",
  },
  hostEmployers: {
    path: "/info-for-host-employers",
    title: "Information for host employers | Born to Build",
    description:
      "Take on an apprentice with Born to Build: applicants who are ready, matched to your trade, with a field coordinator on site.",
    heading: "Information for host employers",
  },
  handbook: {
    path: "/career-handbook",
    title: "Career handbook | Born to Build",
    description:
      "Read the Born to Build career handbook: educational pathways, career opportunities and stories from apprentices across South Australia.",
    heading: "Career handbook",
  },
  faq: {
    path: "/apprenticeship-faq",
    title: "Apprenticeship FAQ | Born to Build",
    description:
      "Answers to common questions about construction apprenticeships: eligibility, pay, school-based options, training and how to apply.",
    heading: "Apprenticeship FAQ",
  },
  blog: {
    path: "/blog",
    title: "News | Born to Build",
    description:
      "News from Born to Build: apprentice stories, partnerships, awards and what is happening across South Australia's building industry.",
    heading: "News",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy policy | Born to Build",
    description:
      "How Born to Build collects, uses, shares and protects personal information, in line with the Australian Privacy Principles.",
    heading: "Privacy policy",
  },
  terms: {
    path: "/terms-of-use",
    title: "Terms of use | Born to Build",
    description:
      "The terms that apply when you use the Born to Build website, including links to other sites and applications to the program.",
    heading: "Terms of use",
  },
  tips: {
    path: "/tips-for-success",
    title: "Tips for success | Born to Build",
    description:
      "What host employers look for in a new apprentice: licence, transport, White Card, a pre-employment course, work experience and attitude.",
    heading: "Tips for success",
  },
  futurePathways: {
    path: "/future-pathways",
    title: "Future pathways | Born to Build",
    description:
      "Where a trade can take you: pathways into building, civil engineering and construction management in South Australia.",
    heading: "Future pathways",
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGES;

/** Any error but a 404: a plain apology, never the error's details. */
export const SERVER_ERROR = {
  title: "Something went wrong | Born to Build",
  heading: "Something went wrong",
  text: "Please try again in a moment. If it keeps happening, e-mail us at",
  link: { label: "Return to Home", href: "/" },
} as const;

export const NOT_FOUND = {
  title: "Page not found | Born to Build",
  heading: "Oops! Page not found",
  text: "The page you were looking for has moved or no longer exists.",
  link: { label: "Return to Home", href: "/" },
} as const;
