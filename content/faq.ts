/**
 * Apprenticeship FAQ (SPEC: Apprenticeship FAQ, §3 FAQ item, §5 entry rules).
 * 18 questions in accordion order (item-0 to item-17). Answers are rich text blocks.
 */
import type { FaqItem } from "./schema";
import { APPLICATION_FORM_URL, CONTACT, mailHref } from "./site";

export const FAQ: FaqItem[] = [
  {
    question: "What is an apprenticeship?",
    answer: [
      {
        type: "p",
        text: "An apprenticeship is a real job with training built in. You work for a host employer, learning a trade on real jobs alongside experienced tradespeople, and you also complete structured training with a registered training provider. You are paid for your work from the start.",
      },
      {
        type: "p",
        text: "When you finish, you hold a nationally recognised qualification and you are a qualified tradesperson. With Born to Build, you also have a field coordinator who supports you from your first day until you qualify.",
      },
    ],
  },
  {
    question: "How long does an apprenticeship take?",
    answer: [
      {
        type: "p",
        text: "Most building and construction apprenticeships take four years. Some take three. It depends on the trade you choose:",
      },
      {
        type: "ul",
        items: [
          "Four years: carpenter, electrician, plumber, stonemason, cabinet maker, plasterer and builder.",
          "Three years: bricklayer, painter, wall and floor tiler, wall and ceiling liner, light gauge steel frame installer and concreter.",
        ],
      },
      {
        type: "p",
        text: "Each trade page on our [trades list](/trades) shows how long that apprenticeship takes.",
      },
    ],
  },
  {
    question: "Do I get paid while I train?",
    answer: [
      {
        type: "p",
        text: "Yes. An apprenticeship is a paid job, so you earn while you learn. Your host employer pays you for the work you do, and you build skills and experience at the same time.",
      },
      {
        type: "p",
        text: "Starting wages differ from trade to trade. You can compare them on each trade page in our [trades list](/trades). Because you are employed rather than paying for a course, you also finish your training with no HECS-HELP or FEE-HELP debt.",
      },
    ],
  },
  {
    question: "Will I get a nationally recognised qualification?",
    answer: [
      {
        type: "p",
        text: "Yes. When you complete your apprenticeship, you receive a nationally recognised trade qualification, usually a Certificate III in your chosen trade. It is recognised right across Australia, so your skills go with you wherever you work.",
      },
      {
        type: "p",
        text: "Your qualification can also lead further: to running your own business, or to roles such as [builder](/trades/builder) or [construction manager](/trades/construction-manager) as you gain experience.",
      },
    ],
  },
  {
    question: "Who can apply for Born to Build?",
    answer: [
      {
        type: "p",
        text: "Born to Build is for South Australians who want a career in building and construction. You must be at least 15. Students can start a school-based apprenticeship from Year 11, school leavers can apply once they finish, and people aged 21 and over can apply as mature-age apprentices.",
      },
      {
        type: "p",
        text: "Host employers look for a White Card, a driver's licence, some work experience in the industry and, above all, a good attitude. A Cert II pre-employment course is a bonus but optional. Don't worry if you can't tick every box yet: our [tips for success](/tips-for-success) explain how to get ready.",
      },
    ],
  },
  {
    question: "What do employers look for in an apprentice?",
    answer: [
      {
        type: "p",
        text: "Host employers want apprentices who will turn up, learn and be safe on site. These things help your application stand out:",
      },
      {
        type: "ul",
        items: [
          "A White Card: the general construction induction card that shows you have done basic safety training for building sites.",
          "A driver's licence, with P plates or a full licence, and ideally a reliable car, as sites change and starts are early.",
          "A Cert II pre-employment course in construction (optional, but useful).",
          "Work experience in the industry, even a few days on site.",
          "A good attitude: reliable, keen to learn and willing to listen.",
        ],
      },
    ],
  },
  {
    question: "Do I need to do a Cert II pre-employment course first?",
    answer: [
      {
        type: "p",
        text: "No, it is optional. A Cert II pre-employment course gives you a taste of the trades, basic tool skills and safety know-how before you start, and employers like to see it.",
      },
      {
        type: "p",
        text: "It also gives you a head start: modules you complete in the Cert II do not need to be repeated when you move on to the Certificate III in your apprenticeship. If you haven't done one, you can still apply. A White Card, a driver's licence, some work experience and a good attitude count for a lot too.",
      },
    ],
  },
  {
    question: "How old do I need to be to start an apprenticeship?",
    answer: [
      {
        type: "p",
        text: "The minimum age to start an apprenticeship is 15. Having a driver's licence is preferred, because building sites move around and early starts don't always suit public transport.",
      },
      {
        type: "p",
        text: "If you are still at school, you can start a school-based apprenticeship from Year 11. If you are 21 or over, you apply as a mature-age apprentice. Either way, the application process is the same.",
      },
    ],
  },
  {
    question: "Can I do an apprenticeship while I'm still at school?",
    answer: [
      {
        type: "p",
        text: "Yes. A school-based apprenticeship lets you start your trade from Year 11 while you finish school. You spend part of your week at school and part of it working and training, so you get a head start on your qualification and earn money along the way.",
      },
      {
        type: "p",
        text: "To start a school-based apprenticeship, you need a parent or guardian to sign your training agreement, and your school needs to agree to the arrangement. Schools can find out more on our [information for schools](/info-for-schools) page, and families on our [information for parents and guardians](/info-for-parents-guardians) page.",
      },
    ],
  },
  {
    question: "Can I start an apprenticeship as a mature-age apprentice?",
    answer: [
      {
        type: "p",
        text: "Absolutely. A mature-age apprentice is anyone aged 21 and over, and mature-aged apprentices make up about a quarter of the Born to Build program. Many are changing careers, returning to work or finally trying the trade they always wanted.",
      },
      {
        type: "p",
        text: "Life experience counts. Reliability, teamwork and good communication are exactly what host employers look for. Read [Tayla's story](/blog/tayla-story) to see how one career changer made the move.",
      },
    ],
  },
  {
    question: "What schooling do I need?",
    answer: [
      {
        type: "p",
        text: "Entry requirements depend on the trade. As a guide:",
      },
      {
        type: "ul",
        items: [
          "Year 10 completion or equivalent for most trades.",
          "Year 12 is preferred for Electrician and Builder.",
          "Good colour vision is needed for Electrician and Painter, because you work with colour-coded wires or match paint colours.",
        ],
      },
      {
        type: "p",
        text: "Each trade page lists its own entry requirements. If you are unsure whether you qualify, get in touch and we can talk it through.",
      },
    ],
  },
  {
    question: "Will I end up with a HECS-HELP or FEE-HELP debt?",
    answer: [
      {
        type: "p",
        text: "No. An apprenticeship is a paid job, not a university course, so there is no HECS-HELP or FEE-HELP debt. You earn a wage while you learn, and you finish with a nationally recognised qualification and real work experience instead of a loan to pay back.",
      },
      {
        type: "p",
        text: "That is one reason many students and families see an apprenticeship as a strong start to a career.",
      },
    ],
  },
  {
    question: "What are the steps in the application process?",
    answer: [
      {
        type: "p",
        text: "There are five steps from applying to your first day:",
      },
      {
        type: "ol",
        items: [
          "Apply Now: fill in our online application form.",
          "Interview Invite: we contact you to set up an interview and get to know you.",
          "Group Testing & 1:1 Chat: you take part in group activities and simple tests, then have a one-on-one chat about your strengths and the trades that interest you.",
          "Approved to Proceed: once you are approved, we work on matching you with a host employer.",
          "Start Strong: you begin your paid apprenticeship, with your field coordinator supporting you from day one.",
        ],
      },
    ],
  },
  {
    question: "What does a field coordinator do?",
    answer: [
      {
        type: "p",
        text: "Field coordinators are Born to Build's mentors on the ground. They get to know you and your host employer and stay in touch for your whole apprenticeship. They:",
      },
      {
        type: "ul",
        items: [
          "Visit you on site and check in regularly to see how you are going.",
          "Help you settle in and build good habits in your first months.",
          "Help sort out problems at work or with your training before they grow.",
          "Answer questions from parents and guardians.",
          "Point you to extra support, such as the free RISE mentoring program for people working in the industry.",
        ],
      },
    ],
  },
  {
    question: "How much does it cost to apply?",
    answer: [
      {
        type: "p",
        text: "Nothing. Applying to Born to Build is free, and so is the support you get from our team along the way, from the interview and testing through to your field coordinator's check-ins.",
      },
      {
        type: "p",
        text: "Once you start, you are paid as an apprentice, and you finish your training with no HECS-HELP or FEE-HELP debt.",
      },
    ],
  },
  {
    question: "How do I apply?",
    answer: [
      {
        type: "p",
        text: `Fill in our online application form. [Apply online](${APPLICATION_FORM_URL}) and tell us a little about yourself, your schooling and the trades that interest you.`,
      },
      {
        type: "p",
        text: "After you apply, we will be in touch to invite you to an interview. Before you start, it helps to read our [tips for success](/tips-for-success) and have a look at [the trades you can choose](/trades).",
      },
    ],
  },
  {
    question: "Which trades can I choose?",
    answer: [
      {
        type: "p",
        text: "Born to Build covers a wide range of building and construction trades, including:",
      },
      {
        type: "ul",
        items: [
          "Carpenter, electrician, plumber and bricklayer.",
          "Painter, plasterer, wall and floor tiler, and wall and ceiling liner.",
          "Stonemason, cabinet maker, concreter and light gauge steel frame installer.",
          "Future pathways into builder, civil engineer and construction manager.",
        ],
      },
      {
        type: "p",
        text: "Each trade shows its demand, pay, training length and daily tasks. [See all trades](/trades).",
      },
    ],
  },
  {
    question: "Who can I contact if I have more questions?",
    answer: [
      {
        type: "p",
        text: `Our team is happy to help students, parents and guardians, schools, career changers and host employers. [E-mail us](${mailHref(CONTACT.email)}) or call us on ${CONTACT.phone}, and we will get back to you.`,
      },
      {
        type: "p",
        text: "You can also find answers on our [information for students](/info-for-students) and [information for parents and guardians](/info-for-parents-guardians) pages, or browse our [career handbook](/career-handbook).",
      },
    ],
  },
];
