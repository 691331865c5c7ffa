// A post's date far from today (docs/editor.md, "A post's date") is a slip of the keyboard: 1902
// for 2026, or the day and month swapped into 1202. content:check refuses it, naming the post's
// file, the line and the field as the editor shows it ("Date"), and what to do.
import { describe, expect, it } from "vitest";
import { post, problems } from "./content-fixture";

const file = "content/posts/meet-sam.md";
const dated = (date: string) => problems({ "posts/meet-sam.md": post({ date }) });

describe("a post's date", () => {
  it("before 2020 is refused, naming the post, the field and what to do", () => {
    expect(dated("1902-11-29T08:19")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}, line \\d+: Date 1902-11-29T08:19 is before 2020: check the year, and the day and month's order`,
        ),
      ),
    ]);
    expect(dated("1202-03-01")).toHaveLength(1);
  });

  it("more than a year ahead is refused; a year ahead, a date past and 2020's first day are not", () => {
    const ahead = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    expect(dated(ahead)).toEqual([expect.stringContaining(`Date ${ahead} is more than a year ahead`)]);
    const soon = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    expect(dated(soon)).toEqual([]);
    expect(dated("2020-01-01")).toEqual([]);
    expect(dated("2024-12-02T09:00")).toEqual([]);
  });
});
