// The production origin and the hosts the site trusts are the developers' (scripts/lib/site-origin.ts,
// app/lib/trusted-hosts.ts), never staff's: an `origin` left in the site settings is named with
// what to do, a form or embed on a host the developers' list lacks is refused at its field's line,
// and the editor's sign-in, canonical links and CSP follow the developers' value alone. Expected
// values are written here from the issue's attack (https://evil.example), never read from the code.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorConfig } from "../../scripts/content/editor-config";
import { originInWrangler, siteOrigin } from "../../scripts/lib/site-origin";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { problems } from "./content-fixture";

const SETTINGS = readFileSync(join(PINNED_CONTENT, "settings.yaml"), "utf8");
const lineOf = (text: string, start: string) => text.split("\n").findIndex((line) => line.startsWith(start)) + 1;

/** A scratch project root holding only this wrangler.toml. */
function rootWith(toml: string) {
  const root = mkdtempSync(join(tmpdir(), "site-origin-"));
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "wrangler.toml"), toml);
  return root;
}

describe("the site's own address", () => {
  it("an origin left in the site settings is named, with what to do, and the check fails", () => {
    const settings = SETTINGS.replace("tagline:", "origin: https://evil.example\ntagline:");
    const found = problems({ "settings.yaml": settings });
    expect(found).toContain(
      `content/settings.yaml, line ${lineOf(settings, "origin:")}: origin: the site's own address is no longer set here: the developers keep it with the site's deployment (SITE_ORIGIN in wrangler.toml), so nothing written here changes it. Delete this line; if the site's address must change, ask a developer`,
    );
  });

  it("is read from [vars] in wrangler.toml, and a deploy's SITE_ORIGIN wins", () => {
    const root = rootWith('name = "x"\n[vars]\nSITE_ORIGIN = "https://www.borntobuild.com.au"\n');
    expect(siteOrigin({}, root)).toMatchObject({ origin: "https://www.borntobuild.com.au", line: 3 });
    expect(siteOrigin({ SITE_ORIGIN: "https://www.other.org.au" }, root)).toMatchObject({
      origin: "https://www.other.org.au",
    });
  });

  it("is refused when it is not an https address alone, or missing, naming where to write it", () => {
    for (const bad of ["http://www.borntobuild.com.au", "https://www.borntobuild.com.au/", "https://x.org/admin"])
      expect(siteOrigin({ SITE_ORIGIN: bad }, rootWith(""))).toEqual({
        problem: `the SITE_ORIGIN environment variable: SITE_ORIGIN is "${bad}": write the site's address alone, like https://www.borntobuild.com.au (https, lower case, no / at the end)`,
      });
    const missing = siteOrigin({}, rootWith('name = "x"\nSITE_ORIGIN = "https://a.org"\n[vars]\n'));
    expect("problem" in missing ? missing.problem : "").toMatch(/^wrangler\.toml: the site's own address is missing/);
    expect(originInWrangler('[env.x.vars]\nSITE_ORIGIN = "https://a.org"\n')).toBeUndefined();
  });

  it("the editor signs in at the developers' address, whatever the settings said", () => {
    const config = editorConfig("https://www.borntobuild.com.au");
    expect(config.backend).toMatchObject({ base_url: "https://www.borntobuild.com.au", auth_endpoint: "admin/auth" });
  });
});

describe("the hosts the site trusts", () => {
  it.each([
    ["addresses.enquiryForm", "enquiryForm:", "https://evil.example/enquiry", "https://forms.borntobuild.example.com"],
    ["addresses.flipbook", "flipbook:", "https://evil.example/book", "https://flipbook.borntobuild.example.com"],
    [
      "addresses.applicationForm",
      "applicationForm:",
      "https://forms.borntobuild.example.com.evil.example/apply",
      "https://apply.borntobuild.example.com",
    ],
  ])("%s on another host is refused at its line, naming the field and the list", (field, key, address, host) => {
    const settings = SETTINGS.replace(new RegExp(`(  ${key}) .*`), `$1 ${address}`);
    expect(problems({ "settings.yaml": settings })).toContain(
      `content/settings.yaml, line ${lineOf(settings, `  ${key}`)}: ${field}: ${address} is not on a site this one may use there (${host}): write an address on that site, or ask a developer to add the new site to app/lib/trusted-hosts.ts if it is the program's own`,
    );
  });

  it("another address on the same host passes", () => {
    const settings = SETTINGS.replace(/( {2}enquiryForm:) .*/, "$1 https://forms.borntobuild.example.com/other-form");
    expect(problems({ "settings.yaml": settings })).toEqual([]);
  });
});
