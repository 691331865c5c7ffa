// Issue 42: the mistakes staff can make in the editor stop at content:check, with the file, the
// line, the field and what to do, in words a member of staff understands; never at the build or
// a test. Each sentence is written here by hand from docs/content.md's rules, not copied from the
// checker. The edits that must pass are in tests/staff-edits/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { checkContent } from "../../scripts/content/check";
import { fixture, post, problems } from "./content-fixture";

const FILE = "content/data/trades/bricklayer.yaml";
// The bricklayer as launched: $19 an hour, 3 years, 12% growth (SPEC §9).
const bricklayer = readFileSync(join(PINNED_CONTENT, "data/trades/bricklayer.yaml"), "utf8");
const lineOf = (text: string, start: string) =>
  text.split("\n").findIndex((line) => line.trimStart().startsWith(start)) + 1;
const edited = (pattern: RegExp, line: string) => bricklayer.replace(pattern, line);
const check = (text: string) => problems({ "data/trades/bricklayer.yaml": text });

describe("a trade's figures: each one the site can word, and the same on its card", () => {
  it("a first-year rate the site cannot word", () => {
    const text = edited(/^startingHourly: .*$/m, "startingHourly: about twenty dollars");
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "startingHourly:")}: startingHourly "about twenty dollars" is not a figure the site can word: write an hourly rate like $22, $22.50 or from $18 (or a yearly one like $60k+), or leave it empty when not shown`,
    ]);
  });

  it("a first-year rate raised, its card left as it was", () => {
    const text = edited(/^startingHourly: .*$/m, "startingHourly: $23");
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "value: $19/hour")}: cards.startingWage.value says $19/hour but startingHourly is $23: write $23/hour here (the two must agree)`,
    ]);
  });

  it("a rate in dollars and cents is an hourly rate, and its card says so", () => {
    const text = edited(/^startingHourly: .*$/m, "startingHourly: $22.50");
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "value: $19/hour")}: cards.startingWage.value says $19/hour but startingHourly is $22.50: write $22.50/hour here (the two must agree)`,
    ]);
    expect(check(text.replace("value: $19/hour", "value: $22.50/hour"))).toEqual([]);
  });

  it("a longer apprenticeship, its card left as it was", () => {
    const text = edited(/^durationYears: .*$/m, "durationYears: 4");
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "value: 3 years")}: cards.duration.value says 3 years but durationYears is 4: write 4 years here (the two must agree)`,
    ]);
  });

  it("a growth figure changed, its card left as it was; and one that is not a percentage", () => {
    const raised = edited(/^jobGrowth: .*$/m, "jobGrowth: 14% above average");
    expect(check(raised)).toEqual([
      `${FILE}, line ${lineOf(raised, "value: 12%")}: cards.jobGrowth.value says 12% but jobGrowth is 14% above average: write 14% here (the two must agree)`,
    ]);
    const words = edited(/^jobGrowth: .*$/m, "jobGrowth: strong");
    expect(check(words)).toContain(
      `${FILE}, line ${lineOf(words, "jobGrowth:")}: jobGrowth "strong" does not start with a percentage: write it like 25% or 15% above average`,
    );
  });
});

describe("a post", () => {
  it("an empty title", () => {
    expect(problems({ "posts/meet-sam.md": post({ title: '""' }) })).toEqual([
      "content/posts/meet-sam.md, line 2: title is empty: write the post's title",
    ]);
  });

  it("a file name too long to share: the address is cut at a word in the advice", () => {
    const name = "our-apprentices-spent-a-whole-week-on-the-new-school-building-in-the-northern-suburbs";
    expect(problems({ [`posts/${name}.md`]: post() })).toEqual([
      `content/posts/${name}.md, line 1: the file name becomes the address /blog/${name}, which is 85 characters long: rename the file to 74 characters or fewer, like our-apprentices-spent-a-whole-week-on-the-new-school-building-in-the.md`,
    ]);
  });
});

describe("a hidden post", () => {
  it("is checked like any other, and built nowhere", () => {
    const hidden = post({ title: "Open day at the training centre", hidden: "true" });
    const { problems: found, prose } = checkContent(fixture({ "posts/open-day.md": hidden }));
    expect(found).toEqual([]);
    expect(prose.posts.map((p) => p.slug)).not.toContain("open-day");
    // Shown again by unticking: the same file, built.
    const shown = checkContent(fixture({ "posts/open-day.md": hidden.replace("hidden: true", "hidden: false") }));
    expect(shown.prose.posts.map((p) => p.slug)).toContain("open-day");
    // Its mistakes are still named, so it can be shown again as it is.
    expect(problems({ "posts/open-day.md": post({ title: '""', hidden: "true" }) })).toEqual([
      "content/posts/open-day.md, line 2: title is empty: write the post's title",
    ]);
  });
});

describe("a post's address", () => {
  it("the address the editor wrote must stay the file's name", () => {
    expect(problems({ "posts/open-day.md": post({ title: "Open day", address: "open-days" }) })).toEqual([
      "content/posts/open-day.md, line 7: address says open-days but the file is named open-day.md, which is the post's address: delete the address line, or make the two the same",
    ]);
    expect(problems({ "posts/open-day.md": post({ title: "Open day", address: "open-day" }) })).toEqual([]);
  });
});
