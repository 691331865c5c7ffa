/**
 * The tips page (content/tips.md): front matter (the Get In Touch band), opening paragraphs,
 * a "## heading" with a "### tip" and one paragraph each, a *** line, closing paragraphs.
 */
import { inlineText } from "../../app/content/prose";
import { tipsFrontMatterSchema, type Inline, type TipsContent } from "../../app/content/schema";
import { FILES, type Checking } from "./check-context";
import { fieldName, frontMatterProblems } from "./check-front-matter";
import { editorNamer } from "./editor-place";

export function buildTips({ add, parse }: Checking): TipsContent {
  const tips: TipsContent = {
    intro: [],
    employerExpectations: { heading: "", items: [] },
    closing: [],
    getInTouch: { heading: "", text: "", label: "" },
  };
  const tipsParsed = parse(FILES.tips);
  if (!tipsParsed) return tips;
  const rel = FILES.tips;
  const front = tipsFrontMatterSchema.safeParse(tipsParsed.frontMatter?.data ?? {});
  if (tipsParsed.frontMatter?.data === undefined && tipsParsed.frontMatter) {
    // Not valid YAML: reported line by line already.
  } else if (!tipsParsed.frontMatter)
    add(rel, 1, "the file needs its front matter (getInTouch: heading, text, label) between two --- lines");
  else if (!front.success) {
    const known = (path: readonly PropertyKey[]) => (path.length ? ["heading", "text", "label"] : ["getInTouch"]);
    const named = editorNamer(`content/${rel}`, fieldName);
    for (const p of frontMatterProblems(
      front.error.issues,
      tipsParsed.frontMatter,
      known,
      "the tips page",
      undefined,
      named,
    ))
      add(rel, p.line, p.message);
  } else tips.getInTouch = front.data.getInTouch;
  let part: "intro" | "tips" | "closing" = "intro";
  // Where the tips belong, for a page that has none: under the ## heading, or else after the
  // opening paragraphs (the front matter's closing --- when there are none).
  let headingLine: number | undefined;
  let introEnd = tipsParsed.frontMatter?.endLine ?? 1;
  /** Each tip's ### line, in the order of the tips, for a tip left without its paragraph. */
  const tipLines: number[] = [];
  for (const { block, line } of tipsParsed.blocks) {
    const plain = (children: readonly Inline[]) => {
      if (children.some((c) => c.type !== "text"))
        add(rel, line, "the tips page shows plain text: remove the link, bold or italics here");
      return inlineText(children);
    };
    if (block.type === "break") {
      if (part !== "tips") add(rel, line, "the *** line ends the list of tips: it comes once, after the last tip");
      part = "closing";
    } else if (block.type === "heading" && block.depth === 2 && part === "intro") {
      tips.employerExpectations.heading = plain(block.children);
      headingLine = line;
      part = "tips";
    } else if (block.type === "heading" && block.depth === 3 && part === "tips") {
      tips.employerExpectations.items.push({ title: plain(block.children), text: "" });
      tipLines.push(line);
    } else if (block.type === "paragraph" && part === "tips") {
      const tip = tips.employerExpectations.items[tips.employerExpectations.items.length - 1];
      if (!tip || tip.text) add(rel, line, "each tip is a ### title and one paragraph");
      else tip.text = plain(block.children);
    } else if (block.type === "paragraph" && part !== "tips") {
      if (part === "intro") introEnd = line;
      tips[part].push(plain(block.children));
    } else {
      add(
        rel,
        line,
        "the tips page is: opening paragraphs, a ## heading, then a ### title and one paragraph per tip, a *** line, closing paragraphs",
      );
    }
  }
  if (!tips.intro.length)
    add(rel, 1, "the tips page needs at least one opening paragraph (the first is the page's lead)");
  // The page is its list of tips; without one it would show a lead and nothing to act on. A ##
  // or ### written in the wrong place has been reported above, where it is.
  const written = (depth: number) =>
    tipsParsed.blocks.some(({ block }) => block.type === "heading" && block.depth === depth);
  if (!written(3)) {
    if (headingLine !== undefined)
      add(
        rel,
        headingLine,
        "the tips page has no tips: under the ## heading, write a ### title and one paragraph per tip",
      );
    else if (!written(2))
      add(
        rel,
        introEnd,
        "the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip",
      );
  }
  tips.employerExpectations.items.forEach((tip, i) => {
    if (!tip.text) add(rel, tipLines[i]!, `the tip "${tip.title}" has no paragraph under it`);
  });
  return tips;
}
