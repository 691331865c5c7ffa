// Where a problem is, in the editor's words: a file and a path in it → the screen, the entry
// and the field by the labels the editor shows, a list's items counted from 1 as staff count them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorPlace, placeWords } from "../../scripts/content/editor-place";

const words = (file: string, path: PropertyKey[], title?: string) => {
  const place = editorPlace(file, path, title);
  return place && placeWords(place);
};

describe("a problem's place, as the editor shows it", () => {
  it("a redirect rule's target: the 54th rule in the list, by its label", () => {
    expect(words("content/redirects.yaml", ["rules", 53, "to"])).toBe(
      "Redirects › Redirect rules › Rules › rule 54 › Goes to",
    );
  });

  // One wording on both sides: the editor's own check before a save (public/admin/editor.js,
  // which is served as it is and cannot import this module) names a rule in the same words.
  it("the editor's redirect check names a rule's place in these same words", () => {
    const script = readFileSync("public/admin/editor.js", "utf8");
    expect(script).toContain(`const RULES_PLACE = "${words("content/redirects.yaml", ["rules"])}";`);
    expect(script).toContain("`${RULES_PLACE} › rule ${i + 1} › Goes to ${to}`");
    expect(words("content/redirects.yaml", ["rules", 0, "to"])).toBe(
      `${words("content/redirects.yaml", ["rules"])} › rule 1 › Goes to`,
    );
  });

  it("the editor's check of a post's text names the post and its field in these same words", () => {
    const script = readFileSync("public/admin/editor.js", "utf8");
    const [screen, title, field] = words("content/posts/a-post.md", ["body"], "A post")!.split(" › ");
    expect(title).toBe("A post");
    expect(script).toContain(`const POSTS_PLACE = "${screen}";`);
    expect(script).toContain(`const BODY_FIELD = "${field}";`);
  });

  it("the first item of a list is item 1, and a group's fields are named inside it", () => {
    expect(words("content/data/staff.yaml", ["staff", 0, "photo", "src"])).toBe(
      "Staff and partners › Staff cards (About) › Staff › person 1 › Photo › Photo file",
    );
  });

  it("a post is the entry of its title, or of its file's name when it has none", () => {
    expect(words("content/posts/meet-sam.md", ["date"], "Meet Sam")).toBe("News posts › Meet Sam › Date");
    expect(words("content/posts/meet-sam.md", ["date"])).toBe("News posts › meet-sam › Date");
  });

  it("a screen with one entry of its own name is named once", () => {
    expect(words("content/settings.yaml", ["contact", "email"])).toBe(
      "Site settings › Contact details › Program e-mail",
    );
  });

  it("an entry whose list has the entry's own name is named once; the quiz's items by what they are", () => {
    expect(words("content/find-your-trade/questions.yaml", ["questions", 1, "question"])).toBe(
      "Find your trade: questions › Questions › question 2 › The question",
    );
    expect(words("content/find-your-trade/traits/carpenter.yaml", ["traits", 0, "points"], "carpenter")).toBe(
      "Find your trade: reasons › carpenter › Reasons › reason 1 › Points",
    );
  });

  it("a field the editor does not have is named as written; a file no screen shows has no place", () => {
    expect(words("content/redirects.yaml", ["rules", 0, "target"])).toBe(
      "Redirects › Redirect rules › Rules › rule 1 › target",
    );
    expect(editorPlace("content/nowhere.yaml", ["a"])).toBeUndefined();
  });
});
