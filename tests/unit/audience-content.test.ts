// Each module passes its schema, the audience list names SPEC §1's five
// audiences' pages, the career changers' stories resolve, and every open fact is marked.
import { describe, expect, it } from "vitest";
import { CAREER_CHANGERS } from "../../app/content/career-changers";
import { HOST_EMPLOYERS } from "../../app/content/host-employers";
import { AUDIENCE_LINKS } from "../../app/content/audience-links";
import { PARENTS_QUESTIONS } from "../../app/content/parents-questions";
import { PAY_WORDING } from "../../app/content/pay-words";
import { POSTS } from "../../app/content/posts";
import { PAGE_PATHS } from "../../app/content/routes";
import {
  audienceLinkSchema,
  careerChangersSchema,
  hostEmployersSchema,
  parentsQuestionsSchema,
} from "../../app/content/schema";
import { SUCCESS_STORIES, VIDEO_STORIES } from "../../app/content/stories";
import { AUDIENCE_PATHS, PAY_WORDS, QUIZ_PATH } from "../fixtures/site-pages";

describe("audience content", () => {
  it.each([
    ["parents-questions.ts", parentsQuestionsSchema, PARENTS_QUESTIONS],
    ["host-employers.ts", hostEmployersSchema, HOST_EMPLOYERS],
    ["career-changers.ts", careerChangersSchema, CAREER_CHANGERS],
  ] as const)("content/%s passes its schema", (_, schema, content) =>
    expect(schema.safeParse(content).error).toBeUndefined(),
  );

  it("AUDIENCE_LINKS: SPEC §1's five audiences, each a page, then the quiz", () => {
    for (const link of AUDIENCE_LINKS) expect(audienceLinkSchema.safeParse(link).error).toBeUndefined();
    expect(AUDIENCE_LINKS.map((l) => l.href)).toEqual([...AUDIENCE_PATHS, QUIZ_PATH]);
    for (const href of AUDIENCE_PATHS) expect(PAGE_PATHS).toContain(href);
  });

  it("the pay wording is the issues', word for word (in the pinned launch content)", () => {
    const { qualified, firstYear, graduate } = PAY_WORDS;
    expect(PAY_WORDING).toEqual({ qualified, firstYear, graduate });
  });

  it("the career changers' stories name stories that exist", () => {
    const { written, videos, posts } = CAREER_CHANGERS.stories;
    for (const name of written) expect(SUCCESS_STORIES.map((s) => s.name)).toContain(name);
    for (const name of videos) expect(VIDEO_STORIES.map((s) => s.name)).toContain(name);
    for (const slug of posts) expect(POSTS.map((p) => p.slug)).toContain(slug);
  });

  it("an open fact is a question a visitor would ask; no page says 'to confirm'", () => {
    // Until the program answers it, the page invites the question; an internal label never shows.
    expect(
      parentsQuestionsSchema
        .safeParse({
          ...PARENTS_QUESTIONS,
          pay: { ...PARENTS_QUESTIONS.pay, openFacts: [{ question: "who pays", answer: "" }] },
        })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["must be a question, ending with ?"]);
    const words = JSON.stringify([PARENTS_QUESTIONS, HOST_EMPLOYERS, CAREER_CHANGERS]);
    expect(words).not.toMatch(/to (?:be )?confirm/i);
  });
});
