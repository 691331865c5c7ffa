/**
 * Copy around the FAQ accordion on /apprenticeship-faq (SPEC §2 Apprenticeship FAQ); the
 * 18 questions are FAQ in faq.ts. Explore Available Trades goes to /trades, Apply Now to the
 * external form.
 */
import type { FaqPageContent } from "./schema";

export const FAQ_PAGE = {
  hero: {
    lead: "Answers to the questions we hear most from students, parents and career changers about apprenticeships, pay and how to apply.",
  },
  stats: [
    { value: "4 Years", label: "Typical apprenticeship", note: "3 or 4 years, depending on the trade" },
    { value: "Earn While Learning", label: "Paid on-the-job training", note: "with no HECS-HELP or FEE-HELP debt" },
    { value: "Nationally Recognised", label: "Qualification", note: "valued by employers across Australia" },
  ],
  actions: { applyLabel: "Apply Now", tradesLabel: "Explore Available Trades", tradesHref: "/trades" },
} satisfies FaqPageContent;
