// The mistakes staff can make in the editor stop at content:check, with the file, the
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

describe("a trade's figures: written once, each one the site can word, its cards made from them", () => {
  /** The bricklayer's cards as the site shows them, after `text`; and what content:check said. */
  const built = (text: string) => {
    const { problems: found, prose } = checkContent(fixture({ "data/trades/bricklayer.yaml": text }));
    const cards = prose.data.trades.find((t) => t.slug === "bricklayer")?.cards;
    return { found, figures: cards && [cards.duration.value, cards.startingWage.value, cards.jobGrowth.value] };
  };

  it("a first-year rate the site cannot word", () => {
    const text = edited(/^startingHourly: .*$/m, "startingHourly: about twenty dollars");
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "startingHourly:")}: Trades › Bricklayer › First-year hourly rate "about twenty dollars" is not a figure the site can word: write an hourly rate like $22, $22.50 or from $18 (or a yearly one like $60k+), or leave it empty when not shown`,
    ]);
  });

  it("a pay rise, a longer apprenticeship and more growth: one field each, and the cards follow", () => {
    expect(built(bricklayer).figures).toEqual(["3 years", "$19/hour", "12%"]);
    let text = edited(/^startingHourly: .*$/m, "startingHourly: $23");
    text = text
      .replace(/^durationYears: .*$/m, "durationYears: 4")
      .replace(/^jobGrowth: .*$/m, "jobGrowth: 14% above average");
    expect(built(text)).toEqual({ found: [], figures: ["4 years", "$23/hour", "14%"] });
  });

  it("a rate in dollars and cents is an hourly rate, and its card says so", () => {
    const text = edited(/^startingHourly: .*$/m, "startingHourly: $22.50");
    expect(built(text)).toEqual({ found: [], figures: ["3 years", "$22.50/hour", "12%"] });
  });

  it("a card's figure written beside the trade's own: refused, so the two can never differ", () => {
    const text = bricklayer.replace("  startingWage:\n", (card) => `${card}    value: $19/hour\n`);
    expect(check(text)).toEqual([
      `${FILE}, line ${lineOf(text, "value: $19/hour")}: Trades › Bricklayer › The three summary cards › Starting wage card › Figure, only when there is no first-year hourly rate is made from startingHourly ($19): leave it empty, and change startingHourly to change the card`,
    ]);
  });

  it("a trade without a figure gives its card one: leaving both empty is named", () => {
    const none = edited(/^jobGrowth: .*$/m, 'jobGrowth: ""');
    expect(check(none)).toEqual([
      `${FILE}, line ${none.split("\n").indexOf("  jobGrowth:") + 1}: Trades › Bricklayer › The three summary cards › Job growth card has no figure to show: give the trade its jobGrowth (like 25%), or write the card's own figure as its value (like Strong demand)`,
    ]);
    const own = none.replace("  jobGrowth:\n", (card) => `${card}    value: Strong demand\n`);
    expect(built(own)).toEqual({ found: [], figures: ["3 years", "$19/hour", "Strong demand"] });
  });

  it("a growth figure that is not a percentage", () => {
    const words = edited(/^jobGrowth: .*$/m, "jobGrowth: strong");
    expect(check(words)).toContain(
      `${FILE}, line ${lineOf(words, "jobGrowth:")}: Trades › Bricklayer › Job growth "strong" does not start with a percentage: write it like 25% or 15% above average`,
    );
  });
});

describe("a post", () => {
  it("an empty title", () => {
    expect(problems({ "posts/meet-sam.md": post({ title: '""' }) })).toEqual([
      "content/posts/meet-sam.md, line 2: News posts › meet-sam › Title is empty: write the post's title",
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
      "content/posts/open-day.md, line 2: News posts › open-day › Title is empty: write the post's title",
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
