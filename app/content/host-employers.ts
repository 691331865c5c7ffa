/**
 * The host employers' page (issue 28; SPEC §1 names host employers as an audience): what the
 * program gives a host employer, what it asks of them, and how to enquire. Words from SPEC
 * and the site's own copy (home, the audience pages, the FAQ); the program's own terms for
 * employers are `toConfirm` lines, shown marked "To be confirmed" until the client supplies them.
 */
import { PAGES } from "./pages";
import type { HostEmployersContent } from "./schema";

export const HOST_EMPLOYERS: HostEmployersContent = {
  hero: {
    heading: PAGES.hostEmployers.heading,
    lead: "Born to Build connects people who want a trade with host employers who need apprentices, and supports both the whole way through.",
  },
  answers: [
    {
      id: "what-you-get",
      heading: "What the program gives you",
      cards: [
        {
          title: "Apprentices who are ready",
          text: "Every applicant applies, comes in for an interview, then joins group testing and a one-on-one chat with our team before they are approved to proceed.",
          icon: "clipboard-check",
        },
        {
          title: "Matched to your trade",
          text: "We work with host employers across South Australia and match each apprentice with a business that suits their trade and goals.",
          icon: "handshake",
        },
        {
          title: "A field coordinator on site",
          text: "A Born to Build field coordinator visits apprentices on site, checks in regularly and helps sort out problems early, before they grow.",
          icon: "user-check",
        },
        {
          title: "RISE mentoring",
          text: "RISE is a free mentoring program for people employed in the building and construction industry, to help them grow their skills, confidence and career.",
          icon: "trending-up",
        },
      ],
    },
    {
      id: "what-we-ask",
      heading: "What we ask of a host employer",
      paragraphs: [
        "An apprenticeship is a real job with a host employer, not just a course: the apprentice is employed and paid the whole time they train.",
        "Apprentices learn on real jobs alongside experienced tradespeople, and complete structured training with a registered training provider.",
      ],
      toConfirm: [
        "Client to confirm: what a host employer signs up to (agreement, length, supervision and training time).",
        "Client to confirm: any cost to a host employer, and any government incentives the program can point to.",
        "Client to confirm: which trades and regions of South Australia are looking for host employers now.",
      ],
    },
    {
      id: "who-applies",
      heading: "Who applies",
      paragraphs: [
        "Students from Year 11 on school-based apprenticeships, school leavers, and people aged 21 and over as mature-age apprentices, who make up about a quarter of the program. This year we have placed 150+ South Australians into apprenticeships.",
        "Applicants get ready with a White Card, a driver's licence, some work experience in the industry and, above all, a good attitude; a Cert II pre-employment course is a bonus.",
      ],
    },
  ],
  enquire: {
    heading: "Become a host employer",
    lead: "Tell us about your business and the trade you need, through our enquiry form, or call or e-mail the team.",
    enquiryLabel: "Send an enquiry",
    enquiryHref: "/about#enquire",
  },
};
