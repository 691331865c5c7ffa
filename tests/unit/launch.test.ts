// `npm run content:launch`: every placeholder the site still shows is named
// with its file, line and what to do, and the check fails until none is left. Expected values are
// the brief's placeholders (reserved example.com addresses, (08) 5550 numbers, "Example" names
// and logos), the open questions, SPEC's unsourced claims and its copyright year,
// as the pinned copy of the launch content has them.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { deployGate, launchFindings, launchReport } from "../../scripts/content/launch";

const NOW = new Date("2026-11-28T01:00:00Z");
const lines = (findings: ReturnType<typeof launchFindings>) =>
  findings.map((f) => `${f.file}, line ${f.line}: ${f.what}`);

describe("the launch list staff can act on", () => {
  const found = launchFindings(PINNED_CONTENT, NOW);

  it("names each placeholder's screen, entry and field as the editor shows them, list items from 1", () => {
    const at = (file: string, what: string) =>
      found.find((f) => f.file === `tests/fixtures/content/${file}` && f.what.startsWith(what))?.place;
    expect(at("settings.yaml", "hello@example.com")).toBe("Site settings › Contact details › Program e-mail");
    expect(at("data/partners.yaml", '"Harwood Example Builders"')).toBe(
      "Staff and partners › Partner logos (About) › Partners › partner 1 › Organisation",
    );
    expect(at("data/staff.yaml", "(08) 5550 1201")).toBe(
      "Staff and partners › Staff cards (About) › Staff › person 1 › Phone",
    );
    // The report leads with the place, and keeps the file and line for developers.
    const report = launchReport(found).text.split("\n");
    expect(report).toContain(
      "Site settings › Contact details › Program e-mail: tests/fixtures/content/settings.yaml, line 7: hello@example.com is an example address: put the program's own in its place",
    );
  });

  it("lists a placeholder written twice on one line once", () => {
    const scratch = mkdtempSync(join(tmpdir(), "launch-twice-"));
    try {
      cpSync(PINNED_CONTENT, scratch, { recursive: true });
      const file = join(scratch, "settings.yaml");
      const text = readFileSync(file, "utf8");
      writeFileSync(
        file,
        text.replace("  email: hello@example.com", "  email: hello@example.com, or hello@example.com"),
      );
      const twice = launchFindings(scratch, NOW).filter(
        (f) => f.file.endsWith("settings.yaml") && f.what.startsWith("hello@example.com"),
      );
      expect(twice).toHaveLength(1);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe("the launch check on the launch content", () => {
  const found = launchFindings(PINNED_CONTENT, NOW);
  const said = lines(found);

  it("names the site's own placeholders: e-mail, phone, address, forms, social media, copyright", () => {
    const settings = said.filter((line) => line.startsWith("tests/fixtures/content/settings.yaml, "));
    for (const thing of [
      "hello@example.com is an example address",
      "enquiries@example.com is an example address",
      "(08) 5550 1234 is a placeholder phone number",
      '"Example Street" is a placeholder name',
      "https://apply.borntobuild.example.com/apprenticeship-application is an example address",
      "https://www.facebook.com/borntobuild.example is an example address",
      "https://www.linkedin.com/company/borntobuild-example is an example address",
      "the copyright year is 2024: make it 2026",
    ])
      expect(
        settings.filter((line) => line.includes(thing)),
        thing,
      ).toHaveLength(1);
  });

  it("names home's figures that have no source (SPEC's claims and the About section's)", () => {
    for (const figure of ['"85%"', '"$75k+"', '"Hundreds"'])
      expect(
        said.filter((line) => line.includes(`the figure ${figure}`) && line.includes("has no source")),
      ).toHaveLength(1);
    expect(said.filter((line) => line.includes("the About section's figures have no source"))).toHaveLength(1);
  });

  it("names staff's placeholders: people's numbers, partners' names and logos, graduates' employers", () => {
    const staff = said.filter((line) => line.startsWith("tests/fixtures/content/"));
    expect(staff.some((line) => /data\/staff\.yaml.*\(08\) 5550 1201 is a placeholder phone number/.test(line))).toBe(
      true,
    );
    expect(staff.some((line) => /partners\.yaml.*"Harwood Example Builders" is a placeholder name/.test(line))).toBe(
      true,
    );
    expect(
      staff.some((line) => /partners\.yaml.*harwood-example-builders\.svg is a placeholder picture/.test(line)),
    ).toBe(true);
    expect(staff.some((line) => /testimonials\.yaml.*"Example Plumbing Co" is a placeholder name/.test(line))).toBe(
      true,
    );
  });

  it("names each open fact, and the newest post when it is over a year old", () => {
    // The open facts, each by a word of its own, and the SACE credits.
    const facts = said.filter((line) => line.includes("an open question"));
    expect(facts).toHaveLength(11);
    for (const topic of [
      "tools",
      "training fees",
      "White Card",
      "field coordinator visit",
      "another host employer",
      "training done so far",
      "sign up to",
      "cost to host",
      "regions",
      "adult",
      "SACE credits",
    ])
      expect(
        facts.filter((line) => line.includes(topic)),
        topic,
      ).toHaveLength(1);
    expect(said).toContain(
      "tests/fixtures/content/posts/apprentice-awards.md, line 3: the newest post is dated 2024-11-28, over a year ago: publish a current one, so the news page does not look abandoned",
    );
  });

  it("points at the line that holds each one (an open question: where its answer goes), never at a comment", () => {
    for (const { file, line, what } of found) {
      const text = readFileSync(file, "utf8").split("\n")[line - 1] ?? "";
      const thing =
        /dated (\S+),/.exec(what)?.[1] ??
        /copyright year is (\d+)/.exec(what)?.[1] ??
        // An open question is named where its answer is to be written.
        (/^an open question, /.test(what) ? "answer:" : undefined) ??
        /^the figure "(.+?)"/.exec(what)?.[1] ??
        /last checked on (\S+),/.exec(what)?.[1] ??
        (/About section's figures/.test(what) ? "paragraphs" : undefined) ??
        /^"?(.+?)"? is (?:an example|a placeholder)/.exec(what)?.[1];
      expect(thing, what).toBeDefined();
      expect(text, `${file}:${line}`).toContain(thing);
      // A note for staff in a file (a YAML comment) is never shown to a visitor: nothing to replace.
      expect(text.trim(), `${file}:${line}`).not.toMatch(/^#/);
    }
  });

  it("fails while anything is left, listing it", () => {
    const { text, code } = launchReport(found);
    expect(code).toBe(1);
    expect(text.split("\n")[0]).toBe(`content:launch: ${found.length} things to replace before launch:`);
  });

  it("a post from exactly a year ago is not yet stale; a day more is", () => {
    const newest = (now: string) =>
      lines(launchFindings(PINNED_CONTENT, new Date(now))).filter((l) => l.includes("newest post"));
    expect(newest("2025-11-28T01:00:00Z")).toEqual([]);
    expect(newest("2025-11-29T01:00:00Z")).toHaveLength(1);
  });
});

describe("the launch check once the program's own facts are in", () => {
  const scratch = mkdtempSync(join(tmpdir(), "launch-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const staff = join(scratch, "staff");
  cpSync(PINNED_CONTENT, staff, { recursive: true });
  // What the program supplies, written in as staff would.
  const real = (text: string) =>
    text
      .replace(/\.example\.com/g, ".borntobuild.org.au")
      .replace(/example\.com/g, "borntobuild.org.au")
      .replace(/borntobuild[.-]example/g, "borntobuildsa")
      .replace(/\(08\) 5550 (\d{4})/g, "(08) 8150 $1")
      .replace(/ Example\b/g, "")
      .replace(/Example /g, "")
      .replace(/-example-/g, "-")
      .replace(/\/example-/g, "/")
      .replace(/answer: ""/g, "answer: The program covers this; ask your field coordinator.")
      .replace(/^copyrightYear: \d{4}/m, "copyrightYear: 2026")
      .replace(
        /^( +)- value: (85%|\$75k\+|Hundreds)$/gm,
        "$1- value: $2\n$1  source: Source: Born to Build placements, 2026",
      )
      .replace(
        /^( +)cta:\n( +)label: More about us/m,
        "$1source: Source: Born to Build, 2026\n$1cta:\n$2label: More about us",
      )
      .replace(/^date: 2024-11-28/m, "date: 2026-11-20");
  for (const dir of [staff])
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && /\.(?:md|ya?ml)$/.test(entry.name)) {
        const path = join(entry.parentPath, entry.name);
        writeFileSync(path, real(readFileSync(path, "utf8")));
      }

  it("finds nothing, and passes", () => {
    const found = launchFindings(staff, NOW);
    expect(lines(found).map((line) => line.replace(scratch, ""))).toEqual([]);
    expect(launchReport(found)).toEqual({ text: "content:launch: nothing left to replace: ready to launch", code: 0 });
  });
});

// Only a post visitors can see makes the news page look current. NOW is 11:30
// on 28 November 2026 in Adelaide (summer time, UTC+10:30).
describe("the newest post, as visitors see it", () => {
  const scratch = mkdtempSync(join(tmpdir(), "launch-posts-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const post = (date: string, extra = "") =>
    `---\ntitle: A newer post\ndate: ${date}\n${extra}excerpt: A post written after the launch content.\n---\n\nWords.\n`;
  /** The stale-news finding on the launch content plus one more post. */
  const staleWith = (name: string, text: string) => {
    const staff = join(scratch, name);
    cpSync(PINNED_CONTENT, staff, { recursive: true });
    writeFileSync(join(staff, "posts", `${name}.md`), text);
    return lines(launchFindings(staff, NOW))
      .filter((line) => line.includes("newest post"))
      .map((line) => line.replace(`${scratch}/${name}`, "staff"));
  };
  const awardsStale = (line: string) =>
    expect(line).toMatch(/apprentice-awards\.md, line 3: the newest post is dated 2024-11-28, over a year ago/);

  it("a post scheduled for later today does not count until its moment", () => {
    const found = staleWith("open-day", post("2026-11-28T12:00"));
    expect(found).toHaveLength(1);
    awardsStale(found[0]!);
  });

  it("a post scheduled for another day does not count", () => {
    const found = staleWith("next-week", post("2026-12-05"));
    expect(found).toHaveLength(1);
    awardsStale(found[0]!);
  });

  it("a hidden post (a draft) does not count, whatever its date", () => {
    const found = staleWith("draft", post("2026-11-20", "hidden: true\n"));
    expect(found).toHaveLength(1);
    awardsStale(found[0]!);
  });

  it("a post live since earlier today counts: the news is current", () => {
    expect(staleWith("this-morning", post("2026-11-28T11:00"))).toEqual([]);
  });
});

// The production deploy's gate: before launch it lists what is left and deploys; once the site is
// launched (SITE_LAUNCHED), a placeholder left stops the deploy.
describe("the deploy's launch gate", () => {
  const found = launchFindings(PINNED_CONTENT, NOW);

  it("before launch: warns with the count, lists every one on the summary, and deploys", () => {
    const gate = deployGate(found, false);
    expect(gate.code).toBe(0);
    expect(gate.annotation).toBe(
      `::warning::content:launch: ${found.length} things to replace before launch: Listed on this run's summary page.`,
    );
    expect(gate.summary.split("\n").slice(0, 3)).toEqual([
      "## Before launch",
      "",
      "What still stands between the site and launch:",
    ]);
    for (const line of lines(found)) expect(gate.summary).toContain(line);
  });

  it("once launched: a placeholder left stops the deploy, saying so", () => {
    const gate = deployGate(found, true);
    expect(gate.code).toBe(1);
    expect(gate.annotation).toMatch(
      /^::error::content:launch: \d+ things to replace before launch: The site is launched/,
    );
  });

  it("with nothing left: no annotation, and the summary says it is ready, launched or not", () => {
    for (const launched of [false, true])
      expect(deployGate([], launched)).toEqual({
        summary: "## Before launch\n\ncontent:launch: nothing left to replace: ready to launch\n",
        annotation: null,
        code: 0,
      });
  });
});

// /.well-known/security.txt's Expires (RFC 9116): a month before the day staff set passes, and
// after it, content:launch names the field. NOW is 28 November 2026 in Adelaide.
describe("the security contact's expiry", () => {
  const scratch = mkdtempSync(join(tmpdir(), "launch-security-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const said = (expires: string) => {
    const staff = join(scratch, expires);
    cpSync(PINNED_CONTENT, staff, { recursive: true });
    const file = join(staff, "settings.yaml");
    const text = readFileSync(file, "utf8").replace(/^securityExpires: .*$/m, `securityExpires: ${expires}`);
    writeFileSync(file, text);
    const line = text.split("\n").findIndex((l) => l.startsWith("securityExpires:")) + 1;
    return {
      line,
      found: lines(launchFindings(staff, NOW))
        .filter((l) => l.includes("well-known"))
        .map((l) => l.replace(/^.*\/settings\.yaml, /, "settings.yaml, ")),
    };
  };

  it("more than a month ahead: nothing to say", () => {
    expect(said("2026-12-29").found).toEqual([]);
  });

  it("within a month: named, with what to do", () => {
    const { line, found } = said("2026-12-20");
    expect(found).toEqual([
      `settings.yaml, line ${line}: the security contact (/.well-known/security.txt) lapses on 2026-12-20, within a month: check the program e-mail is read, then set "Security contact checked until" up to a year ahead`,
    ]);
  });

  it("passed: named as lapsed", () => {
    const { line, found } = said("2026-11-01");
    expect(found).toEqual([
      `settings.yaml, line ${line}: the security contact (/.well-known/security.txt) lapsed on 2026-11-01: check the program e-mail is read, then set "Security contact checked until" up to a year ahead`,
    ]);
  });
});
