// Template text left in a post (app/content/post-template.ts, scripts/content/check-template.ts):
// the words and the picture `npm run new:post` starts a post with are each a problem for
// `content:check`, at their own line, naming the field and what to write instead; the pattern
// the web editor tests a field with refuses the same words and lets the launch posts through.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  POST_TEMPLATE,
  POST_TEMPLATE_TEXT,
  editorPattern,
  templateLookahead,
  templatePattern,
  templateTextIn,
  type TemplateField,
} from "../../app/content/post-template";
import { checkContent } from "../../scripts/content/check";
import { postTemplate } from "../../scripts/content/new-post";
import { post, problems } from "./content-fixture";

const file = "content/posts/meet-sam.md";
const placeholder = readFileSync("scripts/content/post-placeholder.svg");
const TEXT = "write your own words there, or delete the line";

describe("content:check refuses new:post's words and picture, each where it is", () => {
  it.each([
    [
      "the excerpt's last words",
      { excerpt: "Sam always liked neat lines, and now Sam tiles on real jobs. Replace this." },
      `${file}, line 4: excerpt still says "Replace this." — write one or two sentences that sum up the post`,
    ],
    [
      "the excerpt's first sentence, the rest written",
      { excerpt: "One or two sentences for the news page, the feed and search results. Sam tiles." },
      `${file}, line 4: excerpt still says "One or two sentences for the news page, the feed and search results." — write one or two sentences that sum up the post`,
    ],
    [
      "the alt text",
      { alt: "Sam at work. Replace the picture, then describe what it shows here." },
      `${file}, line 6: alt still says "Replace the picture, then describe what it shows here." — say in a few words what your picture shows, for people who cannot see it`,
    ],
  ])("%s", (_name, front, expected) => {
    expect(problems({ "posts/meet-sam.md": post(front) })).toEqual([expected]);
  });

  it("each template line left in the text, at its line; the writer's own lines pass", () => {
    const body = [
      "Sam started in February.",
      "",
      "Write the post here. A blank line starts a new paragraph.",
      "",
      "## Write a heading here",
      "",
      "- Safety first",
      "- Write another list item here",
      "",
      "> Write a quote from someone here.",
      ">",
      "> — Their name, their role",
      "",
    ].join("\n");
    // The front matter is lines 1 to 7 (post() writes five fields), a blank line, then the text from line 9.
    expect(problems({ "posts/meet-sam.md": post({}, body) })).toEqual([
      `${file}, line 11: the post's text still says "Write the post here." and "A blank line starts a new paragraph." — ${TEXT}`,
      `${file}, line 13: the post's text still says "Write a heading here" — ${TEXT}`,
      `${file}, line 16: the post's text still says "Write another list item here" — ${TEXT}`,
      `${file}, line 18: the post's text still says "Write a quote from someone here." — ${TEXT}`,
      `${file}, line 20: the post's text still says "Their name, their role" — ${TEXT}`,
    ]);
  });

  it("the template's link line, and a template sentence written in the front matter's place is not the text's", () => {
    const link = "Link to a page of the site like [the trades](/trades), and more.\n";
    expect(problems({ "posts/meet-sam.md": post({}, link) })).toEqual([
      `${file}, line 9: the post's text still says "Link to a page of the site like [the trades](/trades)" — ${TEXT}`,
    ]);
    // "Replace this." is the excerpt's template text; in the text it is the writer's own.
    expect(
      problems({ "posts/meet-sam.md": post({}, "We asked Sam what to replace this year. Replace this.\n") }),
    ).toEqual([]);
  });

  it("the text's first line, right under the front matter, and files with Windows or old Mac line ends", () => {
    const at9 = `${file}, line 9: the post's text still says "Write a heading here" — ${TEXT}`;
    const first = post().replace("---\n\n", "---\n## Write a heading here\n\n");
    expect(problems({ "posts/meet-sam.md": first })).toEqual([at9.replace("line 9", "line 8")]);
    const written = post({}, "## Write a heading here\n\nSam tiles.\n");
    expect(problems({ "posts/meet-sam.md": written.replace(/\n/g, "\r\n") })).toEqual([at9]);
    expect(problems({ "posts/meet-sam.md": written.replace(/\n/g, "\r") })).toEqual([at9]);
  });

  it("the placeholder picture, under any name; another picture of the same size passes", () => {
    const front = { image: "/images/posts/meet-sam.svg" };
    expect(
      problems({ "posts/meet-sam.md": post(front) }, { "images/posts/meet-sam.svg": new Uint8Array(placeholder) }),
    ).toEqual([
      `${file}, line 5: image /images/posts/meet-sam.svg is still the placeholder picture new:post made — put your own picture (16:9, at least 1200 pixels wide) in public/images/posts/, and if its name is not meet-sam.svg, change image: to match`,
    ]);
    const own = readFileSync("public/images/posts/meet-jordan.svg");
    expect(
      problems({ "posts/meet-sam.md": post(front) }, { "images/posts/meet-sam.svg": new Uint8Array(own) }),
    ).toEqual([]);
  });

  it("SPEC's launch posts have none of it", () => {
    expect(checkContent({ contentDir: "content", publicDir: "public" }).problems).toEqual([]);
  });
});

describe("the template, defined once", () => {
  it("new:post writes every piece of template text, each in its own field", () => {
    const written = postTemplate("Meet Sam", "meet-sam", "2026-03-09");
    const [, front = "", body = ""] = written.split(/^---$/m);
    const inField = (field: TemplateField) =>
      field === "body" ? body : (new RegExp(`^${field}: (.*)$`, "m").exec(front)?.[1] ?? "");
    for (const { field, text } of POST_TEMPLATE_TEXT) expect(inField(field), `${field}: ${text}`).toContain(text);
    expect(body.trim()).toBe(POST_TEMPLATE.body.trim());
  });

  it("templateTextIn finds a field's pieces, in order, and only that field's", () => {
    expect(templateTextIn("excerpt", POST_TEMPLATE.excerpt)).toEqual([
      "One or two sentences for the news page, the feed and search results.",
      "Replace this.",
    ]);
    expect(templateTextIn("alt", POST_TEMPLATE.excerpt)).toEqual([]);
    expect(templateTextIn("body", "Sam tiles.")).toEqual([]);
  });
});

describe("the editor's pattern (Decap CMS: RegExp(source).test(value), no flags)", () => {
  const passes = (field: TemplateField, value: string) => RegExp(editorPattern(field)[0]).test(value);
  const launch = readdirSync("tests/fixtures/content/posts").map((name) =>
    readFileSync(`tests/fixtures/content/posts/${name}`, "utf8"),
  );
  const fieldOf = (source: string, field: "excerpt" | "alt") =>
    new RegExp(`^${field}: (.*)$`, "m").exec(source)?.[1] ?? "";

  it.each(POST_TEMPLATE_TEXT.map((t) => [t.field, t.text] as const))("%s refuses %j", (field, text) => {
    expect(passes(field, text)).toBe(false);
    expect(passes(field, `Words before.\n\n${text}\n\nWords after.`)).toBe(false);
  });

  it("refuses the whole template, and lets every launch post's excerpt, alt and text through", () => {
    expect(passes("excerpt", POST_TEMPLATE.excerpt)).toBe(false);
    expect(passes("alt", POST_TEMPLATE.alt)).toBe(false);
    expect(passes("body", POST_TEMPLATE.body)).toBe(false);
    for (const source of launch) {
      expect(passes("excerpt", fieldOf(source, "excerpt"))).toBe(true);
      expect(passes("alt", fieldOf(source, "alt"))).toBe(true);
      expect(passes("body", source.split(/^---$/m).slice(2).join("---"))).toBe(true);
    }
    // Each field refuses its own template text only.
    expect(passes("excerpt", "Write the post here.")).toBe(true);
    expect(passes("body", "Replace this.")).toBe(true);
    expect(passes("alt", "One or two sentences for the news page, the feed and search results.")).toBe(true);
    // Characters that mean something in a pattern are matched as written.
    expect(passes("body", "Link to a page of the site like [the trades](/trades)")).toBe(false);
    expect(passes("body", "Link to a page of the site like the trades")).toBe(true);
    expect(templatePattern("excerpt")).toMatch(/^\^\(\?!/);
  });

  it("the lookahead joins another rule in one pattern: no template text, and at least 20 characters", () => {
    const both = RegExp(`${templateLookahead("excerpt")}[\\s\\S]{20,}$`);
    expect(both.test("Sam always liked neat lines; now Sam tiles.")).toBe(true);
    expect(both.test("Sam tiles.")).toBe(false);
    expect(both.test("Sam always liked neat lines; now Sam tiles. Replace this.")).toBe(false);
  });

  it("says what to do in the field's words", () => {
    expect(editorPattern("excerpt")[1]).toBe(
      'Still has the example words of a new post (such as "One or two sentences for the news page, the feed and search results."): write one or two sentences that sum up the post.',
    );
    expect(editorPattern("alt")[1]).toBe(
      'Still has the example words of a new post (such as "Placeholder artwork for a news post."): say in a few words what your picture shows, for people who cannot see it.',
    );
  });
});
