/**
 * Copy of the two legal pages. The pages number the sections (so headings carry no
 * numbers) and compute the "last updated" line themselves. Contact details and the
 * operator's name come from ./site, so a change there flows through here.
 */
import type { LegalSection } from "./schema";
import { CONTACT, OPERATOR, SITE_NAME, mailHref, telHref } from "./site";

const emailLink = `[${CONTACT.enquiriesEmail}](${mailHref(CONTACT.enquiriesEmail)})`;
const phoneLink = `[${CONTACT.phone}](${telHref(CONTACT.phone)})`;

// ---------------------------------------------------------------------------------------
// Privacy policy: exactly 11 sections, in the order SPEC lists them.

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: "Introduction",
    body: [
      {
        type: "p",
        text: `${SITE_NAME} is a paid apprenticeship program for building and construction trades in South Australia. It is run by ${OPERATOR} ("we", "us" and "our").`,
      },
      {
        type: "p",
        text: "This policy explains how we handle personal information in connection with this website. We are committed to handling personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.",
      },
      {
        type: "p",
        text: "This website is for information only. It has no accounts, no log-in and no forms of its own. When you apply or send us an enquiry, you use a form that is hosted by a separate service and either embedded in a page or linked from it. This policy also covers what we do with the information you give us through those forms.",
      },
    ],
  },
  {
    heading: "Information We Collect",
    body: [
      {
        type: "p",
        text: "You can read every page of this website without telling us who you are. We only collect personal information that you choose to give us, or that is collected automatically when a website is delivered to your browser.",
      },
      {
        type: "ul",
        items: [
          "Application details: when you apply through our external application form, we may collect your name, date of birth, contact details, suburb, school or work history, the trades you are interested in, whether you hold a driver's licence or a White Card, and anything else you choose to tell us.",
          "Enquiry details: when you use our enquiry form or e-mail or phone us, we collect your name, your contact details and the content of your message.",
          "Parent, guardian and school details: for applicants under 18, and for school-based apprenticeships, we may collect the name and contact details of a parent, guardian or school contact.",
          "Technical information: like most websites, our hosting provider automatically records basic technical details such as your IP address, browser type, the pages you request and the time of each request. We use this to keep the website running and secure, not to identify you.",
        ],
      },
      {
        type: "p",
        text: "We do not ask for sensitive information, such as health information, through this website. If an application form asks about something that affects your safety at work, answering is your choice and we will explain why we are asking.",
      },
    ],
  },
  {
    heading: "How We Use Your Information",
    body: [
      {
        type: "p",
        text: "We use personal information for the purpose you gave it to us, and for related purposes you would reasonably expect. These include:",
      },
      {
        type: "ul",
        items: [
          "assessing your application and contacting you about interviews, group testing and next steps",
          "matching applicants with host employers and arranging apprenticeships and training",
          "answering your questions and enquiries",
          "supporting apprentices during their apprenticeship, including through field coordinators and mentoring",
          "reporting to the government bodies that fund and oversee the program, using de-identified or summary information wherever we can",
          "keeping this website working, secure and easy to use",
        ],
      },
      {
        type: "p",
        text: "We will only send you news or program updates if you have asked for them or would reasonably expect them, and every message will tell you how to opt out.",
      },
    ],
  },
  {
    heading: "Sharing Your Information",
    body: [
      {
        type: "p",
        text: "We do not sell or rent personal information. We only share it when it is needed for the purposes described in this policy, such as with:",
      },
      {
        type: "ul",
        items: [
          "host employers who are considering you for an apprenticeship",
          "registered training organisations that deliver the formal training for your apprenticeship",
          "the state government agencies that jointly run and fund the program",
          "service providers who host our website, our forms and our videos, and who may only use the information to provide their service to us",
          "anyone we are required or authorised to share it with by law",
        ],
      },
      {
        type: "p",
        text: "Some of our service providers, including the companies that host embedded forms and videos, may store or process information outside Australia. Where that happens, we take reasonable steps to make sure the information is handled in a way that is consistent with the Australian Privacy Principles.",
      },
    ],
  },
  {
    heading: "Security",
    body: [
      {
        type: "p",
        text: "We take reasonable steps to protect the personal information we hold from misuse, interference, loss and unauthorised access, change or disclosure. This website is delivered over an encrypted connection, and access to applicant and enquiry records is limited to the people who need it for their work.",
      },
      {
        type: "p",
        text: "When we no longer need personal information for any purpose allowed by law, we take reasonable steps to destroy it or remove anything that identifies you.",
      },
      {
        type: "p",
        text: "No way of sending information over the internet is completely secure. If you are worried about sending something online, you are welcome to phone us instead.",
      },
    ],
  },
  {
    heading: "Your Rights",
    body: [
      {
        type: "p",
        text: "You can ask to see the personal information we hold about you, and ask us to correct it if it is wrong, out of date or incomplete. We will not charge you for making a request.",
      },
      {
        type: "p",
        text: "We may need to confirm who you are before we respond. If we cannot give you access or make a correction, we will tell you why in writing and explain how you can complain.",
      },
      {
        type: "p",
        text: "You can also ask us to stop contacting you, or withdraw your application at any time, by getting in touch using the details in the Contact Us section.",
      },
    ],
  },
  {
    heading: "Cookies",
    body: [
      {
        type: "p",
        text: "Cookies are small files a website can store in your browser. This website does not set cookies to track you or to show you advertising.",
      },
      {
        type: "p",
        text: "Some pages include content from other services: videos played through Vimeo, our enquiry form, the interactive career handbook and our application form. These services may set their own cookies or collect technical information when you view or use them. The share buttons on our news articles open Facebook or LinkedIn, which have their own privacy policies. We encourage you to read the privacy policies of those services.",
      },
      {
        type: "p",
        text: "You can block or delete cookies in your browser settings. If you do, some embedded videos or forms may not work properly.",
      },
    ],
  },
  {
    heading: "Children's Privacy",
    body: [
      {
        type: "p",
        text: "Many of the people who use this website are still at school. Apprenticeships can start from the age of 15, and school-based apprenticeships from Year 11.",
      },
      {
        type: "p",
        text: "If you are under 18, we encourage you to talk with a parent or guardian before you apply or send us your details. For school-based apprenticeships, a parent or guardian must sign the paperwork and your school must agree, so we will contact them as part of the process.",
      },
      {
        type: "p",
        text: "If you are a parent or guardian and have questions about information your child has given us, please contact us.",
      },
    ],
  },
  {
    heading: "Changes to This Policy",
    body: [
      {
        type: "p",
        text: "We may update this policy from time to time, for example when the law changes or we change the services we use. The updated policy will be posted on this page with a new date.",
      },
      {
        type: "p",
        text: "If a change significantly affects how we handle information you have already given us, we will take reasonable steps to let you know.",
      },
    ],
  },
  {
    heading: "Contact Us",
    body: [
      {
        type: "p",
        text: "If you have a question about this policy, want to access or correct your information, or want to make a complaint about how we have handled it, please contact us:",
      },
      {
        type: "ul",
        items: [`E-mail: ${emailLink}`, `Phone: ${phoneLink}`, `Post: ${SITE_NAME}, ${CONTACT.address}`],
      },
      {
        type: "p",
        text: "We will look into every complaint and respond within a reasonable time. If you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner.",
      },
    ],
  },
  {
    heading: "Compliance with the Australian Privacy Principles",
    body: [
      {
        type: "p",
        text: "We aim to comply with the Australian Privacy Principles in the Privacy Act 1988 (Cth) in everything we do with personal information. In practice this means we:",
      },
      {
        type: "ul",
        items: [
          "are open about how we manage personal information, through this policy (APP 1)",
          "let you deal with us without giving your name where that is practical, such as for general questions (APP 2)",
          "only collect information we need, and tell you why we are collecting it (APPs 3 and 5)",
          "only use or share it for the purpose it was collected, or as the law allows (APP 6)",
          "take reasonable steps when information is handled outside Australia (APP 8)",
          "keep it accurate, up to date and secure (APPs 10 and 11)",
          "give you access to it and correct it when asked (APPs 12 and 13)",
        ],
      },
      {
        type: "p",
        text: "The forms and services we use from other providers are chosen with these principles in mind.",
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Terms of use: exactly 16 sections. SPEC §6: the operator may reject any application
// without giving reasons and may suspend access without notice.

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: "Acceptance of Terms",
    body: [
      {
        type: "p",
        text: `These terms of use apply to the ${SITE_NAME} website, which is run by ${OPERATOR} ("we", "us" and "our"). By using this website, you agree to these terms. If you do not agree, please do not use the website.`,
      },
      {
        type: "p",
        text: "If you are under 18, we suggest you read these terms with a parent or guardian.",
      },
    ],
  },
  {
    heading: "About This Website",
    body: [
      {
        type: "p",
        text: `This website gives information about ${SITE_NAME}, a paid apprenticeship program for building and construction trades in South Australia. It is free to use and has no accounts or log-in.`,
      },
      {
        type: "p",
        text: "The information here is general. It is not personal career, financial or legal advice. Before making a decision about your career, we encourage you to talk with us, your family or your school's career adviser.",
      },
    ],
  },
  {
    heading: "Use of the Website",
    body: [
      { type: "p", text: "You may use this website for lawful purposes only. You must not:" },
      {
        type: "ul",
        items: [
          "do anything that interferes with the website, its security or other people's use of it",
          "try to gain access to any part of the website, or any system connected to it, that is not meant to be public",
          "upload or send viruses or other harmful code",
          "copy content from the website in bulk using automated tools",
          "suggest that you are connected with or endorsed by the program when you are not",
        ],
      },
    ],
  },
  {
    heading: "Applications to the Program",
    body: [
      {
        type: "p",
        text: "Applications are made through an external application form that opens in a new tab. You must give information that is true and complete, and let us know if anything changes.",
      },
      {
        type: "p",
        text: "Sending an application does not guarantee an interview, a place in the program, an apprenticeship or a job. We may reject any application without giving reasons.",
      },
      {
        type: "p",
        text: "If you are offered an apprenticeship, it will be set out in a separate training contract and employment arrangements, which will be explained to you (and, if you are under 18, to your parent or guardian) before you start. Those documents, not this website, set out your rights and duties as an apprentice.",
      },
      {
        type: "p",
        text: "We handle the information in your application as described in our [Privacy Policy](/privacy-policy).",
      },
    ],
  },
  {
    heading: "Eligibility Information Is a Guide",
    body: [
      {
        type: "p",
        text: "Entry requirements on this website, such as a minimum school year, a driver's licence, a White Card or colour vision for some trades, are a general guide only.",
      },
      {
        type: "p",
        text: "Meeting them does not guarantee a place, and not meeting one of them does not always rule you out. Host employers and training providers may have their own requirements. If you are unsure, please ask us before you apply.",
      },
    ],
  },
  {
    heading: "Intellectual Property",
    body: [
      {
        type: "p",
        text: `The content of this website, including text, images, videos, graphics and the ${SITE_NAME} name and logo, is owned by us or used with permission.`,
      },
      {
        type: "p",
        text: "You may view, download and print pages for your own personal, non-commercial use, such as sharing them with your family or school. You must not copy, change, republish or sell our content for any other purpose without our written permission.",
      },
    ],
  },
  {
    heading: "Links to Other Websites",
    body: [
      {
        type: "p",
        text: "This website links to websites run by others, including our application form, the RISE mentoring site and our social media pages. Links are provided for your convenience.",
      },
      {
        type: "p",
        text: "We are not responsible for the content, availability or privacy practices of other websites, and a link does not mean we endorse everything on them. Their own terms and privacy policies apply when you use them.",
      },
    ],
  },
  {
    heading: "Embedded Content",
    body: [
      {
        type: "p",
        text: "Some pages show content provided by other services, such as videos played through Vimeo, our enquiry form and the interactive career handbook. These services are run by third parties and their own terms apply.",
      },
      {
        type: "p",
        text: "We cannot guarantee that embedded content will always be available or work on every device. Embedded services may set their own cookies, as explained in our [Privacy Policy](/privacy-policy).",
      },
    ],
  },
  {
    heading: "Accuracy of Information",
    body: [
      {
        type: "p",
        text: "We work to keep this website accurate and up to date, but information can change. We do not guarantee that everything on it is complete, current or free from errors.",
      },
      {
        type: "p",
        text: "Salaries, wages, job growth figures, course lengths and other figures are general indications based on the information available to us. They are not an offer of employment or a promise of any particular pay or outcome.",
      },
    ],
  },
  {
    heading: "Limitation of Liability",
    body: [
      {
        type: "p",
        text: "To the extent permitted by law, we are not liable for any loss or damage arising from your use of this website, from relying on its content, or from the website being unavailable.",
      },
      {
        type: "p",
        text: "Nothing in these terms excludes, restricts or changes any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.",
      },
    ],
  },
  {
    heading: "Indemnity",
    body: [
      {
        type: "p",
        text: "You agree to indemnify us against any claim, loss or cost that arises because you have broken these terms or used this website unlawfully.",
      },
    ],
  },
  {
    heading: "Suspension of Access",
    body: [
      {
        type: "p",
        text: "We may suspend, restrict or withdraw access to all or part of this website at any time, without notice, including for maintenance or if we believe these terms have been broken.",
      },
      {
        type: "p",
        text: "We may also change or remove any content on the website without notice.",
      },
    ],
  },
  {
    heading: "Privacy",
    body: [
      {
        type: "p",
        text: "Your privacy matters to us. Our [Privacy Policy](/privacy-policy) explains what personal information we collect, how we use and protect it, and how you can access or correct it. It forms part of these terms.",
      },
    ],
  },
  {
    heading: "Changes to These Terms",
    body: [
      {
        type: "p",
        text: "We may update these terms from time to time. The current version will always be on this page with the date it was last updated.",
      },
      {
        type: "p",
        text: "By continuing to use the website after a change, you accept the updated terms, so please check this page now and then.",
      },
    ],
  },
  {
    heading: "Governing Law",
    body: [
      {
        type: "p",
        text: "These terms are governed by the laws of South Australia. You agree that the courts of South Australia, and the courts that can hear appeals from them, have non-exclusive jurisdiction over any dispute about these terms or this website.",
      },
    ],
  },
  {
    heading: "Contact Us",
    body: [
      { type: "p", text: "If you have a question about these terms, please contact us:" },
      {
        type: "ul",
        items: [`E-mail: ${emailLink}`, `Phone: ${phoneLink}`, `Post: ${SITE_NAME}, ${CONTACT.address}`],
      },
    ],
  },
];

/** The contact block the legal pages show under the sections (SPEC §2 Legal pages). */
export const LEGAL_CONTACT = {
  email: CONTACT.enquiriesEmail,
  phone: CONTACT.phone,
  address: CONTACT.address,
} as const;
