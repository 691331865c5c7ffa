/**
 * The career changers' page (issue 28): mature-age apprentices (21 and over, SPEC §5; about a
 * quarter of the program, SPEC §9), pay, and the stories of those who started later, named
 * here as stories.yaml, videos.yaml and the posts name them. Words from SPEC and the site's
 * own copy; adult pay rates are the client's to confirm, never a figure of ours.
 */
import { PAY_WORDING } from "./pay";
import { PAGES } from "./pages";
import type { CareerChangersContent } from "./schema";

export const CAREER_CHANGERS: CareerChangersContent = {
  hero: {
    heading: PAGES.careerChangers.heading,
    lead: "A mature-age apprentice is anyone aged 21 and over, and mature-aged apprentices make up about a quarter of the Born to Build program. Many are changing careers, returning to work or finally trying the trade they always wanted.",
  },
  answers: [
    {
      id: "can-i",
      heading: "Can I start a trade at my age?",
      paragraphs: [
        "Yes. If you are 21 or over, you apply as a mature-age apprentice, and the application process is the same: apply, an interview, group testing and a one-on-one chat, then approval and a match with a host employer.",
        "Life experience counts. Reliability, teamwork and good communication are exactly what host employers look for.",
      ],
    },
    {
      id: "what-it-takes",
      heading: "What it takes",
      cards: [
        {
          title: "3 or 4 years",
          text: "Depending on the trade, you finish as a qualified tradesperson with a nationally recognised qualification.",
          icon: "clock",
        },
        {
          title: "Paid from the start",
          text: "An apprenticeship is a paid job, so you earn while you learn, with no HECS-HELP or FEE-HELP debt.",
          icon: "wallet",
        },
        {
          title: "Get job-ready",
          text: "A White Card, a driver's licence and some work experience help; a Cert II pre-employment course is optional.",
          icon: "badge-check",
        },
      ],
    },
  ],
  pay: {
    heading: "What you earn while you train",
    lead: `For each trade: the starting rate, ${PAY_WORDING.firstYear}, and what a qualified tradesperson earns, ${PAY_WORDING.qualified}.`,
    award: [
      "Apprentice pay is set by the award or agreement you work under and goes up as the apprenticeship goes on. Awards can set different rates for adult apprentices.",
      "Check the rate for your trade, your year and your age with the Fair Work Ombudsman: its pay guides, or its Pay Calculator.",
    ],
    fairWork: { guidesLabel: "Fair Work pay guides", calculatorLabel: "Fair Work Pay Calculator" },
    toConfirm: ["Client to confirm: whether the program can say what adult (21 and over) apprentices are paid."],
  },
  stories: {
    heading: "They started later",
    lead: "Career changers who made the move with Born to Build.",
    written: ["Darren Walsh"],
    videos: ["Tom Fitzgerald"],
    posts: ["tayla-story"],
  },
};
