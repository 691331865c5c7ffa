/**
 * Copy of /tips-for-success: what host employers look for (SPEC §2 Legal and tips pages),
 * and a Get In Touch button whose mailto the page builds from CONTACT.email.
 * The page also shows the 5-step process image.
 */
import type { TipsContent } from "./schema";

export const TIPS: TipsContent = {
  intro: [
    "When a host employer takes on an apprentice, they are investing years of training in that person. So they want to know you will turn up, stay safe and keep learning.",
    "You don't need to be an expert before you start. But a few things will make you stand out, and most of them you can start working on now.",
  ],
  employerExpectations: {
    heading: "What employers look for",
    items: [
      {
        title: "A driver's licence",
        text: "A licence with P plates, or a full licence. Building sites move from job to job, often to new suburbs that buses don't reach, and the day usually starts early. If you are on your Ls, keep logging your driving hours.",
      },
      {
        title: "A reliable car",
        text: "Getting yourself to site on time, every time, matters. A car you can count on means you are not relying on lifts, and you can carry your tools and gear.",
      },
      {
        title: "A White Card",
        text: "Everyone who works on a construction site needs a White Card, which shows you have done general construction safety training. It is a short course, and having it already means you are ready to start straight away.",
      },
      {
        title: "A Cert II pre-employment course (optional)",
        text: "A Certificate II pre-employment course isn't required, but it shows employers you are serious and gives you basic skills. Any modules you complete won't need to be repeated in your Certificate III apprenticeship.",
      },
      {
        title: "Industry work experience",
        text: "School work experience, holiday work, labouring or helping out on a family project all count. It shows you know what a day on site is like and still want to be there. Tell us about it when you apply.",
      },
      {
        title: "A good attitude",
        text: "Be on time, listen, ask questions and follow safety rules. Skills can be taught on the job. Being willing to learn, work hard and be part of a team is something you bring yourself.",
      },
    ],
  },
  closing: [
    "Don't worry if you can't tick every box yet. Some of these take a few weeks to sort out, and our team can help you work out what to do first.",
    "When you're ready, applying follows five steps: Apply Now, Interview Invite, Group Testing & 1:1 Chat, Approved to Proceed and Start Strong.",
  ],
  getInTouch: {
    heading: "Have a question about getting ready?",
    text: "Send us an e-mail and someone from our team will get back to you to talk through where you are at and what to do next.",
    label: "Get In Touch",
  },
};
