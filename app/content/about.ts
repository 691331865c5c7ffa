/**
 * Copy of /about (SPEC §2 Home, "About/home variant"): hero with the three audience links,
 * the program, the team (STAFF in people.ts), the embedded enquiry form (the page frames
 * ENQUIRY_FORM_FRAME_URL at 1000px in the section with id "enquire", which the schools page
 * links to as /about#enquire), partner logos (PARTNERS) and the 6-photo ABOUT_GALLERY.
 */
import { PAGES } from "./pages";
import type { AboutContent } from "./schema";
import { OPERATOR } from "./site";

export const ABOUT = {
  hero: {
    heading: PAGES.about.heading,
    lead: "If you like working with your hands, solving problems and seeing what you have built at the end of the day, a building trade could be for you.",
    links: [
      { label: "Info for Students", href: "/info-for-students" },
      { label: "Info for Parents", href: "/info-for-parents-guardians" },
      { label: "Info for Schools", href: "/info-for-schools" },
    ],
  },
  intro: {
    heading: "About the program",
    paragraphs: [
      `Born to Build is a paid apprenticeship program for building and construction trades in South Australia, run by ${OPERATOR}.`,
      "We help school leavers, students and people changing careers find an apprenticeship with a host employer. You earn a wage, learn on the job and study towards a nationally recognised qualification.",
      "It isn't only for school leavers. About a quarter of our apprentices are mature-aged, so if you are 21 or over and ready for a change, we would like to hear from you.",
    ],
  },
  team: {
    heading: "Meet the team",
    lead: "Our team works with apprentices, families, schools and host employers. Give us a call or send an e-mail.",
  },
  enquiry: {
    id: "enquire",
    heading: "Send us an enquiry",
    text: "Have a question about apprenticeships, hosting an apprentice or partnering with us? Fill in the form and our team will be in touch.",
    frameTitle: "Born to Build enquiry form",
  },
  partners: {
    heading: "Our partners",
    lead: "The host employers, training organisations and industry groups who help our apprentices build their careers.",
  },
  gallery: { heading: "Life as an apprentice" },
} satisfies AboutContent;
