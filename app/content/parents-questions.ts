/**
 * The parents' page's answers to the questions families ask (issue 28): pay through the
 * apprenticeship, costs, supervision and safety, school-based apprenticeships, what if it
 * does not work out, who to call. Words from SPEC and the site's own FAQ and audience copy;
 * what only the program can say is a `toConfirm` line, shown marked "To be confirmed". SPEC's
 * parent content (guide, support cards, benefits, buttons) stays in audiences.ts.
 */
import { PAY_WORDING } from "./pay";
import type { ParentsQuestions } from "./schema";

export const PARENTS_QUESTIONS: ParentsQuestions = {
  contentsLabel: "Your questions",
  pay: {
    id: "pay",
    heading: "What will they be paid?",
    lead: `An apprenticeship is a paid job from the first week. For each trade: the apprentice's starting rate, ${PAY_WORDING.firstYear}, and what a qualified tradesperson earns, ${PAY_WORDING.qualified}.`,
    award: [
      "Apprentice pay goes up as the apprenticeship goes on: each year's rate is set by the award or agreement the apprentice works under, and it depends on the trade, the year of the apprenticeship and the hours worked.",
      "We don't quote those yearly rates here. The Fair Work Ombudsman publishes them: check the pay guide for the trade's award, or work out a rate with the Pay Calculator.",
    ],
    fairWork: { guidesLabel: "Fair Work pay guides", calculatorLabel: "Fair Work Pay Calculator" },
  },
  answers: [
    {
      id: "costs",
      heading: "What does it cost, and who pays?",
      paragraphs: [
        "Applying to Born to Build is free, and so is the support from our team along the way. An apprenticeship is a paid job, not a course, so there is no HECS-HELP or FEE-HELP debt.",
        "Before they start, host employers look for a White Card (the general construction induction card), a driver's licence with P plates or a full licence, and ideally a reliable car, as sites change and starts are early.",
      ],
      toConfirm: [
        "Client to confirm: who pays for an apprentice's tools and work gear.",
        "Client to confirm: who pays the training fees at the training organisation (TAFE), and whether any are charged to the apprentice.",
        "Client to confirm: what a White Card and a Cert II pre-employment course cost, and whether the program helps with either.",
      ],
    },
    {
      id: "safety",
      heading: "Who looks after them on site?",
      paragraphs: [
        "Every apprentice is employed by a host employer and learns on real jobs alongside experienced tradespeople. Before they set foot on a site they hold a White Card, which shows they have done basic safety training for building sites.",
        "A Born to Build field coordinator visits apprentices on site, checks in regularly and helps sort out problems early, before they grow. Field coordinators also answer questions from parents and guardians.",
      ],
      toConfirm: ["Client to confirm: how often a field coordinator visits an apprentice in the first months."],
    },
    {
      id: "school-based",
      heading: "Can they start while still at school?",
      paragraphs: [
        "Yes. From Year 11 a student can begin a school-based apprenticeship, splitting the week between school and paid work and training.",
        "It needs your signature as parent or guardian on the training agreement, and the school's agreement. The minimum age to start an apprenticeship is 15.",
      ],
    },
    {
      id: "not-working-out",
      heading: "What if it doesn't work out?",
      paragraphs: [
        "Talk to us early. Field coordinators get to know each apprentice and their host employer, and their job is to help sort out problems at work or with training before they grow.",
        "Training already done counts: modules completed in a Cert II pre-employment course don't need to be repeated in the Certificate III.",
      ],
      toConfirm: [
        "Client to confirm: whether an apprentice can move to another host employer or another trade, and how.",
        "Client to confirm: what happens to the training completed so far if an apprenticeship ends early.",
      ],
    },
  ],
  call: {
    heading: "Who can I call?",
    lead: "Our team answers questions from parents and guardians. Call or e-mail us, or speak to the field officer below.",
  },
};
