/**
 * The content check of find your trade's YAML (scripts/content/find-your-trade.ts): each
 * mistake a staff member can make in content/find-your-trade/ is named with its file, line
 * and field, and stops the build, as the Markdown checks do. Above all a trait whose quote is
 * not on its trade's page: a result must never give a reason the page does not.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { problems } from "./content-fixture";

const CONCRETER = "find-your-trade/traits/concreter.yaml";
const QUESTIONS = "find-your-trade/questions.yaml";
const concreter = readFileSync(`tests/fixtures/content/${CONCRETER}`, "utf8");
const questions = readFileSync(`tests/fixtures/content/${QUESTIONS}`, "utf8");
/** The line (1-based) of the first line of `text` that contains `part`. */
const lineOf = (text: string, part: string) => text.split("\n").findIndex((line) => line.includes(part)) + 1;

// Each check reads a fresh copy of the content: a few seconds on a busy machine.
describe("find your trade's YAML", () => {
  it("the project's files have no problems", () => {
    expect(problems({})).toEqual([]);
  });

  it("a quote that is not on the trade's page, word for word", () => {
    const edited = concreter.replace(
      "quote: Outdoors on house, driveway and civil construction sites",
      "quote: Concreters work on open sites in all weather",
    );
    const line = lineOf(edited, "Concreters work on open sites");
    expect(problems({ [CONCRETER]: edited })).toEqual([
      `content/${CONCRETER}, line ${line}: Find your trade: reasons › concreter › Reasons › reason 2 › The reason shown: these words are not on the Concreter page (/trades/concreter); copy them from its lists or introduction exactly, or change the trade's text in content/data/trades/concreter.yaml`,
    ]);
  });

  it("a question or an answer that does not exist, points out of range", () => {
    const edited = concreter
      .replace("  - question: place\n", "  - question: weather\n")
      .replace("answers:\n      - very", "answers:\n      - lots")
      .replace("points: 1\n", "points: 5\n");
    const [weather, lots, five] = ["question: weather", "- lots", "points: 5"].map((p) => lineOf(edited, p));
    // A list's problem is named at its own line, `answers:`, the one above its first item.
    const answers = lots! - 1;
    expect(problems({ [CONCRETER]: edited })).toEqual([
      `content/${CONCRETER}, line ${five}: Find your trade: reasons › concreter › Reasons › reason 7 › Points: at most 3`,
    ]);
    // Once the points are fixed, the names are checked.
    const fixed = edited.replace("points: 5\n", "points: 1\n");
    expect(problems({ [CONCRETER]: fixed })).toEqual([
      `content/${CONCRETER}, line ${weather}: Find your trade: reasons › concreter › Reasons › reason 2 › Question: there is no question "weather"; the questions are: material, place, heights, physical, maths, finish, people, fixing, earn, school, colour`,
      `content/${CONCRETER}, line ${answers}: Find your trade: reasons › concreter › Reasons › reason 4 › Answers it counts for: "lots" is not an answer to physical; its answers are: very, some, little`,
    ]);
  });

  it("a file missing, a file for no trade, a trade field that does not match its file", () => {
    expect(problems({ [CONCRETER]: null })).toEqual([`content/${CONCRETER}, line 1: this file is missing`]);
    expect(problems({ "find-your-trade/traits/roofer.yaml": "trade: roofer\ntraits: []\n" })).toEqual([
      'content/find-your-trade/traits/roofer.yaml, line 1: there is no trade "roofer": name the file after a trade\'s address, such as carpenter.yaml',
    ]);
    const edited = concreter.replace("trade: concreter", "trade: carpenter");
    expect(problems({ [CONCRETER]: edited })).toEqual([
      `content/${CONCRETER}, line ${lineOf(edited, "trade: carpenter")}: Find your trade: reasons › concreter › Trade: this file is for concreter; write trade: concreter`,
    ]);
  });

  it("questions.yaml: a field of the wrong kind is named on its own line, saying what it must be; an empty one is missing", () => {
    const edited = questions
      .replace("    required: true\n", "    required: sometimes\n")
      .replace("    question: Where would you rather spend your working day?\n", "    question: [outdoors, indoors]\n");
    expect(problems({ [QUESTIONS]: edited })).toEqual([
      `content/${QUESTIONS}, line ${lineOf(edited, "question: [outdoors")}: Find your trade: questions › Questions › question 2 › The question: must be text`,
      `content/${QUESTIONS}, line ${lineOf(edited, "required: sometimes")}: Find your trade: questions › Questions › question 2 › The results need this answer: must be a boolean`,
    ]);
    const empty = questions.replace("        label: Year 10\n", "        label:\n");
    expect(problems({ [QUESTIONS]: empty })).toEqual([
      `content/${QUESTIONS}, line ${lineOf(questions, "label: Year 10")}: Find your trade: questions › Questions › question 10 › Choices › choice 1 › What the choice says: is missing`,
    ]);
  });

  it("questions.yaml: broken YAML, an unknown field, a missing field, a repeated id", () => {
    const broken = questions.replace("  - id: heights\n", "  - id: heights\n   oops: [\n");
    const [found] = problems({ [QUESTIONS]: broken });
    // What to do, then the YAML parser's own message, its first line only (it goes on over several),
    // as the data files and front matter say it.
    const parserSays = parseDocument(broken, { prettyErrors: false }).errors[0]!.message.split("\n")[0];
    expect(found).toBe(
      `content/${QUESTIONS}, line ${lineOf(broken, "oops: [")}: the file is not valid: check the indentation and that each line is "name: value" (${parserSays})`,
    );
    const doubled = questions.replace("    required: true\n", "    required: true\n    required: false\n");
    expect(problems({ [QUESTIONS]: doubled })[0]).toBe(
      `content/${QUESTIONS}, line ${lineOf(doubled, "required: true") + 1}: the file is not valid: a field is written twice`,
    );
    // A line with no name before its colon is named on its own line, in words staff can act on.
    const nameless = questions.replace("  - id: heights\n", "  - id: heights\n    : stray words\n");
    expect(problems({ [QUESTIONS]: nameless })).toEqual([
      `content/${QUESTIONS}, line ${lineOf(nameless, ": stray words")}: Find your trade: questions › Questions › question 3: a line starts with ":" and has no field name; write the field's name before the colon, or remove the line`,
    ]);
    // Every trait file names questions from this file; they are not checked against a broken one.
    expect(
      problems({ [QUESTIONS]: questions.replace("    required: true\n", "    required: true\n    colour: red\n") }),
    ).toEqual([
      `content/${QUESTIONS}, line ${lineOf(questions, "required: true") + 1}: Find your trade: questions › Questions › question 2: "colour" is not a field here; remove it or check its spelling`,
    ]);
    const noLabel = questions.replace("        label: Year 10\n", "");
    expect(problems({ [QUESTIONS]: noLabel })).toEqual([
      `content/${QUESTIONS}, line ${lineOf(noLabel, "- value: year-10")}: Find your trade: questions › Questions › question 10 › Choices › choice 1 › What the choice says: is missing`,
    ]);
    const twice = questions.replace("  - id: physical", "  - id: heights");
    const secondHeights = twice.split("\n").lastIndexOf("  - id: heights") + 1;
    expect(problems({ [QUESTIONS]: twice })).toContain(
      `content/${QUESTIONS}, line ${secondHeights}: Find your trade: questions › Questions › question 4 › Name in the address: "heights" is used twice; give each question its own id`,
    );
  });
});

/** SPEC's entry requirements as gates, and the quiz's words with their placeholders. */
describe("gates and the quiz's words", () => {
  const ELECTRICIAN = "find-your-trade/traits/electrician.yaml";
  const electrician = readFileSync(`tests/fixtures/content/${ELECTRICIAN}`, "utf8");
  const WORDS = "pages/find-your-trade.yaml";
  const words = readFileSync(`tests/fixtures/content/${WORDS}`, "utf8");

  it("a trade that needs colour vision (SPEC) without a gate on the colour question is named, with what to do", () => {
    const edited = electrician.replace(/\ngates:[\s\S]*$/, "\n");
    expect(problems({ [ELECTRICIAN]: edited })).toEqual([
      `content/${ELECTRICIAN}, line ${lineOf(edited, "traits:")}: Find your trade: reasons › electrician › Entry requirements that rule it out: Electrician needs normal colour vision (colourVision: true in content/data/trades/electrician.yaml), so this file needs a gate on the colour question; see docs/find-your-trade.md`,
    ]);
    // A gate on another question is no gate on colour vision.
    const elsewhere = electrician.replace(
      /(gates:\n {2}- question: )colour(\n {4}answers:\n {6}- )no/,
      "$1school$2year-10",
    );
    expect(elsewhere).not.toBe(electrician);
    expect(problems({ [ELECTRICIAN]: elsewhere })).toEqual([
      `content/${ELECTRICIAN}, line ${lineOf(elsewhere, "gates:")}: Find your trade: reasons › electrician › Entry requirements that rule it out: Electrician needs normal colour vision (colourVision: true in content/data/trades/electrician.yaml), so this file needs a gate on the colour question; see docs/find-your-trade.md`,
    ]);
  });

  it("a gate quotes an entry requirement whole, and asks a real question and answer", () => {
    const edited = electrician
      .replace("quote: Normal colour vision, so you can tell cable colours apart", "quote: Normal colour vision")
      .replace(/(gates:[\s\S]*)- no\n/, "$1- never\n");
    expect(problems({ [ELECTRICIAN]: edited })).toEqual([
      `content/${ELECTRICIAN}, line ${lineOf(edited, "- never") - 1}: Find your trade: reasons › electrician › Entry requirements that rule it out › requirement 1 › Answers that rule it out: "never" is not an answer to colour; its answers are: yes, no`,
      `content/${ELECTRICIAN}, line ${lineOf(edited, "quote: Normal colour vision")}: Find your trade: reasons › electrician › Entry requirements that rule it out › requirement 1 › The entry requirement: a gate quotes one of the Electrician page's Entry Requirements, whole and exactly; they are: "Year 12 completion preferred, with maths and English", "Normal colour vision, so you can tell cable colours apart", "Minimum age of 15 to start an apprenticeship", "A driver's licence is preferred (P plates or full)", "A White Card (general construction induction) before you go on site"`,
    ]);
  });

  it("words with placeholders: one left out, doubled or unknown is named with what the site can fill in", () => {
    const say = (field: string, line: string) => {
      const edited = words.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${line}`);
      return problems({ [WORDS]: edited }).map((p) => p.replace(/, line \d+/, ""));
    };
    expect(say("talk", "Call us on {phone} or {phone}, or e-mail {email}.")).toEqual([
      `content/${WORDS}: Page words › Find your trade › Talk must contain {phone} once, not 2 times`,
    ]);
    expect(say("talk", "Call us on {phone}.")).toEqual([
      `content/${WORDS}: Page words › Find your trade › Talk must contain {email} where the email goes`,
    ]);
    expect(say("reason", '"{answer}: {quote} ({page})"')).toEqual([
      `content/${WORDS}: Page words › Find your trade › Reason {page} is not something the site can fill in here; it can fill {answer}, {quote}`,
    ]);
  });

  it("a link's screen-reader name must start with its visible words (WCAG 2.5.3)", () => {
    const edited = words.replace('name: "About the trade: {trade}"', 'name: "More about {trade}"');
    expect(problems({ [WORDS]: edited })).toEqual([
      `content/${WORDS}, line ${lineOf(edited, "More about")}: Page words › Find your trade › Link to a matched trade's page › Name must start with the label's words exactly, so a voice user can say what they see`,
    ]);
  });
});
