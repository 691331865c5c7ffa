// The parent guide PDF (public/downloads/born-to-build-parent-guide.pdf) is built
// from the parents' page's own words, so it cannot disagree with the page. Built here from the
// pinned copy (the unit suite's global setup generates the content modules from
// tests/fixtures/content/) and read back by tests/support/pdf-text.ts; every expected word comes
// from the pinned copy's YAML, never from the guide's modules.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parentGuidePdf } from "../../scripts/build/parent-guide/guide";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { readPdf } from "../support/pdf-text";

type OpenFact = { question: string; answer?: string };
type Answer = { id: string; heading: string; paragraphs?: string[]; openFacts?: OpenFact[] };
const yaml = <T>(path: string) => parse(readFileSync(join(PINNED_CONTENT, path), "utf8")) as T;
const questions = yaml<{
  pay: { heading: string; lead: string; award: string[]; openFacts?: OpenFact[] };
  answers: Answer[];
  call: { heading: string };
}>("pages/parents-questions.yaml");
const page = yaml<{ guide: { paragraphs: string[]; facts: string[] } }>("pages/info-for-parents-guardians.yaml");
const settings = yaml<{ contact: { phone: string; email: string; address: string } }>("settings.yaml");
const askUs = yaml<{ askUs: { heading: string } }>("shared/program.yaml").askUs;
const trades = readdirSync(join(PINNED_CONTENT, "data/trades")).map((file) =>
  yaml<{ name: string; salary: string; startingHourly: string | null }>(`data/trades/${file}`),
);

/** The guide's words as one line of text: the page shows them wrapped, the test compares words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();
const pdf = parentGuidePdf();
const read = readPdf(pdf);
const text = words(read.pages.join(" "));
/** The guide's text from one heading to the next of `headings` (or to the end). */
const section = (heading: string, headings: readonly string[]) => {
  const start = text.indexOf(words(heading));
  const ends = headings.map((h) => text.indexOf(words(h), start + 1)).filter((i) => i > start);
  return start < 0 ? "" : text.slice(start, ends.length ? Math.min(...ends) : undefined);
};
const HEADINGS = [questions.pay.heading, ...questions.answers.map((a) => a.heading), questions.call.heading];

describe("the parent guide is a well-formed PDF", () => {
  it("has a header, an xref whose every offset lands on its object, streams of their stated length", () => {
    expect(read.problems).toEqual([]);
    expect(read.pages.length).toBeGreaterThan(0);
  });

  it("is at most 5 A4 pages", () => {
    expect(read.pages.length).toBeLessThanOrEqual(5);
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  // An independent checker, installed by .ci/run (Debian's qpdf): missing, the test fails and says so.
  it("passes qpdf --check", () => {
    expect(spawnSync("qpdf", ["--version"]).status, "qpdf is not installed: apt-get install -y qpdf").toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "parent-guide-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, "guide.pdf"), pdf);
    // qpdf exits 0 with no warnings, 3 with warnings, 2 on errors: execFileSync throws on any but 0.
    expect(execFileSync("qpdf", ["--check", join(dir, "guide.pdf")], { encoding: "utf8" })).toMatch(
      /No syntax or stream encoding errors/,
    );
  });
});

describe("the parent guide says what the parents' page says (the pinned copy's YAML)", () => {
  it("the guide's paragraphs and facts", () => {
    for (const p of [...page.guide.paragraphs, ...page.guide.facts]) expect(text).toContain(words(p));
  });

  it("pay: the heading, the lead and how pay rises through the award", () => {
    const pay = section(questions.pay.heading, HEADINGS.slice(1));
    for (const p of [questions.pay.heading, questions.pay.lead, ...questions.pay.award])
      expect(pay).toContain(words(p));
  });

  it.each(trades.map((t) => [t.name, t] as const))(
    "pay: %s's line, its starting figure and qualified pay",
    (name, trade) => {
      const pay = section(questions.pay.heading, HEADINGS.slice(1));
      // From the trade's name to the next trade's: two trades may share a figure.
      const at = pay.indexOf(`${words(name)} `);
      expect(at, `${name} in the pay list`).toBeGreaterThan(-1);
      const rest = pay.slice(at + words(name).length);
      const next = trades.map((t) => rest.indexOf(` ${words(t.name)} `)).filter((i) => i >= 0);
      const line = rest.slice(0, Math.min(160, ...next));
      expect(line).toContain(trade.salary);
      const figure = trade.startingHourly?.match(/\$[\d,.]+k?\+?/)?.[0];
      if (figure) expect(line).toContain(figure);
    },
  );

  // costs, safety, school-based and not-working-out in the pinned copy: each with its own heading.
  it.each(questions.answers.map((a) => [a.id, a] as const))(
    "the %s answer: heading and every paragraph",
    (_, answer) => {
      const own = section(answer.heading, HEADINGS);
      expect(own, answer.heading).not.toBe("");
      for (const p of answer.paragraphs ?? []) expect(own).toContain(words(p));
    },
  );

  it.each(
    [{ heading: questions.pay.heading, openFacts: questions.pay.openFacts }, ...questions.answers].flatMap((a) =>
      (a.openFacts ?? []).map((fact) => [fact.question, a.heading, fact] as const),
    ),
  )("open fact %s: asked, with Ask us and the program's phone and e-mail", (question, heading, fact) => {
    const own = section(heading, HEADINGS);
    expect(own).toContain(words(question));
    if (fact.answer?.trim()) expect(own).toContain(words(fact.answer));
    else {
      const after = own.slice(own.indexOf(askUs.heading));
      expect(own).toContain(askUs.heading);
      expect(after).toContain(words(question));
      expect(after.slice(after.indexOf(words(question)))).toContain(settings.contact.phone);
      expect(after.slice(after.indexOf(words(question)))).toContain(settings.contact.email);
    }
  });

  it("the program's contact: phone, e-mail and address", () => {
    const call = section(questions.call.heading, []);
    for (const value of [settings.contact.phone, settings.contact.email, settings.contact.address])
      expect(call).toContain(value);
  });
});
