// The launch list inside the editor: config.yml's "Site settings" collection carries what
// content:launch lists, each item led by where staff change it, at the top of its entries.
// Expected values: the placeholders the pinned copy of the launch content has (the brief's
// example.com address and (08) 5550 phone).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { editorConfigText } from "../../scripts/content/editor-files";
import { launchFindings } from "../../scripts/content/launch";

const NOW = new Date("2026-11-28T01:00:00Z");
const ORIGIN = "https://borntobuild.example";

type Config = { collections: Array<{ name: string; label: string; description?: string }> };
const descriptionOf = (text: string, label: string) =>
  (parse(text) as Config).collections.find((c) => c.label === label)?.description ?? "";

describe("the launch list at the top of the editor's Site settings", () => {
  it("holds each placeholder once, led by its place in the editor", () => {
    const text = editorConfigText(ORIGIN, launchFindings(PINNED_CONTENT, NOW));
    const lines = descriptionOf(text, "Site settings").split("\n");
    expect(lines).toContain(
      "• Site settings › Contact details › Program e-mail: hello@example.com is an example address: put the program's own in its place",
    );
    expect(lines).toContain(
      "• Site settings › Contact details › Program phone: (08) 5550 1234 is a placeholder phone number: put the program's own in its place",
    );
    expect(lines.filter((line) => line.includes("hello@example.com"))).toHaveLength(1);
    expect(lines.some((line) => /^Before launch: \d+ things to replace/.test(line))).toBe(true);
    // The other collections are as the editor's configuration writes them.
    expect(descriptionOf(text, "Page words")).toBe(descriptionOf(editorConfigText(ORIGIN), "Page words"));
  });

  it("drops a placeholder once it is replaced, keeping the others", () => {
    const scratch = mkdtempSync(join(tmpdir(), "editor-launch-"));
    try {
      cpSync(PINNED_CONTENT, scratch, { recursive: true });
      const settings = join(scratch, "settings.yaml");
      writeFileSync(settings, readFileSync(settings, "utf8").replace("hello@example.com", "hello@borntobuild.com.au"));
      const text = editorConfigText(ORIGIN, launchFindings(scratch, NOW));
      const description = descriptionOf(text, "Site settings");
      expect(description).not.toContain("hello@");
      expect(description).toContain("• Site settings › Contact details › Program phone: (08) 5550 1234");
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
