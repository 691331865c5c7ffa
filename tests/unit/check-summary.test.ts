// A failed content check on a pull request writes the run's summary page in staff's words: each
// problem by the editor's screen, entry and field, with what to do, and the file for developers.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkContentFiles } from "../../scripts/content/build";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { fixture } from "./content-fixture";
import { escapeRegExp } from "../support/regexp";

const PINNED = readFileSync(join(PINNED_CONTENT, "redirects.yaml"), "utf8");
/** The 1-based number of a rule added at the end, as the editor's list counts it. */
const n = PINNED.split("\n  - from:").length;
const scratch = mkdtempSync(join(tmpdir(), "step-summary-"));
const summaryFile = join(scratch, "summary.md");

afterEach(() => {
  delete process.env.GITHUB_STEP_SUMMARY;
  rmSync(summaryFile, { force: true });
});

describe("content:check on a pull request's run", () => {
  it("writes each problem on the summary page by the editor's screen › entry › field, with what to do", () => {
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    const broken = fixture({
      "redirects.yaml": `${PINNED}  - from: /old-open-day\n    to: /open-dya\n    status: 301\n    why: a test\n`,
    });
    expect(checkContentFiles(() => {}, broken)).toBe(1);
    const summary = readFileSync(summaryFile, "utf8");
    expect(summary).toContain(
      `- Redirects › Redirect rules › Rules › rule ${n} › Goes to /open-dya is not a page of this site (check the spelling;`,
    );
    expect(summary).toContain("(`content/redirects.yaml`, line");
    expect(summary).not.toMatch(/rules\[/);
  });

  it("names a post by its title, as the News posts list shows it, not by its file", () => {
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    const post = readFileSync(join(PINNED_CONTENT, "posts/apprentice-awards.md"), "utf8");
    const title = /^title: (.+)$/m.exec(post)![1]!;
    const broken = fixture({
      "posts/apprentice-awards.md": post.replace(/^image: .+$/m, "image: /images/posts/not-uploaded.jpg"),
    });
    expect(checkContentFiles(() => {}, broken)).toBe(1);
    const line = readFileSync(summaryFile, "utf8")
      .split("\n")
      .find((l) => l.includes("not-uploaded.jpg"));
    expect(line).toMatch(new RegExp(`^- News posts › ${escapeRegExp(title)} › `));
    expect(line!.split("(`content/posts/apprentice-awards.md`")[0]).not.toContain("apprentice-awards");
  });

  it("writes nothing when the check passes, or outside a run", () => {
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    expect(checkContentFiles(() => {}, fixture({}))).toBe(0);
    delete process.env.GITHUB_STEP_SUMMARY;
    expect(
      checkContentFiles(
        () => {},
        fixture({ "redirects.yaml": `${PINNED}  - from: /x\n    to: /nowhere\n    status: 301\n    why: a test\n` }),
      ),
    ).toBe(1);
    expect(() => readFileSync(summaryFile, "utf8")).toThrow();
  });
});
