/**
 * The words of the site's pages as staff edit them (issue 43): one YAML file per page under
 * content/pages/, the words several pages share under content/shared/, the site's settings in
 * content/settings.yaml. Each entry names its file, the schema it is checked with, the editor's
 * label for it, and what the build makes of it: the typed modules under app/content/generated/
 * copy/ that the thin modules in app/content/ (home.ts, program.ts…) re-export.
 *
 * A page's file starts with its title, its description in search results and its heading; the
 * heading is also its hero's, so it is written once and the build puts it into the hero.
 */
import { z } from "zod";
import {
  aboutSchema,
  askUsSchema,
  benefitsSchema,
  blogPageSchema,
  careerChangersSchema,
  claimsSchema,
  contactBannerSchema,
  errorPagesSchema,
  explorerWordsSchema,
  faqPageSchema,
  futurePathwaysSchema,
  handbookSchema,
  homeSchema,
  hostEmployersSchema,
  navigationSchema,
  pageMetaFileSchema,
  parentsQuestionsSchema,
  parentsSchema,
  payKindsSchema,
  payNotesSchema,
  postSidebarSchema,
  processFlowsSchema,
  processStepsSchema,
  quizWordsSchema,
  riseSchema,
  schoolsFileSchema,
  settingsSchema,
  storiesPageSchema,
  studentsSchema,
  tipsPageWordsSchema,
  tradesPageSchema,
} from "../../app/content/schema";

/** What one file becomes: a named export of a type the site already renders. */
export type CopyExport = {
  /** The export's name, as the site imports it (HOME, PROCESS_STEPS). */
  name: string;
  /** Its type, from app/content/schema.ts. */
  type: string;
  /** The file's field it is ("contact.phone" for one inside a group); none: the whole file (less a page's title, description and heading). */
  key?: string;
};

export type CopyFile = {
  /** Under content/. */
  file: string;
  /** The generated module's name, app/content/generated/copy/<module>.ts. */
  module: string;
  /** The editor's name for the file, and one line on what it holds. */
  label: string;
  hint: string;
  /** A page's key in PAGES: the file holds the page's title, description and heading. */
  page?: string;
  /** The page's hero shows its heading: the build puts the file's `heading` there. */
  heroHeading?: boolean;
  /** The file as written. */
  schema: z.ZodObject;
  exports: CopyExport[];
};

const META_KEYS = Object.keys(pageMetaFileSchema.shape);

/** "copyrightYear" → "COPYRIGHT_YEAR". */
const constantCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

type HeroSchema = z.ZodObject<{ hero: z.ZodObject<{ heading: z.ZodString }> }>;
const hasHeroHeading = (schema: z.ZodObject): schema is HeroSchema => {
  const hero: unknown = schema.shape.hero;
  return hero instanceof z.ZodObject && "heading" in hero.shape;
};

/** A page's words: its title, description and heading, then its sections (the hero's heading is the page's). */
function page(
  key: string,
  slug: string,
  label: string,
  hint: string,
  copy?: { name: string; type: string; schema: z.ZodObject },
): CopyFile {
  const base = copy?.schema ?? z.object({});
  const heroHeading = hasHeroHeading(base);
  const shape = hasHeroHeading(base) ? base.extend({ hero: base.shape.hero.omit({ heading: true }) }) : base;
  return {
    file: `pages/${slug}.yaml`,
    module: slug,
    label,
    hint,
    page: key,
    heroHeading,
    schema: pageMetaFileSchema.extend(shape.shape),
    exports: copy ? [{ name: copy.name, type: copy.type }] : [],
  };
}

/** Words several pages share: each top-level field is one export. */
function shared(slug: string, label: string, hint: string, parts: Record<string, [CopyExport, z.ZodType]>): CopyFile {
  return {
    file: `shared/${slug}.yaml`,
    module: slug,
    label,
    hint,
    schema: z.object(Object.fromEntries(Object.entries(parts).map(([key, [, schema]]) => [key, schema]))),
    exports: Object.entries(parts).map(([key, [exported]]) => ({ ...exported, key })),
  };
}

export const SETTINGS_FILE = "settings.yaml";

export const COPY_FILES: readonly CopyFile[] = [
  {
    file: SETTINGS_FILE,
    module: "settings",
    label: "Site settings",
    hint: "The program's name, contact details, the addresses of its outside pages (application form, enquiry form, handbook, RISE) and its social media. Every page reads them from here.",
    schema: settingsSchema,
    // One export per field (per address, per contact detail), so a page's JavaScript takes only the
    // settings it shows: the footer's phone and e-mail, not the addresses of forms it never links.
    exports: Object.entries(settingsSchema.shape).flatMap(([key, schema]) =>
      schema instanceof z.ZodObject
        ? Object.keys(schema.shape).map((inner) => ({
            name: `SETTINGS_${constantCase(key)}_${constantCase(inner)}`,
            type: `Settings["${key}"]["${inner}"]`,
            key: `${key}.${inner}`,
          }))
        : [{ name: `SETTINGS_${constantCase(key)}`, type: `Settings["${key}"]`, key }],
    ),
  },
  page("home", "home", "Home", "The words of the home page, top to bottom.", {
    name: "HOME",
    type: "HomeContent",
    schema: homeSchema,
  }),
  page("about", "about", "About us", "/about: who we are, the team and the enquiry form's section.", {
    name: "ABOUT",
    type: "AboutContent",
    schema: aboutSchema,
  }),
  page("students", "info-for-students", "Information for students", "/info-for-students.", {
    name: "STUDENTS",
    type: "StudentsContent",
    schema: studentsSchema,
  }),
  page(
    "parents",
    "info-for-parents-guardians",
    "Information for parents",
    "/info-for-parents-guardians: the guide, support and benefits.",
    {
      name: "PARENTS",
      type: "ParentsContent",
      schema: parentsSchema,
    },
  ),
  {
    file: "pages/parents-questions.yaml",
    module: "parents-questions",
    label: "Parents' questions and answers",
    hint: "The questions on /info-for-parents-guardians: pay, costs, safety, school, what if it does not work out. Answer the open questions here.",
    schema: parentsQuestionsSchema,
    exports: [{ name: "PARENTS_QUESTIONS", type: "ParentsQuestions" }],
  },
  page(
    "schools",
    "info-for-schools",
    "Information for schools",
    "/info-for-schools (its partnership paragraphs are a page of their own).",
    {
      name: "SCHOOLS",
      type: "SchoolsFile",
      schema: schoolsFileSchema,
    },
  ),
  page("careerChangers", "info-for-career-changers", "Information for career changers", "/info-for-career-changers.", {
    name: "CAREER_CHANGERS",
    type: "CareerChangersContent",
    schema: careerChangersSchema,
  }),
  page("hostEmployers", "info-for-host-employers", "Information for host employers", "/info-for-host-employers.", {
    name: "HOST_EMPLOYERS",
    type: "HostEmployersContent",
    schema: hostEmployersSchema,
  }),
  page("handbook", "career-handbook", "Career handbook", "/career-handbook.", {
    name: "HANDBOOK",
    type: "HandbookContent",
    schema: handbookSchema,
  }),
  page(
    "faq",
    "apprenticeship-faq",
    "Apprenticeship FAQ page",
    "/apprenticeship-faq around its questions (the questions are their own page).",
    {
      name: "FAQ_PAGE",
      type: "FaqPageContent",
      schema: faqPageSchema,
    },
  ),
  page("futurePathways", "future-pathways", "Future pathways", "/future-pathways.", {
    name: "FUTURE_PATHWAYS",
    type: "FuturePathwaysContent",
    schema: futurePathwaysSchema,
  }),
  page("trades", "trades", "Trades listing", "/trades, around the trade cards (each trade is its own entry).", {
    name: "TRADES_PAGE",
    type: "TradesPageContent",
    schema: tradesPageSchema,
  }),
  page(
    "explorer",
    "trades-compare",
    "Compare the trades",
    "/trades/compare: its labels, notes and where the figures come from.",
    {
      name: "EXPLORER_WORDS",
      type: "ExplorerWords",
      schema: explorerWordsSchema,
    },
  ),
  page(
    "findYourTrade",
    "find-your-trade",
    "Find your trade",
    "/find-your-trade around the questions (the questions are their own entries).",
    {
      name: "FIND_YOUR_TRADE",
      type: "QuizWords",
      schema: quizWordsSchema,
    },
  ),
  page("successStories", "success-stories", "Success stories page", "/success-stories around the stories.", {
    name: "STORIES_PAGE",
    type: "StoriesPageContent",
    schema: storiesPageSchema,
  }),
  page("blog", "blog", "News page", "/blog around the posts.", {
    name: "BLOG_PAGE",
    type: "BlogPageContent",
    schema: blogPageSchema,
  }),
  {
    file: "pages/news-post.yaml",
    module: "news-post",
    label: "Beside every news post",
    hint: "The sidebar of every post: recent posts, share buttons, the message card.",
    schema: postSidebarSchema,
    exports: [{ name: "POST_SIDEBAR", type: "PostSidebarContent" }],
  },
  page(
    "tips",
    "tips-for-success",
    "Tips for success: title and steps",
    "The title and description of /tips-for-success and the heading over its five steps (its text is its own page).",
    { name: "TIPS_PAGE", type: "TipsPageWords", schema: tipsPageWordsSchema },
  ),
  page(
    "privacy",
    "privacy-policy",
    "Privacy policy: title",
    "The title and description of /privacy-policy (its text is its own page).",
  ),
  page(
    "terms",
    "terms-of-use",
    "Terms of use: title",
    "The title and description of /terms-of-use (its text is its own page).",
  ),
  shared(
    "program",
    "How the program works",
    "What several pages show alike: the five steps, the benefits, the figures, RISE, the contact banner and the box that invites questions still to be answered.",
    {
      steps: [{ name: "PROCESS_STEPS", type: "ProcessSteps" }, processStepsSchema],
      stepsLabel: [{ name: "PROCESS_STEPS_LABEL", type: "string" }, z.string().min(1)],
      flows: [{ name: "PROCESS_FLOWS", type: "ProcessFlows" }, processFlowsSchema],
      claims: [{ name: "CLAIMS", type: "Claims" }, claimsSchema],
      benefits: [{ name: "BENEFITS", type: "Benefits" }, benefitsSchema],
      rise: [{ name: "RISE", type: "Rise" }, riseSchema],
      contactBanner: [{ name: "CONTACT_BANNER", type: "ContactBanner" }, contactBannerSchema],
      askUs: [{ name: "ASK_US", type: "AskUs" }, askUsSchema],
    },
  ),
  shared(
    "navigation",
    "Menus and links",
    "The menus, the footer's link lists, the audience links (with their one-line hints) and the named ways into the explorer and the quiz.",
    {
      tradesMenu: [{ name: "TRADES_MENU_WORDS", type: "TradesMenuWords" }, navigationSchema.shape.tradesMenu],
      primary: [{ name: "PRIMARY_LINKS", type: "Links" }, navigationSchema.shape.primary],
      mobileOnly: [{ name: "MOBILE_ONLY_LINKS", type: "Links" }, navigationSchema.shape.mobileOnly],
      footer: [{ name: "FOOTER_LINKS", type: "Links" }, navigationSchema.shape.footer],
      legal: [{ name: "LEGAL_LINKS", type: "Links" }, navigationSchema.shape.legal],
      audiences: [{ name: "AUDIENCES", type: "AudienceNavWords" }, navigationSchema.shape.audiences],
      explorerLink: [
        { name: "EXPLORER_LINK", type: 'Navigation["explorerLink"]' },
        navigationSchema.shape.explorerLink,
      ],
      quizLink: [{ name: "QUIZ_LINK", type: 'Navigation["quizLink"]' }, navigationSchema.shape.quizLink],
    },
  ),
  shared(
    "pay",
    "Pay wording",
    "What each pay figure is, said the same way on every card, table and trade page, and the words of the notes around them.",
    {
      kinds: [{ name: "PAY_KINDS", type: "PayKinds" }, payKindsSchema],
      notes: [{ name: "PAY_NOTES", type: "PayNotes" }, payNotesSchema],
    },
  ),
  shared("errors", "Error pages", "What a visitor reads when a page is not found, or when something goes wrong.", {
    notFound: [{ name: "NOT_FOUND", type: "ErrorPage" }, errorPagesSchema.shape.notFound],
    serverError: [{ name: "SERVER_ERROR", type: "ErrorPage" }, errorPagesSchema.shape.serverError],
  }),
];

/** The keys of a page's file that are its title, description and heading. */
export const isMetaKey = (key: string) => META_KEYS.includes(key);
