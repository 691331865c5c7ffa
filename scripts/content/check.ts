/**
 * Reads every Markdown file of the site's prose, checks it, and builds what the site renders.
 * `npm run content:check` prints the problems; `npm run content:build` refuses to write the
 * generated module while there are any. Messages are for the staff who write the content:
 * file, line and field in plain words, e.g.
 *   content/posts/meet-jordan.md, line 3: date must look like 2024-11-28
 *
 * The files (paths under content/), each read by one step:
 *   posts/<slug>.md                 one news post each: front matter + body   (check-posts.ts)
 *   faq.md                          "## Question?" then its answer            (check-sections.ts)
 *   legal/privacy-policy.md         "## Section heading" then its text        (check-sections.ts)
 *   legal/terms-of-use.md           the same
 *   tips.md                         front matter + the tips page text         (check-tips.ts)
 *   prose/schools-partnership.md    the schools page's partnership paragraphs (check-sections.ts)
 *   data/trades/<slug>.yaml         one trade each                             (check-data.ts)
 *   data/stories.yaml, videos.yaml, testimonials.yaml, gallery.yaml, staff.yaml, partners.yaml
 *                                   the people, photos and partners            (check-data.ts)
 *   data/banners.yaml               the picture beside each page's heading     (check-data.ts, check-banners.ts)
 *   find-your-trade/*.yaml          the quiz's questions and each trade's traits (find-your-trade.ts)
 *   settings.yaml                   the program's contact details and outside addresses (check-copy.ts)
 *   pages/*.yaml, shared/*.yaml     the words of every page (copy-files.ts lists them; check-copy.ts)
 *   redirects.yaml                  the old site's addresses and where each goes now (check-redirects.ts)
 */
import type { z } from "zod";
import {
  blockSchema,
  faqItemSchema,
  legalSectionSchema,
  partnerSchema,
  postSchema,
  staffSchema,
  successStorySchema,
  testimonialSchema,
  tradeSchema,
  videoStorySchema,
  imageSchema,
  type FaqItem,
  type Inline,
  type LegalSection,
  type Post,
  type TipsContent,
} from "../../app/content/schema";
import { FILES, startChecking, type CheckOptions, type ContentProblem } from "./check-context";
import { buildCopy, type CopyContent } from "./check-copy";
import { buildData, type DataContent } from "./check-data";
import { fieldName } from "./check-front-matter";
import { editorNamer, titleIn } from "./editor-place";
import { linkCheck } from "./check-links";
import { checkPhotoMetadata } from "./check-photo-metadata";
import { buildPosts, readPostDrafts } from "./check-posts";
import { buildRedirects } from "./check-redirects";
import { buildFaq, buildLegal, buildSchoolsPartnership } from "./check-sections";
import { buildTips } from "./check-tips";
import { buildFindYourTrade, type FindYourTrade } from "./find-your-trade";
import type { RedirectRule } from "../../app/content/schema/redirects";

export { formatProblem, FILES, type CheckOptions, type ContentProblem } from "./check-context";
export { COVER } from "./check-images";

export type Prose = {
  data: DataContent;
  posts: Post[];
  faq: FaqItem[];
  privacy: LegalSection[];
  terms: LegalSection[];
  tips: TipsContent;
  schoolsPartnership: Inline[][];
  copy: CopyContent;
  /** content/redirects.yaml's rules, as the worker carries them. */
  redirects: RedirectRule[];
};

export function checkContent(options: CheckOptions): {
  problems: ContentProblem[];
  prose: Prose;
  findYourTrade: FindYourTrade;
} {
  const checking = startChecking(options);
  const { problems, add, shown } = checking;

  // Trades and posts first: a link anywhere may go to one.
  const data = buildData(checking);
  const drafts = readPostDrafts(checking);
  const links = linkCheck(
    checking,
    drafts.map((draft) => draft.slug),
    data.tradeSlugs,
  );
  const posts = buildPosts(checking, drafts, links);
  const redirects = buildRedirects(
    checking,
    drafts.map((draft) => draft.slug),
    data.tradeSlugs,
  );
  const faq = buildFaq(checking, links);
  const privacy = buildLegal(checking, links, FILES.privacy);
  const terms = buildLegal(checking, links, FILES.terms);
  const tips = buildTips(checking);
  const schoolsPartnership = buildSchoolsPartnership(checking, links);
  const findYourTrade = buildFindYourTrade(checking, data);
  const copy = buildCopy(options.contentDir, add, checking.settings, checking.placeholders);
  problems.push(...checkPhotoMetadata(options));

  // Last line of defence: what the site renders must parse with the one schema (a file
  // already reported is not reported twice).
  const reported = new Set(problems.map((p) => p.file));
  const schemaCheck = (relative: string, schema: z.ZodType, value: unknown) => {
    if (reported.has(shown(relative))) return;
    const result = schema.safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues)
        add(relative, 1, `${editorNamer(shown(relative), fieldName, titleIn(value))(issue.path)}: ${issue.message}`);
  };
  for (const trade of data.trades) schemaCheck(`data/trades/${trade.slug}.yaml`, tradeSchema, trade);
  data.stories.forEach((story) => schemaCheck("data/stories.yaml", successStorySchema, story));
  data.videos.forEach((video) => schemaCheck("data/videos.yaml", videoStorySchema, video));
  data.testimonials.forEach((t) => schemaCheck("data/testimonials.yaml", testimonialSchema, t));
  Object.values(data.gallery).forEach((photos) =>
    photos.forEach((p) => schemaCheck("data/gallery.yaml", imageSchema, p)),
  );
  Object.values(data.banners).forEach((p) => schemaCheck("data/banners.yaml", imageSchema, p));
  data.staff.forEach((person) => schemaCheck("data/staff.yaml", staffSchema, person));
  data.partners.forEach((partner) => schemaCheck("data/partners.yaml", partnerSchema, partner));
  for (const post of posts) schemaCheck(`${FILES.posts}/${post.slug}.md`, postSchema, post);
  faq.forEach((item) => schemaCheck(FILES.faq, faqItemSchema, item));
  privacy.forEach((s) => schemaCheck(FILES.privacy, legalSectionSchema, s));
  terms.forEach((s) => schemaCheck(FILES.terms, legalSectionSchema, s));
  schoolsPartnership.forEach((p) =>
    schemaCheck(FILES.schoolsPartnership, blockSchema, { type: "paragraph", children: p }),
  );

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    problems,
    prose: { data, posts, faq, privacy, terms, tips, schoolsPartnership, copy, redirects },
    findYourTrade,
  };
}
