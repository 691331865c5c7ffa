/** News posts (content/posts/<slug>.md): front matter (postFrontMatterSchema) and a body each. */
import { postDateProblem } from "./post-date-rule";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mailHref as mailLink, telHref as telLink } from "../../app/content/links";
import { postFrontMatterSchema, type Block, type Post, type Settings } from "../../app/content/schema";
import { adelaideInstant } from "../../app/lib/adelaide-day";
import { FILES, type Checking, type PostDraft } from "./check-context";
import { fieldName, frontMatterProblems, knownKeysOf } from "./check-front-matter";
import { editorNamer, titleIn } from "./editor-place";
import { cutAtWord } from "./cut-at-word";
import { checkImage } from "./check-images";
import type { LinkCheck } from "./check-links";
import { checkTemplateText } from "./check-template";
import type { Located } from "./markdown";

/** The fields the front matter may have at a path (for "did you mean"). */
const knownPostFields = knownKeysOf(postFrontMatterSchema);

/** The longest post file name (without .md): its address, /blog/ and this, fits in 80 characters. */
export const MAX_SLUG_LENGTH = 74;

/** Reads every post file, in file-name order; reports names and front matter that will not do. */
export function readPostDrafts({ contentDir, add, parse }: Checking): PostDraft[] {
  const postsDir = join(contentDir, FILES.posts);
  const postFiles = existsSync(postsDir)
    ? readdirSync(postsDir)
        .filter((name) => name.endsWith(".md"))
        .sort()
    : [];
  if (!postFiles.length) add(`${FILES.posts}/`, 1, "there are no posts (files named like meet-jordan.md)");

  const drafts: PostDraft[] = [];
  for (const name of postFiles) {
    const relative = `${FILES.posts}/${name}`;
    const slug = name.slice(0, -".md".length);
    const parsed = parse(relative);
    if (!parsed) continue;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      add(
        relative,
        1,
        `the file name becomes the address /blog/${slug}: use lower-case words joined by hyphens, like meet-jordan.md`,
      );
    }
    // The address is shared, printed and typed: long ones are cut off in search results and
    // chat previews. The editor makes a new post's from its title, 60 characters at most.
    else if (slug.length > MAX_SLUG_LENGTH) {
      add(
        relative,
        1,
        `the file name becomes the address /blog/${slug}, which is ${slug.length} characters long: rename the file to ${MAX_SLUG_LENGTH} characters or fewer, like ${cutAtWord(slug, MAX_SLUG_LENGTH)}.md`,
      );
    }
    if (!parsed.frontMatter) {
      add(
        relative,
        1,
        "the post has no front matter: start the file with a --- line, the fields (title, date, excerpt, image, alt), and another --- line",
      );
      continue;
    }
    // Front matter that is not valid YAML has been reported line by line already.
    if (parsed.frontMatter.data === undefined) continue;
    const result = postFrontMatterSchema.safeParse(parsed.frontMatter.data ?? {});
    if (!result.success) {
      const named = editorNamer(`content/${relative}`, fieldName, titleIn(parsed.frontMatter.data));
      for (const p of frontMatterProblems(
        result.error.issues,
        parsed.frontMatter,
        knownPostFields,
        "a post",
        undefined,
        named,
      ))
        add(relative, p.line, p.message);
      continue;
    }
    // The editor names a new post's file from its address field; a file renamed by hand since
    // would leave the two saying different things about where the post is.
    const { address } = result.data;
    if (address !== undefined && address !== slug)
      add(
        relative,
        parsed.frontMatter.lineOf(["address"]),
        `address says ${address} but the file is named ${slug}.md, which is the post's address: delete the address line, or make the two the same`,
      );
    const dateProblem = postDateProblem(result.data.date, Date.now());
    if (dateProblem) add(relative, parsed.frontMatter.lineOf(["date"]), dateProblem);
    drafts.push({ relative, slug, front: result.data, frontMatter: parsed.frontMatter, blocks: parsed.blocks });
  }
  return drafts;
}

/** The posts as the site renders them, newest first; a post with a problem is left out. */
/**
 * Why a call-out button's mailto: or tel: is not one of the program's own (its e-mail addresses or
 * phone in content/settings.yaml), in staff's words; null when it is, or is neither.
 */
function notProgramsOwn(href: string, settings: Settings | null): string | null {
  if (!settings) return null; // the settings' own problem is reported at the settings
  const { email, enquiriesEmail, phone } = settings.contact;
  if (href.startsWith("mailto:")) {
    const address = href.slice("mailto:".length).split("?")[0];
    return address === email || address === enquiriesEmail
      ? null
      : `must write to the program's own e-mail (${mailLink(email)}, or write {{EMAIL_HREF}}): change the address in the site settings, not here`;
  }
  if (href.startsWith("tel:"))
    return href === telLink(phone)
      ? null
      : `must ring the program's own phone (${telLink(phone)}, or write {{PHONE_HREF}}): change the number in the site settings, not here`;
  return null;
}

export function buildPosts(
  checking: Checking,
  drafts: readonly PostDraft[],
  { oldAddresses, checkLink, checkBlockLinks }: LinkCheck,
): Post[] {
  const { add, shown } = checking;
  const onlyBlocks = (relative: string, located: readonly Located[], where: string): Block[] =>
    located.flatMap(({ block, line }) => {
      if (block.type === "break") {
        add(relative, line, `${where}: a *** line is not used here: remove it`);
        return [];
      }
      return [block];
    });

  const posts: Post[] = [];
  // Two posts with one title: each file is told about the other.
  const titles = new Map<string, PostDraft[]>();
  for (const draft of drafts)
    titles.set(draft.front.title.toLowerCase(), [...(titles.get(draft.front.title.toLowerCase()) ?? []), draft]);
  for (const same of titles.values()) {
    for (const draft of same.length > 1 ? same : []) {
      const others = same.filter((other) => other !== draft).map((other) => shown(other.relative));
      add(
        draft.relative,
        draft.frontMatter.lineOf(["title"]),
        `title is the same as the title of ${others.join(" and ")}: two posts need two titles`,
      );
    }
  }
  for (const draft of drafts) {
    const { relative, front, frontMatter } = draft;
    // Each field as the editor shows it: "News posts › <title> › Cover photo".
    const named = editorNamer(`content/${relative}`, fieldName, front.title);
    const text = named(["body"]);
    if (oldAddresses.has(`/blog/${draft.slug}`)) {
      add(
        relative,
        1,
        `the address /blog/${draft.slug} is an old address that redirects to ${oldAddresses.get(`/blog/${draft.slug}`)}: give the file another name`,
      );
    }
    const cover = checkImage(
      checking,
      relative,
      frontMatter.lineOf(["image"]),
      named(["image"]),
      front.image,
      front.alt,
      "cover",
      front.imageFocus,
    );
    const awardsPhoto = front.awards
      ? checkImage(
          checking,
          relative,
          frontMatter.lineOf(["awards", "photo"]),
          named(["awards", "photo"]),
          front.awards.photo,
          front.awards.photoAlt,
          "awards",
          front.awards.photoFocus,
        )
      : null;
    if (front.callout) {
      const { href } = front.callout.cta;
      const line = frontMatter.lineOf(["callout", "cta", "href"]);
      checkLink(relative, line, href);
      // A button's e-mail or phone is the program's own (content/settings.yaml); prose links may
      // name anyone's, so checkLink lets any through.
      const wrong = notProgramsOwn(href, checking.settings);
      if (wrong) add(relative, line, `the button's link ${href} ${wrong}`);
    }
    checkBlockLinks(relative, draft.blocks, text);
    // new:post's words and picture left in: reported, so the post cannot go live like that.
    checkTemplateText(checking, draft);
    const body = onlyBlocks(relative, draft.blocks, text);
    for (const { block, line } of draft.blocks) {
      if (block.type === "heading" && block.depth > 3)
        add(relative, line, `${text}: a post's headings are ## or ### (Heading 2 or 3 in the editor)`);
    }
    if (!body.length) add(relative, frontMatter.endLine, `${text} is empty: write the post there`);
    if (!cover || (front.awards && !awardsPhoto) || !body.length) continue;
    // A hidden post is checked like any other, so it can be shown again as it is, and built nowhere.
    if (front.hidden) continue;
    posts.push({
      id: 0,
      slug: draft.slug,
      title: front.title,
      excerpt: front.excerpt,
      // The day pages show, and the instant it goes live: a day alone is its start in Adelaide.
      date: front.date.slice(0, 10),
      publishAt: adelaideInstant(front.date).toISOString(),
      image: cover,
      body,
      backToBlog: front.backToBlog ?? false,
      ...(front.callout ? { callout: front.callout } : {}),
      ...(front.awards && awardsPhoto
        ? {
            awards: {
              heading: front.awards.heading,
              photo: { image: awardsPhoto, caption: front.awards.caption },
              winners: front.awards.winners,
            },
          }
        : {}),
    });
  }
  // The listing order: newest first (two on one day by their time); ids follow it (1 is the newest).
  posts.sort((a, b) => b.publishAt.localeCompare(a.publishAt) || a.slug.localeCompare(b.slug));
  posts.forEach((post, i) => (post.id = i + 1));
  return posts;
}
