// Markdown with YAML front matter → the site's prose nodes (scripts/content/markdown.ts), as the
// content checker reads every post, answer and legal section: the supported Markdown becomes
// blocks with the line each starts on; everything else becomes a problem with its line, in
// the words a member of staff reads.
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../scripts/content/markdown";

const placeholders = { phone: "08 8123 4567", year: "2024" };
const parse = (source: string) => parseMarkdown(source, placeholders);
/** Just the blocks and the problems (most tests have no front matter). */
const read = (source: string) => {
  const { blocks, problems } = parse(source);
  return { blocks, problems };
};
const text = (value: string) => ({ type: "text", value });
const paragraph = (line: number, ...children: unknown[]) => ({ block: { type: "paragraph", children }, line });
const problem = (line: number, message: string) => ({ line, message });

describe("paragraphs and the text inside them", () => {
  it("a paragraph keeps its words and the line it starts on", () => {
    expect(read("\n\nSam always liked neat lines.\n")).toStrictEqual({
      blocks: [paragraph(3, text("Sam always liked neat lines."))],
      problems: [],
    });
  });

  it("a line ending inside a paragraph is one space, however the next line is indented", () => {
    expect(read("Sam always\n   liked neat lines.").blocks).toStrictEqual([
      paragraph(1, text("Sam always liked neat lines.")),
    ]);
  });

  it("a hard line break (a backslash or two spaces at the end of a line) is a space in the same run of text", () => {
    expect(read("Call us\\\ntoday.")).toStrictEqual({ blocks: [paragraph(1, text("Call us today."))], problems: [] });
    expect(read("Call us  \ntoday.")).toStrictEqual({ blocks: [paragraph(1, text("Call us today."))], problems: [] });
  });

  it("bold, italics and links keep their words, in order", () => {
    expect(read("Get **paid** while you *learn*: [apply now](/apply).").blocks).toStrictEqual([
      paragraph(
        1,
        text("Get "),
        { type: "strong", children: [text("paid")] },
        text(" while you "),
        { type: "emphasis", children: [text("learn")] },
        text(": "),
        { type: "link", url: "/apply", children: [text("apply now")] },
        text("."),
      ),
    ]);
  });

  it("bold or italics with nothing left inside once the unsupported part is taken out are dropped", () => {
    expect(read("Type **`npm`** now")).toStrictEqual({
      blocks: [paragraph(1, text("Type  now"))],
      problems: [problem(1, "`code` is not supported: remove the backticks")],
    });
    expect(read("Type *`npm`* now").blocks).toStrictEqual([paragraph(1, text("Type  now"))]);
  });

  it("a paragraph with nothing left once the unsupported part is taken out is not a block", () => {
    expect(read("`npm start`")).toStrictEqual({
      blocks: [],
      problems: [problem(1, "`code` is not supported: remove the backticks")],
    });
  });

  it("spaces left at the start or the end of a paragraph by a removed part are trimmed", () => {
    expect(read("`npm`  starts the site").blocks).toStrictEqual([paragraph(1, text("starts the site"))]);
    expect(read("Sam  <br>").blocks).toStrictEqual([paragraph(1, text("Sam"))]);
    expect(read("**Sam** <br>").blocks).toStrictEqual([paragraph(1, { type: "strong", children: [text("Sam")] })]);
  });
});

describe("links", () => {
  it("a link with an address and no words is reported with its address", () => {
    expect(read("Intro.\n\n[](/apply)")).toStrictEqual({
      blocks: [paragraph(1, text("Intro."))],
      problems: [problem(3, "the link to /apply has no words to click: write [words](address)")],
    });
  });

  it("a link with neither words nor address says it has no address", () => {
    expect(read("[]()").problems).toStrictEqual([
      problem(1, "the link to (no address) has no words to click: write [words](address)"),
    ]);
  });

  it("a link with words and no address is reported with its words, and dropped", () => {
    expect(read("Then [apply now]() today.")).toStrictEqual({
      blocks: [paragraph(1, text("Then  today."))],
      problems: [problem(1, 'the link "apply now" has no address: write [words](address)')],
    });
  });

  it("a link with no address is reported with all its words, bold and italic ones too", () => {
    expect(read("[**Apply** *right* now]()").problems).toStrictEqual([
      problem(1, 'the link "Apply right now" has no address: write [words](address)'),
    ]);
  });
});

describe("placeholders", () => {
  it("{{name}} is replaced in text and in link addresses, with or without spaces inside the braces", () => {
    expect(read("[Call us](tel:{{phone}}) in {{ year }}.").blocks).toStrictEqual([
      paragraph(1, { type: "link", url: "tel:08 8123 4567", children: [text("Call us")] }, text(" in 2024.")),
    ]);
  });

  it("an unknown placeholder is reported with its line and the ones that exist, and left as written", () => {
    expect(read("Intro.\n\nCall {{mobile}} now.")).toStrictEqual({
      blocks: [paragraph(1, text("Intro.")), paragraph(3, text("Call {{mobile}} now."))],
      problems: [problem(3, "{{mobile}} is not a placeholder this site knows (known: {{phone}}, {{year}})")],
    });
  });

  it("an unknown placeholder further down a paragraph is reported at its own line", () => {
    const unknown = "{{mobile}} is not a placeholder this site knows (known: {{phone}}, {{year}})";
    expect(read("Call us\non {{phone}}\nor {{mobile}}.").problems).toStrictEqual([problem(3, unknown)]);
    expect(read("Call {{mobile}} or\n{{phone}}\ntoday.").problems).toStrictEqual([problem(1, unknown)]);
  });
});

describe("Markdown the site has no design for is reported with its line", () => {
  it("code blocks, indented or fenced", () => {
    const message = "a code block (a line indented by four spaces, or ``` fences) is not supported: remove the indent";
    expect(read("    npm start\n\n```\nnpm start\n```")).toStrictEqual({
      blocks: [],
      problems: [problem(1, message), problem(3, message)],
    });
  });

  it("HTML, as a block or inside a paragraph", () => {
    const message = "HTML is not supported: write plain Markdown";
    expect(read("<div>\nhi\n</div>\n\nSay <b>hi</b>")).toStrictEqual({
      blocks: [paragraph(5, text("Say hi"))],
      problems: [problem(1, message), problem(5, message), problem(5, message)],
    });
  });

  it("pictures, by address or by reference", () => {
    expect(
      read("Look:\n![Sam tiling](/images/sam.jpg)\n\nAnd ![Sam][photo]\n\n[photo]: /images/sam.jpg").problems,
    ).toStrictEqual([
      problem(2, "pictures inside the text are not supported: a post has one cover image, set in the front matter"),
      problem(4, "pictures inside the text are not supported"),
      problem(6, "link definitions ([name]: address) are not supported: write [label](address)"),
    ]);
  });

  it("a link to a definition elsewhere, and the definition", () => {
    expect(read("Please [apply][form].\n\n[form]: /apply")).toStrictEqual({
      blocks: [paragraph(1, text("Please ."))],
      problems: [
        problem(1, "this link has no address: write [label](address)"),
        problem(3, "link definitions ([name]: address) are not supported: write [label](address)"),
      ],
    });
  });
});

describe("headings", () => {
  it("##, ### and #### are headings with their level and line", () => {
    expect(read("## Pay\n\n### While you *learn*\n\n#### Week one")).toStrictEqual({
      blocks: [
        { block: { type: "heading", depth: 2, children: [text("Pay")] }, line: 1 },
        {
          block: {
            type: "heading",
            depth: 3,
            children: [text("While you "), { type: "emphasis", children: [text("learn")] }],
          },
          line: 3,
        },
        { block: { type: "heading", depth: 4, children: [text("Week one")] }, line: 5 },
      ],
      problems: [],
    });
  });

  it("# (or a line underlined with ===) is the page title, which the site sets", () => {
    const message = "# makes the page title, which the site sets itself: use ## for a heading";
    expect(read("# Title\n\nTitle too\n===")).toStrictEqual({
      blocks: [],
      problems: [problem(1, message), problem(3, message)],
    });
  });

  it("a heading with no words is reported at its line, and stays a heading so the text under it keeps its place", () => {
    expect(read("## \n\nText.\n\n###\n\n#### #")).toStrictEqual({
      blocks: [
        { block: { type: "heading", depth: 2, children: [] }, line: 1 },
        paragraph(3, text("Text.")),
        { block: { type: "heading", depth: 3, children: [] }, line: 5 },
        { block: { type: "heading", depth: 4, children: [] }, line: 7 },
      ],
      problems: [
        problem(1, "the ## heading has no words: write its words after the ##"),
        problem(5, "the ### heading has no words: write its words after the ###"),
        problem(7, "the #### heading has no words: write its words after the ####"),
      ],
    });
  });

  it("##### and ###### are too deep", () => {
    expect(read("##### Five\n\n###### Six")).toStrictEqual({
      blocks: [],
      problems: [problem(1, "headings go down to #### at most"), problem(3, "headings go down to #### at most")],
    });
  });
});

describe("lists", () => {
  it("a bulleted list and a numbered list, one paragraph per item", () => {
    expect(read("- Paid work\n- A *trade*\n\n1. Apply\n2. Start")).toStrictEqual({
      blocks: [
        {
          block: {
            type: "list",
            ordered: false,
            items: [[text("Paid work")], [text("A "), { type: "emphasis", children: [text("trade")] }]],
          },
          line: 1,
        },
        { block: { type: "list", ordered: true, items: [[text("Apply")], [text("Start")]] }, line: 4 },
      ],
      problems: [],
    });
  });

  it("a list item with two paragraphs is reported with its line; the other items stay", () => {
    expect(read("- Paid work\n- A trade\n\n  for life\n- Mates")).toStrictEqual({
      blocks: [{ block: { type: "list", ordered: false, items: [[text("Paid work")], [text("Mates")]] }, line: 1 }],
      problems: [problem(2, "a list item must be one paragraph of text (lists inside lists are not supported)")],
    });
  });

  it("an empty list item is reported with its line", () => {
    expect(read("- Paid work\n-\n- Mates")).toStrictEqual({
      blocks: [{ block: { type: "list", ordered: false, items: [[text("Paid work")], [text("Mates")]] }, line: 1 }],
      problems: [problem(2, "a list item must be one paragraph of text (lists inside lists are not supported)")],
    });
  });

  it("a list inside a list is reported, and a list with no item left is not a block", () => {
    expect(read("Intro.\n\n- - Paid work")).toStrictEqual({
      blocks: [paragraph(1, text("Intro."))],
      problems: [problem(3, "a list item must be one paragraph of text (lists inside lists are not supported)")],
    });
  });

  it("a list item that is only a heading is reported", () => {
    expect(read("- ## Paid work").problems).toStrictEqual([
      problem(1, "a list item must be one paragraph of text (lists inside lists are not supported)"),
    ]);
  });
});

describe("quotes", () => {
  const shape = 'a quote is one paragraph, optionally followed by a line "— Name" saying who said it';
  const citation = 'the second paragraph of a quote must be "— Name": who said it, with nothing else';

  it("a quote with a last paragraph “— Name” has that name as its citation", () => {
    expect(read("Intro.\n\n> I love the **work**.\n>\n> — Sam Lee, apprentice tiler")).toStrictEqual({
      blocks: [
        paragraph(1, text("Intro.")),
        {
          block: {
            type: "quote",
            children: [text("I love the "), { type: "strong", children: [text("work")] }, text(".")],
            cite: "Sam Lee, apprentice tiler",
          },
          line: 3,
        },
      ],
      problems: [],
    });
  });

  it("the dash may be written -- and the space after it may be left out", () => {
    expect(read("> Good.\n>\n> -- Sam").blocks).toStrictEqual([
      { block: { type: "quote", children: [text("Good.")], cite: "Sam" }, line: 1 },
    ]);
    expect(read("> Good.\n>\n> —Sam").blocks).toStrictEqual([
      { block: { type: "quote", children: [text("Good.")], cite: "Sam" }, line: 1 },
    ]);
  });

  it("a last line “— Name” right under the words, with no empty > line between, is the citation too", () => {
    expect(read("> Great job,\n> really.\n> — Sam Lee")).toStrictEqual({
      blocks: [{ block: { type: "quote", children: [text("Great job, really.")], cite: "Sam Lee" }, line: 1 }],
      problems: [],
    });
    expect(read("> I love the **work**.\n> -- Sam").blocks).toStrictEqual([
      {
        block: {
          type: "quote",
          children: [text("I love the "), { type: "strong", children: [text("work")] }, text(".")],
          cite: "Sam",
        },
        line: 1,
      },
    ]);
    expect(read("> Good.\n> —Sam").blocks).toStrictEqual([
      { block: { type: "quote", children: [text("Good.")], cite: "Sam" }, line: 1 },
    ]);
    // A dash inside a line, or starting a line that is not the last, is just a dash.
    expect(read("> Work — and pay.").blocks).toStrictEqual([
      { block: { type: "quote", children: [text("Work — and pay.")] }, line: 1 },
    ]);
    expect(read("> Work hard.\n> — it pays.\n> Every week.").blocks).toStrictEqual([
      { block: { type: "quote", children: [text("Work hard. — it pays. Every week.")] }, line: 1 },
    ]);
  });

  it("an unknown placeholder in such a citation is reported at the citation's line", () => {
    const unknown = "{{nobody}} is not a placeholder this site knows (known: {{phone}}, {{year}})";
    expect(read("> Good.\n> — {{nobody}}").problems).toStrictEqual([problem(2, unknown)]);
    expect(read("Intro.\n\n> Good\n> work.\n> — {{nobody}}").problems).toStrictEqual([problem(5, unknown)]);
  });

  it("a quote of one paragraph has no citation", () => {
    expect(read("> Good work.")).toStrictEqual({
      blocks: [{ block: { type: "quote", children: [text("Good work.")] }, line: 1 }],
      problems: [],
    });
  });

  it("an empty quote, a quote of three paragraphs and a quote holding a list are reported at the quote's first line", () => {
    expect(read("Intro.\n\n>")).toStrictEqual({
      blocks: [paragraph(1, text("Intro."))],
      problems: [problem(3, shape)],
    });
    expect(read("> One.\n>\n> Two.\n>\n> — Sam")).toStrictEqual({ blocks: [], problems: [problem(1, shape)] });
    expect(read("> One.\n>\n> - Two")).toStrictEqual({ blocks: [], problems: [problem(1, shape)] });
  });

  it("a second paragraph that is not “— Name” is reported at its own line", () => {
    expect(read("> Good.\n>\n> Sam Lee")).toStrictEqual({ blocks: [], problems: [problem(3, citation)] });
    expect(read("> Good.\n>\n> Sam — apprentice")).toStrictEqual({ blocks: [], problems: [problem(3, citation)] });
    expect(read("> Good.\n>\n> —")).toStrictEqual({ blocks: [], problems: [problem(3, citation)] });
    expect(read("> Good.\n>\n> — Sam, **apprentice**")).toStrictEqual({ blocks: [], problems: [problem(3, citation)] });
  });
});

describe("a *** line", () => {
  it("is a break with its line", () => {
    expect(read("Part one.\n\n***\n\nPart two.").blocks).toStrictEqual([
      paragraph(1, text("Part one.")),
      { block: { type: "break" }, line: 3 },
      paragraph(5, text("Part two.")),
    ]);
  });
});

describe("front matter", () => {
  const post = [
    "---", //             1
    "title: Meet Sam", // 2
    "tags:", //           3
    "  - tiling", //      4
    "  - apprentices", // 5
    "author:", //         6
    "  name: Sam Lee", // 7
    "---", //             8
    "", //                9
    "Sam likes tiles.", // 10
  ].join("\n");

  it("is read as data, and the text after it keeps the lines of the file", () => {
    const { frontMatter, blocks, problems } = parse(post);
    expect(frontMatter?.data).toStrictEqual({
      title: "Meet Sam",
      tags: ["tiling", "apprentices"],
      author: { name: "Sam Lee" },
    });
    expect(blocks).toStrictEqual([paragraph(10, text("Sam likes tiles."))]);
    expect(problems).toStrictEqual([]);
  });

  it("a Markdown file without front matter has none", () => {
    expect(parse("Sam likes tiles.").frontMatter).toBeNull();
  });

  it("gives the line of a field, a field inside a field, and an item of a list", () => {
    const { lineOf } = parse(post).frontMatter!;
    expect(lineOf(["title"])).toBe(2);
    expect(lineOf(["tags"])).toBe(3);
    expect(lineOf(["tags", 0])).toBe(4);
    expect(lineOf(["tags", 1])).toBe(5);
    expect(lineOf(["author", "name"])).toBe(7);
  });

  it("gives the line of the nearest parent that exists when a field or item is missing", () => {
    const { lineOf } = parse(post).frontMatter!;
    expect(lineOf([])).toBe(1);
    expect(lineOf(["date"])).toBe(1);
    expect(lineOf(["author", "email"])).toBe(6);
    expect(lineOf(["tags", 2])).toBe(3);
    expect(lineOf(["title", 0])).toBe(2);
    expect(lineOf(["tags", 0, "name"])).toBe(4);
  });

  it("a list is only looked into by item number, not by a name", () => {
    expect(parse(post).frontMatter!.lineOf(["tags", "1"])).toBe(3);
  });
});

describe("front matter that is not valid YAML is reported in plain words at its line", () => {
  const front = (...lines: string[]) => parse(["---", ...lines, "---", "", "Words."].join("\n"));
  const invalid = "the front matter (between the --- lines) is not valid: ";
  const indentation = (detail: string) =>
    `${invalid}check the indentation and that each line is "name: value" (${detail})`;

  it("a field written twice", () => {
    const { frontMatter, problems, blocks } = front("title: Meet Sam", "title: Meet Jo");
    expect(problems).toStrictEqual([problem(3, `${invalid}a field is written twice`)]);
    expect(frontMatter!.data).toBeUndefined();
    expect(blocks).toStrictEqual([paragraph(6, text("Words."))]);
  });

  it("a last line with no colon", () => {
    expect(front("title: Meet Sam", "excerpt").problems).toStrictEqual([
      problem(3, indentation("Implicit map keys need to be followed by map values")),
    ]);
  });

  it("an unclosed { }", () => {
    expect(front("title: Meet Sam", "awards: {photo: x").problems).toStrictEqual([
      problem(3, indentation("Flow map in block collection must be sufficiently indented and end with a }")),
    ]);
  });

  it("words after a closing quote", () => {
    expect(front('title: "Meet" Sam').problems).toStrictEqual([
      problem(2, indentation("Unexpected scalar at node end")),
    ]);
  });

  it('a value with ": " in it, or a line with no colon running into the name on the next line', () => {
    const message = `${invalid}a value may not run onto the next line unless the line starts with spaces; text with a ": " in it needs quotes around it`;
    expect(front("title: Sam: apprentice").problems).toStrictEqual([problem(2, message)]);
    expect(front("title: Meet Sam", "excerpt", "date: 2024-12-02").problems).toStrictEqual([problem(3, message)]);
    expect(front("date: 2024-12-02", '"sub', 'title": Meet Sam').problems).toStrictEqual([problem(3, message)]);
  });

  it("any other mistake in YAML's own words, first line only", () => {
    expect(front('title: "Sam\\q"').problems).toStrictEqual([problem(2, `${invalid}Invalid escape sequence \\q`)]);
    expect(front('title: "\\x1', '  2"').problems).toStrictEqual([
      problem(2, `${invalid}Invalid escape sequence \\x1`),
    ]);
  });
});
