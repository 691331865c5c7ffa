/**
 * Copy several pages share: the five application steps (SPEC §4), the civil engineer and
 * construction manager career flows, the home claims and benefits, the RISE section of the
 * audience pages and the contact banner. The pages render the steps and flows as real
 * text, so they stay readable, searchable and translatable.
 */
import type { Benefits, Claims, ContactBanner, ProcessFlows, ProcessSteps, Rise } from "./schema";
import { PAY_WORDING } from "./pay";
import { RISE_SITE_URL } from "./site";

/** SPEC §4: the application process, in order. */
export const PROCESS_STEPS = [
  { title: "Apply Now", text: "Fill in our online application and tell us which trades you are interested in." },
  { title: "Interview Invite", text: "If it looks like a good fit, we invite you to come in and meet our team." },
  {
    title: "Group Testing & 1:1 Chat",
    text: "Join a small group for some short tests, then sit down one-on-one with us to talk about your goals.",
  },
  {
    title: "Approved to Proceed",
    text: "Once you are approved, we work to match you with a host employer in a trade that suits you.",
  },
  {
    title: "Start Strong",
    text: "Begin your paid apprenticeship, with a field coordinator checking in to help you settle in and stay on track.",
  },
] satisfies ProcessSteps;

/** The career flows on the civil engineer and construction manager pages (Trade.process). */
export const PROCESS_FLOWS = {
  "civil-engineer": [
    {
      title: "Year 12 with maths",
      text: "Study maths in Year 12, and physics if you can. These subjects open the door to an engineering degree.",
    },
    {
      title: "Bachelor of Engineering (Civil)",
      text: "Study civil engineering at university, learning about structures, materials, roads and water systems.",
    },
    {
      title: "Practical training",
      text: "Gain real-world experience during your degree, often on site alongside builders and engineers.",
    },
    {
      title: "Graduate engineer",
      text: "Start work as a graduate engineer on real projects, with experienced engineers mentoring you.",
    },
    {
      title: "Chartered or experienced engineer",
      text: "With experience, lead designs, projects and teams, and work towards becoming a chartered engineer.",
    },
  ],
  "construction-manager": [
    {
      title: "Trade apprenticeship or degree",
      text: "Start with a paid trade apprenticeship, such as carpentry, or study a construction management degree.",
    },
    {
      title: "Leading hand or site supervisor",
      text: "Build your time on site, then step up to guide a small crew or supervise the work on a job.",
    },
    {
      title: "Project coordinator",
      text: "Help run whole projects: programs, budgets, subcontractors, deliveries and paperwork.",
    },
    {
      title: "Construction manager",
      text: "Lead building projects from start to finish, responsible for people, budget, program, quality and safety.",
    },
  ],
} satisfies ProcessFlows;

/** SPEC §2 Home claims, exactly as SPEC gives them. */
export const CLAIMS = [
  { value: "85%", label: "Job placement rate", note: "across the Born to Build program" },
  { value: "$75k+", label: "Average starting salary", note: `${PAY_WORDING.programAverage}, ${PAY_WORDING.qualified}` },
  { value: "Hundreds", label: "Placed each year", note: "into apprenticeships across South Australia" },
] satisfies Claims;

/** SPEC §2 Home benefits list. */
export const BENEFITS = [
  {
    title: "Paid Training",
    text: "Earn a wage from your first week while you learn on the job and train towards a nationally recognised qualification.",
    icon: "wallet",
  },
  {
    title: "Industry Mentors",
    text: "Learn from experienced tradespeople on site, with a Born to Build field coordinator checking in with you along the way.",
    icon: "users",
  },
  {
    title: "Job Guarantee",
    text: "Your apprenticeship is a real job with a host employer, not just a course. You are employed and paid the whole time you train.",
    icon: "briefcase",
  },
  {
    title: "Career Support",
    text: "From your first interview to your qualification and beyond, our team helps you plan the next step in your career.",
    icon: "compass",
  },
] satisfies Benefits;

/** SPEC §1: the RISE mentoring program, on the three audience pages. */
export const RISE = {
  heading: "RISE mentoring program",
  text: "RISE stands for Resilience, Innovation, Skills, and Excellence. It is a free mentoring program for people employed in the building and construction industry, to help you grow your skills, confidence and career.",
  cta: { label: "Visit the RISE website", href: RISE_SITE_URL },
} satisfies Rise;

/** Get In Touch and Call Now: the component builds the mailto and tel links from CONTACT. */
export const CONTACT_BANNER = {
  heading: "Have a question?",
  text: "Talk to our team about apprenticeships, school-based options or how to apply.",
  email: { heading: "Get In Touch", text: "Send us an e-mail and our team will get back to you.", label: "E-mail us" },
  phone: { heading: "Call Now", text: "Prefer to talk it through? Give our team a call.", label: "Call us" },
} satisfies ContactBanner;
