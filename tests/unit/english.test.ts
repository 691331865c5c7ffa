import { describe, expect, it } from "vitest";
import { withIndefiniteArticle } from "~/lib/english";

describe("a or an", () => {
  it.each([
    ["electrician", "an electrician"],
    ["apprentice", "an apprentice"],
    ["builder", "a builder"],
    ["civil engineer", "a civil engineer"],
    ["wall & ceiling liner", "a wall & ceiling liner"],
    ["hour", "an hour"],
    ["university student", "a university student"],
    ["Electrician", "an Electrician"],
    // the exceptions hold at the start of the noun only, and in both spellings
    ["honorary member", "an honorary member"],
    ["thousand-hour course", "a thousand-hour course"],
    ["electrician union delegate", "an electrician union delegate"],
  ])("%s", (noun, expected) => expect(withIndefiniteArticle(noun)).toBe(expected));
});
