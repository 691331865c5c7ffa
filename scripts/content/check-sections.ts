/**
 * Files made of "## Heading" sections (faq.md: a question each; legal/*.md: a numbered section
 * each) and the paragraphs of the schools page's partnership section.
 */
import { inlineText } from "../../app/content/prose";
import type { Block, FaqItem, Inline, LegalSection } from "../../app/content/schema";
import { FILES, type Checking } from "./check-context";
import type { LinkCheck } from "./check-links";
import type { Located } from "./markdown";

type Section = { heading: string; line: number; body: Block[] };

/** `what` names a section in the messages: "question", "section". */
function sections({ add }: Checking, relative: string, what: string, located: readonly Located[]): Section[] {
  const out: Section[] = [];
  for (const { block, line } of located) {
    if (block.type === "heading" && block.depth === 2)
      out.push({ heading: inlineText(block.children), line, body: [] });
    else if (block.type === "break") add(relative, line, "a *** line is not used here: remove it");
    else if (!out.length) add(relative, line, `text before the first ## ${what}: every ${what} starts with a ## line`);
    else out[out.length - 1]!.body.push(block);
  }
  const seen = new Map<string, number>();
  for (const section of out) {
    // A ## with no words has been reported by the parser; the section "" says nothing more.
    if (!section.heading) continue;
    if (!section.body.length) add(relative, section.line, `the ${what} "${section.heading}" has no text under it`);
    const before = seen.get(section.heading.toLowerCase());
    if (before) add(relative, section.line, `the ${what} "${section.heading}" is already on line ${before}`);
    seen.set(section.heading.toLowerCase(), section.line);
  }
  return out;
}

export function buildFaq(checking: Checking, { checkBlockLinks }: LinkCheck): FaqItem[] {
  const { add, parse } = checking;
  const parsed = parse(FILES.faq);
  const faq: FaqItem[] = [];
  if (!parsed) return faq;
  checkBlockLinks(FILES.faq, parsed.blocks);
  for (const item of sections(checking, FILES.faq, "question", parsed.blocks)) {
    if (item.heading && !item.heading.endsWith("?"))
      add(FILES.faq, item.line, `the question "${item.heading}" must end with a question mark`);
    for (const block of item.body) {
      if (block.type === "heading")
        add(
          FILES.faq,
          item.line,
          `the answer to "${item.heading}" has a heading: answers are text, lists and quotes only`,
        );
    }
    faq.push({ question: item.heading, answer: item.body });
  }
  return faq;
}

/** `relative`: FILES.privacy or FILES.terms. */
export function buildLegal(checking: Checking, { checkBlockLinks }: LinkCheck, relative: string): LegalSection[] {
  const parsed = checking.parse(relative);
  if (!parsed) return [];
  checkBlockLinks(relative, parsed.blocks);
  // A section's sub-headings need no check: every ## starts the next section, and the parser
  // reports # and ##### or deeper, so what is left under a heading is ### or ####.
  return sections(checking, relative, "section", parsed.blocks).map(({ heading, body }) => ({ heading, body }));
}

export function buildSchoolsPartnership({ add, parse }: Checking, { checkBlockLinks }: LinkCheck): Inline[][] {
  const parsed = parse(FILES.schoolsPartnership);
  const paragraphs: Inline[][] = [];
  if (!parsed) return paragraphs;
  checkBlockLinks(FILES.schoolsPartnership, parsed.blocks);
  for (const { block, line } of parsed.blocks) {
    if (block.type === "paragraph") paragraphs.push(block.children);
    else add(FILES.schoolsPartnership, line, "this section is paragraphs only");
  }
  return paragraphs;
}
