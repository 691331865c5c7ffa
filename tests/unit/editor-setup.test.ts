// `npm run editor:check-setup`: on the project as it is, it names the example
// repository and address with their file and line and exits 1; on a copy with the site's own
// values it passes and lists what it cannot see with those values filled in; each mistake a
// set-up can hold is named. Files only: it never reaches the network.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkSetup, main } from "../../scripts/editor/check-setup";

const repo = fileURLToPath(new URL("../..", import.meta.url));
/** What the check reads, copied (the editor's repository, the sign-in's secrets, Wrangler with the site's address, the workflows). */
const READS = ["app/content/links.ts", "app/lib/edge/github-oauth.ts", "wrangler.toml", ".github/workflows"];

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of what the check reads, with `edit` applied to the files named. */
function copy(edit: Record<string, (text: string) => string> = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "editor-setup-"));
  copies.push(folder);
  for (const path of READS) cpSync(join(repo, path), join(folder, path), { recursive: true });
  for (const [path, change] of Object.entries(edit))
    writeFileSync(join(folder, path), change(readFileSync(join(folder, path), "utf8")));
  return folder;
}

/** The site's own values in place of the examples. */
const CLEAN = {
  "app/content/links.ts": (text: string) =>
    text.replace('EDITOR_REPOSITORY = "example-org/born-to-build"', 'EDITOR_REPOSITORY = "sa-builders/born-to-build"'),
  "wrangler.toml": (text: string) =>
    text.replace(
      'SITE_ORIGIN = "https://www.borntobuild.example.com"',
      'SITE_ORIGIN = "https://www.borntobuild.com.au"',
    ),
};

const run = (root: string) => {
  let output = "";
  const code = main(root, (text) => (output += text));
  return { code, output };
};

describe("editor:check-setup", () => {
  it("on the project as it is: the example repository and address, each with its file and line, and exit 1", () => {
    const lineOf = (file: string, start: string) =>
      readFileSync(join(repo, file), "utf8")
        .split("\n")
        .findIndex((line) => line.startsWith(start)) + 1;
    const { missing } = checkSetup(repo);
    expect(missing.map(({ file, line }) => [file, line])).toEqual([
      ["app/content/links.ts", lineOf("app/content/links.ts", "export const EDITOR_REPOSITORY")],
      ["wrangler.toml", lineOf("wrangler.toml", "SITE_ORIGIN =")],
    ]);
    expect(missing[0]!.problem).toContain('example repository "example-org/born-to-build"');
    expect(missing[0]!.problem).toContain(`'Repo "example-org/born-to-build" not found'`);
    expect(missing[1]!.problem).toContain("still the example https://www.borntobuild.example.com");
    const { code, output } = run(repo);
    expect(code).toBe(1);
    expect(output).toMatch(/^The editor's set-up: 2 things to change in the repository\./);
    expect(output).toContain(
      `wrangler.toml, line ${lineOf("wrangler.toml", "SITE_ORIGIN =")}: Set SITE_ORIGIN under [vars] in wrangler.toml to`,
    );
  });

  it("on a copy with the site's own values: nothing missing, exit 0, and what it cannot see listed with those values", () => {
    const { code, output } = run(copy(CLEAN));
    expect(code).toBe(0);
    expect(output).toContain("nothing missing in the repository");
    expect(output).toContain(
      "Homepage URL https://www.borntobuild.com.au, Authorization callback URL https://www.borntobuild.com.au/admin/callback.",
    );
    // The secrets it cannot see, as the commands that show and set them, named from the code.
    expect(output).toContain("npx wrangler secret put GITHUB_CLIENT_ID; npx wrangler secret put GITHUB_CLIENT_SECRET");
    expect(output).toContain("gh secret list --repo sa-builders/born-to-build");
    expect(output).toContain(
      "gh secret set CLOUDFLARE_ACCOUNT_ID --repo sa-builders/born-to-build; gh secret set CLOUDFLARE_API_TOKEN --repo sa-builders/born-to-build",
    );
    expect(output).toContain(
      "gh variable set SITE_URL --env production --body https://www.borntobuild.com.au --repo sa-builders/born-to-build",
    );
    expect(output).toContain('check "checks" required');
    expect(output).toContain('routes = [{ pattern = "www.borntobuild.com.au", custom_domain = true }]');
  });

  it("names each mistake a set-up can hold", () => {
    const problems = (edit: Record<string, (text: string) => string>) =>
      checkSetup(copy({ ...CLEAN, ...edit })).missing.map((m) => m.problem);
    const links = (from: string, to: string) => ({
      "app/content/links.ts": (text: string) => CLEAN["app/content/links.ts"](text).replace(from, to),
    });
    const settings = (from: string, to: string) => ({
      "wrangler.toml": (text: string) => CLEAN["wrangler.toml"](text).replace(from, to),
    });
    const origin = 'SITE_ORIGIN = "https://www.borntobuild.com.au"';
    expect(problems(links('"sa-builders/born-to-build"', '"born-to-build"'))).toEqual([
      'EDITOR_REPOSITORY is "born-to-build": not a GitHub repository\'s owner/name.',
    ]);
    expect(problems(settings(origin, 'SITE_ORIGIN = "https://www.borntobuild.com.au/"'))).toEqual([
      'The site\'s address (SITE_ORIGIN) is "https://www.borntobuild.com.au/": not an https address with nothing after the name.',
    ]);
    expect(problems(settings(origin, 'SITE_ORIGIN = "http://www.borntobuild.com.au"'))).toHaveLength(1);
    expect(problems(settings(origin, 'SITE_ORIGIN = "https://borntobuild.test"'))[0]).toContain("still the example");
    expect(problems(links('EDITOR_BRANCH = "main"', 'EDITOR_BRANCH = "live"'))).toEqual([
      'Staff\'s published changes go to the branch "live", but the deploy runs only for "main": they would never go live.',
    ]);
    expect(problems(settings(origin, 'HOME = "https://www.borntobuild.com.au"'))[0]).toContain(
      "cannot find SITE_ORIGIN (the site's address) in wrangler.toml",
    );
  });

  it("finds a route to the site's address in wrangler.toml", () => {
    const root = copy({
      ...CLEAN,
      "wrangler.toml": (text) =>
        CLEAN["wrangler.toml"](text).replace(
          "\n[assets]",
          '\nroutes = [{ pattern = "www.borntobuild.com.au", custom_domain = true }]\n\n[assets]',
        ),
    });
    expect(checkSetup(root).elsewhere.at(-1)).toMatch(
      /^The Worker "born-to-build" answers at www\.borntobuild\.com\.au/,
    );
  });
});
