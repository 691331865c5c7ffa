/**
 * Copy of the three audience pages (SPEC §2 Info for students, parents and guardians,
 * schools). Each page also shows the RISE section (program.ts); the schools page shows the
 * four TESTIMONIALS (stories.ts). Entry rules follow SPEC §5 and nothing beyond it.
 */
import { SCHOOLS_PARTNERSHIP } from "./generated/prose";
import { PAGES } from "./pages";
import type { ParentsContent, SchoolsContent, StudentsContent } from "./schema";

export const STUDENTS: StudentsContent = {
  hero: {
    heading: PAGES.students.heading,
    lead: "Leaving school or thinking about a trade? With Born to Build you get paid while you train, and finish with a qualification employers across Australia recognise.",
  },
  journey: {
    heading: "Your journey to a trade",
    lead: "From school to qualified tradesperson, one step at a time.",
    steps: [
      {
        title: "Finish Year 10",
        text: "Most trades ask for Year 10 or equivalent, and Year 12 is preferred for electrician and builder. You can start an apprenticeship from age 15.",
      },
      {
        title: "Start at school, if you like",
        text: "From Year 11 you can begin a school-based apprenticeship. You need a parent or guardian's signature and your school's agreement.",
      },
      {
        title: "Get job-ready",
        text: "Get your White Card, practise for your driver's licence and try some work experience. A Cert II pre-employment course is optional but helps.",
      },
      {
        title: "Apply to Born to Build",
        text: "Apply online, come in for an interview, then join group testing and a one-on-one chat with our team.",
      },
      {
        title: "Earn while you learn",
        text: "Start paid work with a host employer and train towards your qualification, on the job and with a training organisation.",
      },
      {
        title: "Become qualified",
        text: "After 3 or 4 years, depending on your trade, you finish as a qualified tradesperson with a nationally recognised qualification.",
      },
    ],
  },
  benefits: {
    heading: "Why choose an apprenticeship?",
    cards: [
      {
        title: "Nationally recognised qualification",
        text: "Finish with a qualification that is recognised right across Australia, so your skills go with you wherever you work.",
        icon: "award",
      },
      {
        title: "Hands-on experience",
        text: "Learn on real building sites from experienced tradespeople, not just in a classroom. Most of your training happens on the job.",
        icon: "hammer",
      },
      {
        title: "Earn while you learn",
        text: "You are paid a wage while you train, and there is no HECS-HELP or FEE-HELP debt waiting for you at the end.",
        icon: "wallet",
      },
    ],
  },
  actions: { applyLabel: "Apply Now", tradesLabel: "Explore Trades", tradesHref: "/trades" },
};

export const PARENTS: ParentsContent = {
  hero: {
    heading: PAGES.parents.heading,
    lead: "An apprenticeship is a real job with real training. Here is how Born to Build supports your young person from the first interview to qualification.",
  },
  guide: {
    heading: "A guide for parents and guardians",
    paragraphs: [
      "An apprenticeship combines paid work with a host employer and structured training towards a nationally recognised qualification. Depending on the trade it takes 3 or 4 years, and your young person earns a wage the whole way through.",
      "Apprentices can start from age 15. Students can begin a school-based apprenticeship from Year 11, splitting their week between school and work. This needs your signature as parent or guardian, and the school's agreement.",
      "Our field coordinators stay in touch with apprentices and their employers, so there is always someone to call if you or your young person have a question or a concern.",
    ],
    facts: [
      "Minimum age to start an apprenticeship: 15",
      "School-based apprenticeships start from Year 11, with a parent or guardian's signature and the school's agreement",
      "Most trades ask for Year 10 or equivalent; Year 12 is preferred for electrician and builder",
      "A driver's licence is preferred, because work moves from site to site",
      "Apprentices are paid while they train, with no HECS-HELP or FEE-HELP debt",
    ],
  },
  support: {
    heading: "Support at every stage",
    lead: "Your young person won't be doing this on their own.",
    cards: [
      {
        title: "Field coordinators",
        text: "A Born to Build field coordinator visits apprentices on site, checks in regularly and helps sort out problems early, before they grow.",
        icon: "user-check",
      },
      {
        title: "Host employers network",
        text: "We work with host employers across South Australia and match each apprentice with a business that suits their trade and goals.",
        icon: "handshake",
      },
      {
        title: "Ongoing support",
        text: "From the first day to the final assessment, our team is there for apprentices and families with advice on training, work and next steps.",
        icon: "heart-handshake",
      },
    ],
  },
  benefits: {
    heading: "What an apprenticeship offers",
    items: [
      {
        title: "Paid from the start",
        text: "Apprentices earn a wage from their first week, so they can build some independence while they learn a trade.",
        icon: "wallet",
      },
      {
        title: "No study debt",
        text: "Training happens through the apprenticeship, so there is no HECS-HELP or FEE-HELP debt to pay back later.",
        icon: "shield-check",
      },
      {
        title: "A qualification for life",
        text: "Apprentices finish with a nationally recognised qualification that employers value anywhere in Australia, and it stays with them for life.",
        icon: "award",
      },
      {
        title: "Practical skills",
        text: "Hands-on skills learnt on real building sites, from tradespeople who have done the work for years.",
        icon: "hammer",
      },
      {
        title: "Room to grow",
        text: "A trade can lead to supervising a crew, running a business, or further study in building, engineering or construction management.",
        icon: "trending-up",
      },
      {
        title: "Work that matters",
        text: "Building and construction is about $16 billion of work a year in South Australia, and many trades are in high demand.",
        icon: "briefcase",
      },
    ],
  },
  actions: { getStarted: "Get Started Today", parentGuide: "Download Parent Guide" },
};

export const SCHOOLS: SchoolsContent = {
  hero: {
    heading: PAGES.schools.heading,
    lead: "Help your students move from the classroom into a paid building and construction apprenticeship, with a clear pathway and support at every step.",
  },
  partnership: {
    heading: "Partner with Born to Build",
    /** Written in content/prose/schools-partnership.md (its last paragraph links to the enquiry form). */
    paragraphs: SCHOOLS_PARTNERSHIP,
  },
  pathway: {
    heading: "From school to qualified",
    lead: "A clear pathway your students can follow.",
    steps: [
      {
        title: "Year 10",
        text: "Students finish Year 10 or equivalent, the usual entry point for most trades, and start exploring which trade suits them.",
      },
      {
        title: "VET and Cert II pre-employment",
        text: "A VET subject or Cert II pre-employment course builds basic skills, and completed modules don't need repeating in the Cert III.",
      },
      {
        title: "School-based apprenticeship",
        text: "From Year 11, students combine school with paid work and training, with a parent or guardian's signature and the school's agreement.",
      },
      {
        title: "Full-time apprenticeship",
        text: "After school, the apprenticeship continues full time with a host employer, with training on the job and at a training organisation.",
      },
      {
        title: "Qualified",
        text: "After 3 or 4 years, depending on the trade, graduates hold a nationally recognised qualification and work as qualified tradespeople.",
      },
    ],
  },
  benefits: {
    heading: "Why schools partner with us",
    cards: [
      {
        title: "A clear pathway",
        text: "Students can see a real route from the classroom into a paid trade, and the steps they can take now to get there.",
        icon: "route",
      },
      {
        title: "Support for careers staff",
        text: "Our team works alongside careers advisers and VET coordinators, from school-based paperwork to checking in with students on site.",
        icon: "clipboard-check",
      },
      {
        title: "Connections to employers",
        text: "We match students with host employers across South Australia who are ready to train a new apprentice.",
        icon: "handshake",
      },
      {
        title: "Support after school",
        text: "Field coordinators keep in touch with apprentices after they leave school, so the support carries on through to qualification.",
        icon: "user-check",
      },
    ],
  },
  graduates: {
    heading: "Graduate success stories",
    lead: "Former students who started their trade with Born to Build.",
  },
  actions: { contactLabel: "Contact Us", tradesLabel: "Explore Trades", tradesHref: "/trades" },
};
