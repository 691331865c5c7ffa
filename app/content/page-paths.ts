/**
 * The address of every fixed page, by the key the code knows it by. Code, not content: a route
 * lives at its address (app/routes/). Each page's title, description and heading are staff's, at
 * the top of its file in content/pages/ (pages.ts joins the two). Nothing here imports a
 * generated module, so the content check can read it before the build has made one.
 */
export const PAGE_PATH = {
  home: "/",
  trades: "/trades",
  explorer: "/trades/compare",
  findYourTrade: "/find-your-trade",
  successStories: "/success-stories",
  about: "/about",
  students: "/info-for-students",
  parents: "/info-for-parents-guardians",
  schools: "/info-for-schools",
  careerChangers: "/info-for-career-changers",
  hostEmployers: "/info-for-host-employers",
  handbook: "/career-handbook",
  faq: "/apprenticeship-faq",
  blog: "/blog",
  privacy: "/privacy-policy",
  terms: "/terms-of-use",
  tips: "/tips-for-success",
  futurePathways: "/future-pathways",
} as const;

export type PageKey = keyof typeof PAGE_PATH;
