// Every audience one tap from the header on every page, the parents' page on their
// questions, pages for career changers and host employers, and pay figures that say what they
// are. Expected values: SPEC §1 (the audiences), §5 (mature age 21, the school-based signature),
// §9 (each trade's figures and "about a quarter"), from the fixtures, never from content/.
import { readFileSync } from "node:fs";
import { parse, type HTMLElement } from "node-html-parser";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import {
  AUDIENCE_PATHS,
  FAQ_PATH,
  FIGURES_SOURCE_LINE,
  PAY_WORDS,
  QUIZ_PATH,
  SITE_PAGE_PATHS,
  pageReading,
} from "../fixtures/site-pages";
import { SPEC_EXPLORER, SPEC_TRADES } from "../fixtures/spec";
import { get } from "./support";

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const text = (el: HTMLElement) => el.textContent.replace(/\s+/g, " ");
const hrefs = (el: HTMLElement) => el.querySelectorAll("a").map((a) => a.getAttribute("href"));
const nav = (doc: HTMLElement, label: string) => {
  const found = doc.querySelector(`header nav[aria-label="${label}"]`);
  expect(found, label).toBeTruthy();
  return found!;
};
const FAIR_WORK = /Fair Work pay guides[\s\S]*Fair Work Pay Calculator/;

describe.concurrent("the header sends every audience on its way, on every page", () => {
  it.each(SITE_PAGE_PATHS.map((p) => [p]))(
    "%s: the menu and the bar link to the five audiences and the FAQ",
    async (path) => {
      const doc = await page(path);
      for (const label of ["Mobile", "Information for"]) {
        const links = hrefs(nav(doc, label));
        for (const href of [...AUDIENCE_PATHS, FAQ_PATH, QUIZ_PATH])
          expect(links, `${label} on ${path}`).toContain(href);
      }
      // The menu's button says what it does in both states; CSS shows the one that fits.
      expect(text(doc.querySelector("#mobile-menu")!.parentNode!.querySelector("summary")!)).toMatch(
        /Menu\s*Close menu/,
      );
    },
  );
});

describe.concurrent("pay", () => {
  it("the parents' page gives every trade's first-year rate and qualified pay (SPEC §9), each labelled", async () => {
    const doc = await page("/info-for-parents-guardians");
    const table = doc.querySelector("#pay table")!;
    const heads = table.querySelectorAll("thead th").map(text);
    expect(heads.join(" | ")).toMatch(new RegExp(`${PAY_WORDS.firstYear} \\| ${PAY_WORDS.qualified}`, "i"));
    const rows = table.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(Object.keys(SPEC_TRADES).length);
    Object.values(SPEC_TRADES).forEach((spec, i) => {
      const [firstYear, qualified] = rows[i]!.querySelectorAll("td").map(text);
      // One yearly figure per row, the listing's; a trade page's second reading is a note under the table.
      expect(qualified).toBe(spec.listingPay);
      if (spec.startWage?.endsWith("k+")) expect(firstYear).toBe(`${spec.startWage} ${PAY_WORDS.graduate}`);
      else if (spec.startWage) expect(firstYear!.toLowerCase()).toBe(spec.startWage.toLowerCase());
    });
    const section = text(doc.querySelector("#pay")!);
    for (const [slug, spec] of Object.entries(SPEC_TRADES))
      if (spec.pagePay) expect(section.split(pageReading(SPEC_EXPLORER[slug]!.name, spec.pagePay))).toHaveLength(2);
    expect(section.split(FIGURES_SOURCE_LINE)).toHaveLength(2);
    expect(section).toMatch(FAIR_WORK);
  });

  it("home's $75k+ says it is an average across the program, per year, and never a starting salary 'once qualified'", async () => {
    const doc = await page("/");
    const claims = text(doc.querySelector("#claims")!);
    expect(claims).toContain("Average starting salary");
    expect(claims).toContain(`$75k+ ${PAY_WORDS.programAverage}`);
    expect(claims).not.toContain("once qualified");
  });
});

describe.concurrent("the audience pages answer their visitor's questions", () => {
  it("parents: pay, costs, safety, school-based with the signature, if it does not work out, who to call; SPEC's guide stays", async () => {
    const doc = await page("/info-for-parents-guardians");
    const section = (id: string) => text(doc.querySelector(`section#${id}`)!);
    for (const id of [
      "guide",
      "pay",
      "costs",
      "safety",
      "school-based",
      "not-working-out",
      "call",
      "support",
      "benefits",
    ])
      expect(doc.querySelector(`section#${id}`), id).toBeTruthy();
    expect(section("school-based")).toMatch(/Year 11/);
    expect(section("school-based")).toMatch(/signature/);
    expect(hrefs(doc.querySelector("section#call")!).some((h) => h!.startsWith("tel:"))).toBe(true);
    expect(doc.querySelectorAll("section#support li")).toHaveLength(3);
    expect(doc.querySelectorAll("section#benefits li")).toHaveLength(6);
    expect(text(doc.querySelector("main")!)).toMatch(/Get Started Today[\s\S]*Download Parent Guide/);
  });

  it("career changers: mature age is 21 (SPEC §5), about a quarter (SPEC §9), pay, and those who started later", async () => {
    const doc = await page("/info-for-career-changers");
    const body = text(doc.querySelector("main")!);
    expect(body).toMatch(/21 and over/);
    expect(body).toMatch(/about a quarter/);
    expect(text(doc.querySelector("#pay")!)).toMatch(FAIR_WORK);
    expect(doc.querySelectorAll("#pay tbody tr")).toHaveLength(Object.keys(SPEC_TRADES).length);
    const stories = doc.querySelector("#stories")!;
    expect(text(stories)).toContain("Darren");
    expect(hrefs(stories)).toEqual(expect.arrayContaining(["/success-stories#videos", "/blog/tayla-story"]));
  });

  it("host employers: what the program gives and asks, and the way to enquire", async () => {
    const doc = await page("/info-for-host-employers");
    for (const id of ["what-you-get", "what-we-ask", "enquire"])
      expect(doc.querySelector(`section#${id}`), id).toBeTruthy();
    expect(hrefs(doc.querySelector("section#enquire")!)).toContain("/about#enquire");
  });
});

// A question only the program can answer is an invitation to ask, with the program's
// phone and e-mail, until staff write its answer; never an internal "to be confirmed" label. The
// questions and contact details are the pinned launch copy's (tests/fixtures/content/).
describe.concurrent("the students' and schools' pages", () => {
  it.each([["/info-for-students"], ["/info-for-schools"]])("%s links the quiz from its first screen", async (path) => {
    const doc = await page(path);
    const intro = doc.querySelector("main > header")!;
    expect(hrefs(intro)).toContain(QUIZ_PATH);
  });

  it("schools: how a school-based apprenticeship counts towards the SACE, with the SACE Board as its source", async () => {
    const doc = await page("/info-for-schools");
    const section = doc.querySelector("#sace")!;
    expect(section, "#sace").toBeTruthy();
    expect(text(section)).toMatch(/SACE/);
    const source = section
      .querySelectorAll("a")
      .find((a) => new URL(a.getAttribute("href")!).hostname === "www.sace.sa.edu.au");
    expect(source, "a link to the SACE Board").toBeTruthy();
  });
});

describe.concurrent("questions only the program can answer", () => {
  const pinned = (file: string) => parseYaml(readFileSync(`tests/fixtures/content/${file}`, "utf8")) as unknown;
  const questionsIn = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(questionsIn)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) =>
            key === "openFacts" ? (item as Array<{ question: string }>).map((f) => f.question) : questionsIn(item),
          )
        : [];
  const contact = (pinned("settings.yaml") as { contact: { email: string; phone: string } }).contact;
  it.each([
    ["/info-for-parents-guardians", "pages/parents-questions.yaml", 6],
    ["/info-for-host-employers", "pages/info-for-host-employers.yaml", 3],
    ["/info-for-career-changers", "pages/info-for-career-changers.yaml", 1],
    ["/info-for-schools", "pages/info-for-schools.yaml", 1],
  ] as const)(
    "%s asks visitors to ask each open one, with the program's phone and e-mail",
    async (path, file, count) => {
      const doc = await page(path);
      const questions = questionsIn(pinned(file));
      expect(questions).toHaveLength(count);
      const boxes = doc
        .querySelectorAll("main p")
        .filter((p) => text(p).trim() === "Ask us")
        .map((p) => p.parentNode!);
      expect(boxes.length).toBeGreaterThan(0);
      const listed = boxes.flatMap((box) => box.querySelectorAll("li").map((li) => text(li).trim()));
      expect(listed.sort()).toEqual([...questions].sort());
      for (const box of boxes) {
        expect(hrefs(box)).toContain(`tel:+61${contact.phone.replace(/\D/g, "").slice(1)}`);
        expect(hrefs(box)).toContain(`mailto:${contact.email}`);
      }
      expect(text(doc.querySelector("main")!)).not.toMatch(/to (?:be )?confirm/i);
    },
  );
});
