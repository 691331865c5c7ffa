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
  storiesPageSchema,
  studentsSchema,
  tipsPageWordsSchema,
  tradePageWordsSchema,
  tradesPageSchema,
  interfaceSchema,
} from "../../app/content/schema";
import { SETTINGS_ENTRY, page, shared, type CopyFile } from "./copy-file-builders";

export { SETTINGS_FILE, isMetaKey, type CopyExport, type CopyFile } from "./copy-file-builders";

export const COPY_FILES: readonly CopyFile[] = [
  SETTINGS_ENTRY,
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
  {
    file: "pages/trade-page.yaml",
    module: "trade-page",
    label: "Every trade's page",
    hint: "The words around each trade's own on its page (/trades/electrician and the others): the labels of At a glance, the headings, How it compares and the Apply box. {trade} is where the page puts the trade's name; {aTrade} puts it with a or an (an electrician).",
    schema: tradePageWordsSchema,
    exports: [{ name: "TRADE_PAGE_WORDS", type: "TradePageWords" }],
  },
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
      stepsLabel: [
        { name: "PROCESS_STEPS_LABEL", type: "string" },
        z.string().min(1).meta({ title: "Name of the five steps' list (read by screen readers)" }),
      ],
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
  shared(
    "interface",
    "Buttons and labels",
    "The words of the site's own controls on every page: the skip link, the menu buttons, Apply Now, the footer's headings, the share buttons, the video and photo buttons, the cards' links. A word in {braces} is where the site puts a value: keep it.",
    {
      header: [{ name: "HEADER_WORDS", type: 'InterfaceWords["header"]' }, interfaceSchema.shape.header],
      apply: [{ name: "APPLY_WORD", type: "string" }, interfaceSchema.shape.apply],
      footer: [{ name: "FOOTER_WORDS", type: 'InterfaceWords["footer"]' }, interfaceSchema.shape.footer],
      contactLabels: [
        { name: "CONTACT_LABELS", type: 'InterfaceWords["contactLabels"]' },
        interfaceSchema.shape.contactLabels,
      ],
      newTab: [{ name: "NEW_TAB_WORDS", type: "string" }, interfaceSchema.shape.newTab],
      lastUpdated: [{ name: "LAST_UPDATED_WORDS", type: "string" }, interfaceSchema.shape.lastUpdated],
      stepNumber: [{ name: "STEP_NUMBER_WORDS", type: "string" }, interfaceSchema.shape.stepNumber],
      frameFallback: [{ name: "FRAME_FALLBACK_WORDS", type: "string" }, interfaceSchema.shape.frameFallback],
      video: [{ name: "VIDEO_WORDS", type: 'InterfaceWords["video"]' }, interfaceSchema.shape.video],
      pausePhotos: [{ name: "PAUSE_PHOTOS_WORD", type: "string" }, interfaceSchema.shape.pausePhotos],
      cards: [{ name: "CARD_WORDS", type: 'InterfaceWords["cards"]' }, interfaceSchema.shape.cards],
      figures: [{ name: "FIGURE_WORDS", type: 'InterfaceWords["figures"]' }, interfaceSchema.shape.figures],
      shareImageAlt: [{ name: "SHARE_IMAGE_ALT", type: "string" }, interfaceSchema.shape.shareImageAlt],
      download: [{ name: "DOWNLOAD_WORDS", type: 'InterfaceWords["download"]' }, interfaceSchema.shape.download],
    },
  ),
];
