/**
 * Copy of /future-pathways (SPEC §2: linked from the mobile menu, its content not shown).
 * Words only: the page takes each pathway's name, pay and duration from TRADES, and the
 * civil engineer and construction manager flows from PROCESS_FLOWS (program.ts), so no
 * figure is written twice.
 */
import type { FuturePathwaysContent } from "./schema";

export const FUTURE_PATHWAYS = {
  intro: {
    heading: "Where a trade can take you",
    paragraphs: [
      "A trade apprenticeship is a strong start, and it doesn't have to be the finish line. Many people who start on the tools go on to lead crews, run projects or study further.",
      "Here are three pathways into building and construction careers: builder, civil engineer and construction manager. Each has its own way in, and for two of them a paid apprenticeship with Born to Build can be your first step.",
    ],
  },
  pathways: [
    {
      slug: "builder",
      heading: "How you become a builder",
      text: "Most builders start with a paid trade apprenticeship, often in carpentry. Once qualified, they gain site experience and study the Certificate IV in Building and Construction, the usual step towards a builder's licence in South Australia.",
    },
    {
      slug: "civil-engineer",
      heading: "How you become a civil engineer",
      text: "Finish Year 12 with maths, and physics if you can, then study a Bachelor of Engineering (Civil) with practical training along the way. You start as a graduate engineer and build up to leading designs and projects.",
    },
    {
      slug: "construction-manager",
      heading: "How you become a construction manager",
      text: "Start with a paid trade apprenticeship or a construction management degree. From there you step up to leading hand or site supervisor, then project coordinator, and on to managing whole projects.",
    },
  ],
  closing: {
    heading: "Take the first step",
    text: "Apply for a paid apprenticeship, or get in touch with our team to talk about which pathway suits you.",
    applyLabel: "Apply Now",
    contactLabel: "Contact Us",
  },
} satisfies FuturePathwaysContent;
