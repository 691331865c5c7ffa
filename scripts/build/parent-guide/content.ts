/**
 * What the parent guide says: the parents' page's own words, read from the same modules its route
 * reads (app/routes/info-for-parents-guardians.tsx) — the page's copy, its questions and answers
 * (pay, costs, safety, school, what if), the pay table's rows and words (payRows, worded by
 * app/content/pay-words.ts) and the program's contact — so the guide cannot say anything the page
 * does not. An open fact (no answer yet) is printed as the page prints it: the question and how to
 * ask us, never an answer.
 */
import { PARENTS, PARENTS_QUESTIONS, fieldOfficer } from "../../../app/lib/content.server";
import { payRows } from "../../../app/lib/pay-table.server";
import { NOT_GIVEN } from "../../../app/content/explorer";
import { firstYearRate } from "../../../app/content/pay";
import { PAY_WORDING, qualifiedPay } from "../../../app/content/pay-words";
import { ASK_US } from "../../../app/content/program";
import type { OpenFact } from "../../../app/content/schema";
import { TRADES } from "../../../app/content/trades";
import { CONTACT, SITE_NAME, SITE_ORIGIN } from "../../../app/content/site";
import type { Block } from "./layout";

/** The program's phone and e-mail, worded as the page's "Ask us" box words them. */
export const askUsLine = () => `${ASK_US.callLabel} ${CONTACT.phone}   ${ASK_US.emailLabel} ${CONTACT.email}`;

function openFacts(facts: readonly OpenFact[] | undefined): Block[] {
  const answered = (facts ?? []).filter((fact) => fact.answer?.trim());
  const open = (facts ?? []).filter((fact) => !fact.answer?.trim());
  return [
    ...answered.flatMap((fact): Block[] => [
      { kind: "subheading", text: fact.question },
      { kind: "paragraph", text: fact.answer! },
    ]),
    ...(open.length
      ? ([
          { kind: "subheading", text: ASK_US.heading },
          { kind: "paragraph", text: ASK_US.lead },
          { kind: "list", items: open.map((fact) => fact.question) },
          { kind: "paragraph", text: askUsLine(), font: "bold" },
        ] satisfies Block[])
      : []),
  ];
}

/**
 * A row of the page's table as two lines, each figure followed by what it is (the table says it
 * once, in its column heading): "$22 per hour in the first year", "$120,493 per year once qualified".
 * A row's starting figure is a bare hourly rate, or already says what it is ("$60k+ per year as
 * a graduate"), or is "Not given" (then under its column heading).
 */
function payLines(row: { firstYear: string; qualified: string }, trade: (typeof TRADES)[number], heading: string) {
  const rate = firstYearRate(trade);
  const first =
    rate === row.firstYear
      ? `${rate} ${PAY_WORDING.firstYear}`
      : row.firstYear === NOT_GIVEN
        ? `${heading}: ${NOT_GIVEN}`
        : row.firstYear;
  return [first, qualifiedPay(row.qualified)];
}

/** A lead the page may leave out: a paragraph where there is one. */
const paragraph = (text: string | undefined): Block[] => (text ? [{ kind: "paragraph", text }] : []);

/** The guide, block by block, in the page's order. */
export function guideBlocks(): Block[] {
  const copy = PARENTS;
  const questions = PARENTS_QUESTIONS;
  const { pay } = questions;
  const { rows, words } = payRows();
  const officer = fieldOfficer();
  return [
    { kind: "title", text: `${SITE_NAME}: ${copy.guide.heading}` },
    { kind: "paragraph", text: copy.hero.lead },
    ...copy.guide.paragraphs.map((text): Block => ({ kind: "paragraph", text })),
    { kind: "subheading", text: copy.guide.factsHeading },
    { kind: "list", items: copy.guide.facts },

    { kind: "heading", text: pay.heading },
    { kind: "paragraph", text: pay.lead },
    { kind: "subheading", text: words.caption },
    {
      kind: "pairs",
      rows: rows.map((row, i) => ({ label: row.name, lines: payLines(row, TRADES[i]!, words.firstYear) })),
    },
    ...words.notes.map((text): Block => ({ kind: "paragraph", text })),
    { kind: "paragraph", text: words.source },
    ...pay.award.map((text): Block => ({ kind: "paragraph", text })),
    {
      kind: "list",
      items: [`${pay.fairWork.guidesLabel}: ${words.guidesHref}`, `${pay.fairWork.calculatorLabel}: ${words.calculatorHref}`],
    },
    ...openFacts(pay.openFacts),

    ...questions.answers.flatMap((answer): Block[] => [
      { kind: "heading", text: answer.heading },
      ...paragraph(answer.lead),
      ...(answer.paragraphs ?? []).map((text): Block => ({ kind: "paragraph", text })),
      ...(answer.cards ?? []).flatMap((card): Block[] => [
        { kind: "subheading", text: card.title },
        { kind: "paragraph", text: card.text },
      ]),
      ...openFacts(answer.openFacts),
    ]),

    { kind: "heading", text: copy.support.heading },
    ...paragraph(copy.support.lead),
    { kind: "list", items: copy.support.cards.map((card) => `${card.title}: ${card.text}`) },

    { kind: "heading", text: questions.call.heading },
    ...paragraph(questions.call.lead),
    { kind: "subheading", text: `${officer.name}, ${officer.role}` },
    { kind: "list", items: [`${ASK_US.callLabel} ${officer.phone}`, `${ASK_US.emailLabel} ${officer.email}`] },
    { kind: "subheading", text: SITE_NAME },
    {
      kind: "list",
      items: [`${ASK_US.callLabel} ${CONTACT.phone}`, `${ASK_US.emailLabel} ${CONTACT.email}`, CONTACT.address, SITE_ORIGIN],
    },
  ];
}

/** The guide's title and author, for the file's document information. */
export const guideInfo = () => ({ title: `${SITE_NAME}: ${PARENTS.guide.heading}`, author: SITE_NAME });
