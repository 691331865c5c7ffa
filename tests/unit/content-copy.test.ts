// The pages' words as staff's YAML: content/ holds no code; every page, the shared words
// and the settings are files the editor covers; a file's mistakes are named at their line in
// staff's words; the settings fill the placeholders; open questions are listed, and answered
// ones read as answers. Expected words come from the pinned launch copy (tests/fixtures/content/),
// written from SPEC, and from the issue.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/content/check";
import { COPY_FILES } from "../../scripts/content/copy-files";
import { EDITOR_COLLECTIONS } from "../../scripts/content/editor-config";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { fixture, problems } from "./content-fixture";

const pinned = (file: string) => readFileSync(join(PINNED_CONTENT, file), "utf8");
const only = (file: string, found: string[]) => found.filter((line) => line.startsWith(`content/${file}`));

describe("content/ is staff's files only", () => {
  it("holds no TypeScript or JavaScript, in the project and in the pinned copy", () => {
    for (const dir of ["content", PINNED_CONTENT]) {
      const code = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]sx?)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      expect(code, dir).toEqual([]);
    }
  });

  it("every page's words, the shared words and the settings are an entry in the web editor", () => {
    const files = EDITOR_COLLECTIONS.flatMap(({ collection }) =>
      ((collection as { files?: Array<{ file: string }> }).files ?? []).map((f) => f.file),
    );
    for (const { file } of COPY_FILES) expect(files).toContain(`content/${file}`);
    // The issue's pages, each by its own file.
    for (const page of ["home", "about", "info-for-students", "info-for-parents-guardians", "info-for-schools"])
      expect(files).toContain(`content/pages/${page}.yaml`);
    expect(files).toContain("content/settings.yaml");
  });
});

describe("a page's file, as staff write it", () => {
  const home = pinned("pages/home.yaml");

  it("is read as written: the page's heading is also its hero's", () => {
    const { prose } = checkContent(
      fixture({ "pages/home.yaml": home.replace(/^heading: .*$/m, "heading: Start here") }),
    );
    const built = prose.copy.modules.home?.HOME as { hero: { heading: string } };
    expect(built.hero.heading).toBe("Start here");
    expect(prose.copy.pages.home?.heading).toBe("Start here");
  });

  it("a misspelt field is named at its line, with the fields it may have", () => {
    const found = only(
      "pages/home.yaml",
      problems({ "pages/home.yaml": home.replace(/^ {2}lead: Get paid/m, "  leed: Get paid") }),
    );
    const line = home.split("\n").findIndex((l) => l.startsWith("  lead: Get paid")) + 1;
    expect(found).toEqual([
      `content/pages/home.yaml, line ${line - 1}: Page words › Home › Top of the page › Introduction is missing`,
      `content/pages/home.yaml, line ${line}: "leed" is not a field Page words › Home › Top of the page can have (did you mean "lead"?); the fields are: lead, applyLabel, exploreLabel, exploreHref`,
    ]);
  });

  it("a title too long for search results, and a label SPEC fixes changed", () => {
    const found = only(
      "pages/home.yaml",
      problems({
        "pages/home.yaml": home
          .replace(/^title: .*$/m, `title: ${"A very long title ".repeat(5)}`)
          .replace(/^ {2}applyLabel: Apply Now$/m, "  applyLabel: Sign up"),
      }),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/line 1: Page words › Home › Title in search results .*70/);
    expect(found[1]).toMatch(/Top of the page › Fixed words: “Apply Now” .*Apply Now/);
  });

  it("a placeholder the site does not know is named; a known one takes the settings' value", () => {
    const about = pinned("pages/about.yaml");
    const unknown = only(
      "pages/about.yaml",
      problems({ "pages/about.yaml": about.replace("{{OPERATOR}}", "{{OPERATER}}") }),
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toContain("{{OPERATER}} is not a placeholder this site knows");
    const settings = pinned("settings.yaml").replace(
      /^operator: [\s\S]*?(?=^copyrightYear)/m,
      "operator: the Builders' Guild\n",
    );
    const { prose } = checkContent(fixture({ "settings.yaml": settings }));
    const built = JSON.stringify(prose.copy.modules.about);
    expect(built).toContain("run by the Builders' Guild.");
    expect(built).not.toContain("{{");
  });
});

describe("the site settings", () => {
  const settings = pinned("settings.yaml");

  it("take the program's real phone and e-mail; refuse a number or address written another way", () => {
    const real = settings
      .replace("(08) 5550 1234", "(08) 8150 1234")
      .replace("hello@example.com", "hello@borntobuild.org.au");
    expect(only("settings.yaml", problems({ "settings.yaml": real }))).toEqual([]);
    const wrong = settings.replace("(08) 5550 1234", "8150 1234").replace("hello@example.com", "Hello@borntobuild");
    const found = only("settings.yaml", problems({ "settings.yaml": wrong }));
    expect(found.map((line) => line.replace(/line \d+: /, ""))).toEqual([
      "content/settings.yaml, Site settings › Contact details › Program e-mail must be written whole, in lower case, like jo.citizen@example.com",
      "content/settings.yaml, Site settings › Contact details › Program phone must be written like (08) 8123 4567, 0412 345 678, 1300 123 456 or 13 12 34",
    ]);
  });

  it("a Markdown page reads the program's phone from them", () => {
    const settingsWith = settings.replace("(08) 5550 1234", "1300 555 123");
    const { prose } = checkContent(fixture({ "settings.yaml": settingsWith }));
    const terms = JSON.stringify(prose.terms);
    expect(terms).toContain("1300 555 123");
    expect(terms).toContain("tel:1300555123");
  });
});

describe("questions only the program can answer", () => {
  const questions = pinned("pages/parents-questions.yaml");

  it("the launch content's open facts and the SACE credits, each listed with its line", () => {
    const { prose } = checkContent(fixture());
    expect(prose.copy.openFacts).toHaveLength(11);
    expect(prose.copy.openFacts.map((fact) => fact.question)).toContainEqual(expect.stringMatching(/SACE credits/));
    for (const fact of prose.copy.openFacts) {
      const text = pinned(fact.file.replace(/^content\//, "")).split("\n")[fact.line - 1];
      expect(text, fact.question).toMatch(/^\s+answer: ""$/);
    }
  });

  it("an answered one is no longer open, and the page shows it as an answer", () => {
    const answered = questions.replace(
      /(question: Who pays for an apprentice's tools and work gear\?\n\s+answer: )""/,
      "$1Host employers supply the tools and work gear.",
    );
    const { prose } = checkContent(fixture({ "pages/parents-questions.yaml": answered }));
    expect(prose.copy.openFacts).toHaveLength(10);
    expect(prose.copy.openFacts.map((f) => f.question)).not.toContain(
      "Who pays for an apprentice's tools and work gear?",
    );
  });

  it("one that is not a question says so", () => {
    const found = only(
      "pages/parents-questions.yaml",
      problems({
        "pages/parents-questions.yaml": questions.replace("Who pays for an apprentice's tools and work gear?", "Tools"),
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("must be a question, ending with ?");
  });
});

describe("the words of the site's controls, as staff write them", () => {
  const iface = pinned("shared/interface.yaml");
  const tradePage = pinned("pages/trade-page.yaml");

  it("a gap the site fills ({trade}) taken out is named at its line and field, with what to do", () => {
    const found = only(
      "pages/trade-page.yaml",
      problems({
        "pages/trade-page.yaml": tradePage.replace("compareWith: Compare {trade} with", "compareWith: Compare with"),
      }),
    );
    const line = tradePage.split("\n").findIndex((l) => l.includes("compareWith:")) + 1;
    expect(found).toEqual([
      `content/pages/trade-page.yaml, line ${line}: Page words › Every trade's page › Compare › Label of the trade picker must contain {trade} where the trade goes`,
    ]);
  });

  it("a button whose spoken name does not begin with its shown word is refused (WCAG 2.5.3)", () => {
    const found = only(
      "shared/interface.yaml",
      problems({ "shared/interface.yaml": iface.replace("said: Close video", "said: Stop the video") }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /Buttons and labels › Video player › Close button › Said must begin with the words it shows/,
    );
  });

  it("SPEC's Learn More stays as SPEC names it", () => {
    const found = only(
      "shared/interface.yaml",
      problems({ "shared/interface.yaml": iface.replace("shown: Learn More", "shown: More") }),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/Cards › A trade card's Learn More link › Shown SPEC names this link "Learn More"/),
    );
  });
});
