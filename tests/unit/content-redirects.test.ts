// content:check on content/redirects.yaml: every hop single. A rule added to the pinned
// file at its end is refused, in staff's words, at its line, when its target is not a page, is
// another old address (a chain) or leads back (a loop), when it takes a page's own address, or when
// its target uses a placeholder its old address does not have.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { problems } from "./content-fixture";

const PINNED = readFileSync(join(PINNED_CONTENT, "redirects.yaml"), "utf8");
const FIRST_NEW_LINE = PINNED.split("\n").length; // the file ends with a newline
const rule = (from: string, to: string | null, status = 301) =>
  `  - from: ${from}\n${to === null ? "" : `    to: ${to}\n`}    status: ${status}\n    why: a test\n`;
/** The pinned rules and these; each problem's line counted from the first added rule's. */
const withRules = (...rules: string[]) => problems({ "redirects.yaml": PINNED + rules.join("") });
const at = (line: number) => `content/redirects.yaml, line ${FIRST_NEW_LINE + line}:`;
/** The 1-based number of the first added rule. */
const n = PINNED.split("\n  - from:").length;

describe("content:check on the redirect rules", () => {
  it("the pinned rules pass", () => expect(withRules()).toEqual([]));

  it("a rule to a page or a file passes; a staff member's new one is built", () => {
    expect(
      withRules(rule("/open-day-2023", "/blog/apprentice-awards"), rule("/old-logo.png", "/images/logo.svg")),
    ).toEqual([]);
  });

  it("refuses a chain, naming where it finally arrives", () => {
    expect(withRules(rule("/old-news", "/news"))).toEqual([
      `${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to /news is itself an old address (rule 4 at line 14) that goes on to /blog: write /blog here, so visitors arrive in one step`,
    ]);
  });

  it("refuses a chain through a pattern", () => {
    expect(withRules(rule("/events", "/category/events"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to /category/events is itself an old address \\(rule \\d+ at line \\d+\\) that goes on to /blog: write /blog here`,
        ),
      ),
    ]);
  });

  it("refuses a loop, at both of its rules", () => {
    expect(withRules(rule("/loop-a", "/loop-b"), rule("/loop-b", "/loop-a"))).toEqual([
      `${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to /loop-b is an old address that leads back here (rule ${n + 1} at line ${FIRST_NEW_LINE + 4}): a loop that never arrives; send it to a page, like /blog`,
      `${at(5)} Redirects › Redirect rules › Rules › rule ${n + 1} › Goes to /loop-a is an old address that leads back here (rule ${n} at line ${FIRST_NEW_LINE}): a loop that never arrives; send it to a page, like /blog`,
    ]);
  });

  // The editor refuses it before the save in the same words (tests/editor/redirects.spec.ts).
  it("refuses a rule whose target is its own old address, in the editor's words", () => {
    expect(withRules(rule("/open-day-2019", "/open-day-2019"))).toEqual([
      `${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to /open-day-2019 is the rule's own old address: visitors would go round in a circle. Send it to a page of this site, like /blog`,
    ]);
  });

  it("refuses a rule over a page, and a pattern with one target that takes a page", () => {
    expect(withRules(rule("/about", "/blog"), rule("/trades/*", "/trades"))).toEqual([
      `${at(0)} Redirects › Redirect rules › Rules › rule ${n} › Old address /about is a page of this site: a rule there would hide it; remove the rule`,
      `${at(4)} Redirects › Redirect rules › Rules › rule ${n + 1} › Old address /trades/* also takes /trades, a page of this site: make it narrower (or remove the rule)`,
    ]);
  });

  it("refuses a target with a placeholder its old address does not have, or one that can lead to no page", () => {
    expect(withRules(rule("/news/:name", "/blog/:slug"), rule("/stories/:slug", "/story/:slug"))).toEqual([
      `${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to uses :slug, which its Old address (/news/:name) does not have: use only the parts the old address names (:name)`,
      `${at(5)} Redirects › Redirect rules › Rules › rule ${n + 1} › Goes to /story/:slug can lead to no page of this site: write a page's address, like /blog/:slug for a post`,
    ]);
  });

  it("refuses a misspelt target, one written another way, a 410 that goes somewhere, a 301 that goes nowhere, a rule twice", () => {
    expect(
      withRules(
        rule("/a1", "/blgo"),
        rule("/a2", "/trades/electrician/"),
        rule("/a3", "/blog", 410),
        rule("/a4", null),
        rule("/news", "/blog"),
      ),
    ).toEqual([
      `${at(1)} Redirects › Redirect rules › Rules › rule ${n} › Goes to /blgo is not a page of this site (check the spelling; pages are listed in the sitemap, files are under public/)`,
      `${at(5)} Redirects › Redirect rules › Rules › rule ${n + 1} › Goes to /trades/electrician/ should be written /trades/electrician exactly, or visitors take two steps`,
      `${at(9)} Redirects › Redirect rules › Rules › rule ${n + 2} › Goes to /blog: a 410 rule says the address is gone and sends nobody anywhere: remove "to", or make the status 301`,
      `${at(12)} Redirects › Redirect rules › Rules › rule ${n + 3} › Goes to is missing: write where the old address goes now, like /blog (or make the status 410 if nothing replaces it)`,
      `${at(15)} Redirects › Redirect rules › Rules › rule ${n + 4} › Old address /news already has a rule, rule 4 at line 14: keep one of the two`,
    ]);
  });

  it("says what an address, a status and a reason must be", () => {
    expect(
      problems({ "redirects.yaml": `${PINNED}  - from: /Old Page\n    to: /blog\n    status: 308\n    why: ""\n` }),
    ).toEqual([
      `${at(0)} Redirects › Redirect rules › Rules › rule ${n} › Old address must be an old address like /old-page, /:year/:month/:slug or /category/* (lower-case letters, digits and hyphens; :name for a part that varies; * at the end for the rest)`,
      `${at(2)} Redirects › Redirect rules › Rules › rule ${n} › Status must be 301 (moved for good), 302 (for now, may change) or 410 (gone)`,
      `${at(3)} Redirects › Redirect rules › Rules › rule ${n} › Why is empty: say why, in a few words, so whoever reads it next knows`,
    ]);
  });

  // The editor, the build's files, /.well-known/, the feed, sitemap and robots.txt: written as the
  // worker would match them (any case, a final slash, encoded letters), each refused saying why.
  it.each([
    ["/admin", "/admin is the web editor and its sign-in"],
    ["/admin/*", "/admin is the web editor and its sign-in"],
    ["/admin/auth", "/admin is the web editor and its sign-in"],
    ["/admin/callback/", "/admin is the web editor and its sign-in"],
    ["/Admin/", "/admin is the web editor and its sign-in"],
    ["/%61dmin", "/admin is the web editor and its sign-in"],
    ["/build/*", "/build is the site's own scripts, which the build writes"],
    ["/images/v/:slug", "/images/v is the photos' sized copies, which the build makes"],
    ["/og/home.png", "/og is the pictures shown when a page is shared, which the build draws"],
    ["/.well-known/*", "/.well-known is files that browsers and other services look for there (security.txt)"],
    ["/blog/rss.xml", "/blog/rss.xml is the news feed readers subscribe to"],
    ["/sitemap.xml", "/sitemap.xml is the list of pages search engines read"],
    ["/ROBOTS.TXT", "/robots.txt is what search engines read first"],
  ])("refuses a rule from %s, an address the site itself needs", (from, why) => {
    expect(withRules(rule(from, "/blog"))).toEqual([
      `${at(0)} Redirects › Redirect rules › Rules › rule ${n} › Old address is ${from}, an address the site itself needs (${why}): no rule may take it; remove the rule`,
    ]);
  });

  it("refuses a pattern with one target that would also take the site's own addresses", () => {
    expect(withRules(rule("/:a/:b/:c", "/blog"))).toEqual([
      `${at(0)} Redirects › Redirect rules › Rules › rule ${n} › Old address /:a/:b/:c also takes /admin/x/y, an address the site itself needs (/admin is the web editor and its sign-in): make it narrower (or remove the rule)`,
    ]);
  });
});
