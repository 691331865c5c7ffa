/**
 * The loader of /find-your-trade and its part of the edge cache key. The browser receives the
 * questions and the ranked results as words ready to render, never the traits or the rules.
 */
import { json } from "@remix-run/cloudflare";
import { pagePay, said as withKind, sourceLine } from "~content/pay-words";
import { tradePath } from "~content/paths";
import { CONTACT, mailHref, telHref } from "~content/site";
import type { CacheViews } from "~/lib/edge/cache-key";
import { DEFAULT_VIEW, viewHref } from "~/lib/explorer";
import { DONE, QUIZ_PATH, parseQuizQuery, questionId, quizHref, rankTrades, type Answers, type Match } from "./quiz";
import { todayInAdelaide } from "~/lib/adelaide-day";
import { unindexedMeta } from "~/lib/meta";
import { canonicalUrl, pageMeta } from "~/lib/seo.server";
import { breadcrumbs } from "~/lib/structured-data.server";
import { fill } from "~/lib/template";
import {
  FIND_YOUR_TRADE,
  PAGES,
  QUIZ_GATES,
  QUIZ_QUESTIONS,
  QUIZ_TRAITS,
  TRADES,
  bannerFor,
} from "~/lib/content.server";

/** The quiz's part of the edge cache key: its answers in normal form, or null (a 400, never stored). */
export function findYourTradeCacheView(url: URL): string | null {
  return parseQuizQuery(url.searchParams, QUIZ_QUESTIONS, FIND_YOUR_TRADE.problems).search;
}
export const FIND_YOUR_TRADE_CACHE_VIEWS: CacheViews = new Map([[QUIZ_PATH, findYourTradeCacheView]]);

/** The questions as the form shows them, each answer ticked when the URL already gives it. */
function form(answers: Answers, problems: ReadonlyMap<string, string>) {
  return {
    action: QUIZ_PATH,
    done: DONE,
    questions: QUIZ_QUESTIONS.map((q) => ({
      id: q.id,
      groupId: questionId(q.id),
      question: q.question,
      hint: q.hint ?? null,
      required: q.required,
      error: problems.get(q.id) ?? null,
      answers: q.answers.map((a) => ({ value: a.value, label: a.label, checked: answers[q.id] === a.value })),
    })),
  };
}

const contact = {
  phone: CONTACT.phone,
  phoneHref: telHref(CONTACT.phone),
  email: CONTACT.email,
  emailHref: mailHref(CONTACT.email),
};

const answerOf = (question: string, value: string) =>
  QUIZ_QUESTIONS.find((q) => q.id === question)!.answers.find((a) => a.value === value)!;

/** A matched trait as the visitor reads it (the words' `reason`): their answer, then the page's words. */
const said = (match: Match) => ({ answer: answerOf(match.question, match.answer).youSaid, quote: match.quote });

/** The answers given, in the questions' order: GOV.UK's "check your answers", kept on paper too. */
const given = (answers: Answers) =>
  QUIZ_QUESTIONS.filter((q) => answers[q.id] !== undefined).map((q) => ({
    question: q.question,
    answer: answerOf(q.id, answers[q.id]!).label,
  }));

function results(answers: Answers) {
  const ranked = rankTrades(
    TRADES.map((t) => t.slug),
    QUIZ_TRAITS,
    answers,
    QUIZ_QUESTIONS,
    QUIZ_GATES,
  );
  const trades = ranked.map((r, i) => {
    const trade = TRADES.find((t) => t.slug === r.slug)!;
    const pay = pagePay(trade);
    return {
      rank: r.ruledOut ? null : i + 1,
      slug: trade.slug,
      name: trade.name,
      href: tradePath(trade),
      // SPEC §9's figures as the trade's own page shows them ("At a glance").
      facts: [
        { label: "Demand", value: trade.demand },
        // One figure with what it is, as the page's card says it (app/content/pay-words.ts): "$174,000+ per year once qualified".
        { label: "Yearly Pay", value: withKind(pay) },
        { label: "Duration", value: trade.cards.duration.value },
      ],
      reasons: r.reasons.map(said),
      cautions: r.cautions.map(said),
      ruledOut: r.ruledOut ? said(r.ruledOut) : null,
    };
  });
  // Gated trades come last (rankTrades): never in the top three, listed on their own with why.
  const open = trades.filter((t) => t.ruledOut === null);
  const top = open.slice(0, 3);
  return {
    top,
    rest: open.slice(3),
    ruledOut: trades.filter((t) => t.ruledOut !== null),
    answers: given(answers),
    // The day they were made: a view no shared cache keeps, and its browser five minutes (CACHE_CONTROL.view).
    date: todayInAdelaide(),
    address: canonicalUrl(quizHref(answers, QUIZ_QUESTIONS, true)),
    addressHref: quizHref(answers, QUIZ_QUESTIONS, true),
    // Where the figures come from, once under the top three.
    source: sourceLine(),
    links: {
      compare: `${viewHref({ ...DEFAULT_VIEW, pick: top.map((t) => t.slug).sort() })}#side-by-side`,
      change: quizHref(answers, QUIZ_QUESTIONS, false),
      startAgain: QUIZ_PATH,
    },
  };
}

/** /find-your-trade: the questions, the results, or a 400 naming every answer that needs another look. */
export function loadFindYourTrade(request: Request) {
  const parsed = parseQuizQuery(new URL(request.url).searchParams, QUIZ_QUESTIONS, FIND_YOUR_TRADE.problems);
  const page = PAGES.findYourTrade;
  const base = { page, copy: FIND_YOUR_TRADE, contact, banner: bannerFor(page.path) };
  if (parsed.problems.length > 0) {
    const byQuestion = new Map<string, string>();
    for (const p of parsed.problems)
      if (p.question && !byQuestion.has(p.question)) byQuestion.set(p.question, p.message);
    const problems = parsed.problems.map((p) => {
      const question = QUIZ_QUESTIONS.find((q) => q.id === p.question);
      // To the question's group, not its first answer: the browser brings the group's top (the
      // question, its hint, the error) below the sticky header, and focus into the group.
      return { message: p.message, href: question ? `#${questionId(question.id)}` : null };
    });
    return json(
      {
        ...base,
        form: form(parsed.answers, byQuestion),
        problems,
        results: null,
        meta: unindexedMeta(FIND_YOUR_TRADE.invalidTitle),
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const jsonLd = [breadcrumbs([{ name: page.heading, path: page.path }])];
  if (!parsed.done)
    return json({
      ...base,
      form: form(parsed.answers, new Map()),
      problems: null,
      results: null,
      meta: pageMeta(page, { jsonLd }),
    });
  const found = results(parsed.answers);
  // Their own title, naming the trade that came first: a tab, a bookmark and a printout say it.
  const title = fill(FIND_YOUR_TRADE.resultsTitle, { trade: found.top[0]!.name });
  return json({ ...base, form: null, problems: null, results: found, meta: pageMeta({ ...page, title }, { jsonLd }) });
}
