// The content checker (`npm run content:check`, scripts/content/check.ts) and `npm run new:post`
// (scripts/content/new-post.ts), run on copies of the content in temporary folders: each broken
// file must produce the exact sentence a member of staff reads, with its file and line.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildContent } from "../../scripts/content/build";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { adelaideToday, newPost, slugify } from "../../scripts/content/new-post";
import { join } from "node:path";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { SPEC_COUNTS } from "../fixtures/spec";

import { fixture, png, post, problems, scratchPath } from "./content-fixture";

// Staff's own content/ is checked by `npm run content:check` itself and by the live suite
// (tests/live/); SPEC's counts are checked on the pinned copy (decision 024).
describe("content:check on the pinned launch content", () => {
  it("finds nothing wrong and reads every post, answer and section", () => {
    const { problems: found, prose } = checkContent({ contentDir: PINNED_CONTENT, publicDir: "public" });
    expect(found).toEqual([]);
    // Every post file (SPEC's six) is read; the FAQ and legal counts are SPEC's, exactly.
    const files = readdirSync(join(PINNED_CONTENT, "posts")).filter((name) => name.endsWith(".md"));
    expect(prose.posts.map((p) => `${p.slug}.md`).sort()).toEqual(files.sort());
    expect(files.length).toBeGreaterThanOrEqual(SPEC_COUNTS.posts);
    expect([prose.faq.length, prose.privacy.length, prose.terms.length]).toEqual([
      SPEC_COUNTS.faqItems,
      SPEC_COUNTS.privacySections,
      SPEC_COUNTS.termsSections,
    ]);
  });
});

describe("content:check on broken posts: file, line and field in plain words", () => {
  const file = "content/posts/meet-sam.md";
  it.each([
    [
      "a date written the Australian way",
      { date: "28/11/2024" },
      `${file}, line 3: News posts › Meet Sam, apprentice tiler › Date must look like 2024-11-28, or 2024-11-28T09:00 to publish at a time of day (Adelaide time)`,
    ],
    [
      "a date that does not exist",
      { date: "2024-02-30" },
      `${file}, line 3: News posts › Meet Sam, apprentice tiler › Date is not a real date (check the month and day)`,
    ],
    [
      "no alt text",
      { alt: null },
      `${file}, line 1: News posts › Meet Sam, apprentice tiler › Description of the cover photo is missing: describe what the photo shows, for people who cannot see it`,
    ],
    [
      "an empty alt text",
      { alt: '""' },
      `${file}, line 6: News posts › Meet Sam, apprentice tiler › Description of the cover photo is missing: describe what the photo shows, for people who cannot see it`,
    ],
    [
      "an alt text that says nothing",
      { alt: "photo" },
      `${file}, line 6: News posts › Meet Sam, apprentice tiler › Description of the cover photo is too short: say in a few words what the photo shows`,
    ],
    ["no title", { title: null }, `${file}, line 1: News posts › meet-sam › Title is missing: write the post's title`],
    [
      "a short excerpt",
      { excerpt: "Sam tiles." },
      `${file}, line 4: News posts › Meet Sam, apprentice tiler › Summary must be at least 20 characters: it is the summary on the news page and in the feed`,
    ],
    [
      "a misspelt field",
      { titel: "x" },
      `${file}, line 7: "titel" is not a field a post can have (did you mean "title"?); the fields are: title, date, excerpt, image, alt, imageFocus, hidden, backToBlog, callout, awards, address`,
    ],
    [
      "a field the site does not have",
      { author: "Sam" },
      `${file}, line 7: "author" is not a field a post can have; the fields are: title, date, excerpt, image, alt, imageFocus, hidden, backToBlog, callout, awards, address`,
    ],
    [
      "yes for true",
      { backToBlog: "yes please" },
      `${file}, line 7: News posts › Meet Sam, apprentice tiler › Show a Back to News link must be true or false`,
    ],
    [
      "a picture that is not there",
      { image: "/images/posts/meet-sam.jpg" },
      `${file}, line 5: News posts › Meet Sam, apprentice tiler › Cover photo /images/posts/meet-sam.jpg does not exist: put the file in content/images/posts/meet-sam.jpg, or correct the name`,
    ],
    [
      "a picture path with capitals",
      { image: "/images/posts/Meet-Sam.jpg" },
      `${file}, line 5: News posts › Meet Sam, apprentice tiler › Cover photo must be a file under /images/ like /images/posts/my-post.jpg (lower-case letters, digits, hyphens and underscores)`,
    ],
    [
      "text with an unquoted colon",
      { excerpt: "Sam says: tiling is great, and the pay is good too." },
      `${file}, line 4: the front matter (between the --- lines) is not valid: a value may not run onto the next line unless the line starts with spaces; text with a ": " in it needs quotes around it`,
    ],
  ] as const)("%s", (_name, front, message) => {
    expect(problems({ "posts/meet-sam.md": post(front) }).filter((p) => p.startsWith(file))).toEqual([message]);
  });

  it("links: to no page, through an old address, not written exactly, not https", () => {
    const body = [
      "See [the welders](/trades/welder) and [the news](/news).", // line 9
      "",
      "Or [the painter](/painter) or [our old site](http://old.example.com).", // line 11
      "",
      "- And [the FAQ](/apprenticeship-faq#Top)", // line 13
    ].join("\n");
    expect(problems({ "posts/meet-sam.md": post({}, body) })).toEqual([
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /trades/welder goes to no page on this site (check the spelling; pages are listed in the sitemap)`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /news goes through an old address: link to /blog instead`,
      `${file}, line 11: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /painter should be written /painter/ exactly`,
      `${file}, line 11: News posts › Meet Sam, apprentice tiler › Text of the post: the link to http://old.example.com must start with / (a page of this site), https://, mailto: or tel:`,
      `${file}, line 13: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /apprenticeship-faq#Top: the part after # must be lower-case letters, digits and hyphens`,
    ]);
  });

  it("a call-out button to an old address, at the line of its href", () => {
    const front = {
      callout: "\n  heading: Ready?\n  text: Find out more.\n  cta:\n    label: Go\n    href: /latest-news",
    };
    expect(problems({ "posts/meet-sam.md": post(front) })).toEqual([
      `${file}, line 12: the link to /latest-news goes through an old address: link to /blog instead`,
    ]);
  });

  it("a call-out with a misspelt field and so without its button", () => {
    const front = { callout: "\n  heading: Ready?\n  text: Find out more.\n  buton:\n    label: Go\n    href: /blog" };
    expect(problems({ "posts/meet-sam.md": post(front) })).toEqual([
      `${file}, line 7: News posts › Meet Sam, apprentice tiler › Call-out box › Button is missing`,
      `${file}, line 10: "buton" is not a field News posts › Meet Sam, apprentice tiler › Call-out box can have; the fields are: heading, text, cta`,
    ]);
  });

  it("a cover too small, read from the picture itself; a 4:3 one is cropped to 16:9", () => {
    const pictures = { "images/posts/meet-sam.png": png(1600, 1200), "images/posts/small.png": png(640, 360) };
    expect(
      problems(
        {
          "posts/meet-sam.md": post({ image: "/images/posts/meet-sam.png" }),
          "posts/small.md": post({ title: "Small", image: "/images/posts/small.png" }),
        },
        pictures,
      ),
    ).toEqual([
      `content/posts/small.md, line 5: News posts › Small › Cover photo /images/posts/small.png is 640×360 pixels, too small for a post's cover: use one at least 1200 pixels wide (e.g. 1920×1080), or it will look blurred`,
    ]);
    expect(
      problems(
        { "posts/meet-sam.md": post({ image: "/images/posts/meet-sam.png" }) },
        { "images/posts/meet-sam.png": png(1920, 1080) },
      ),
    ).toEqual([]);
  });

  it("duplicates: an address an old link already uses, a title another post has", () => {
    const found = problems({ "posts/jordan-story.md": post({ title: "Meet Jordan, apprentice electrician" }) });
    expect(found).toEqual([
      "content/posts/jordan-story.md, line 1: the address /blog/jordan-story is an old address that redirects to /blog/meet-jordan: give the file another name",
      "content/posts/jordan-story.md, line 2: title is the same as the title of content/posts/meet-jordan.md: two posts need two titles",
      "content/posts/meet-jordan.md, line 2: title is the same as the title of content/posts/jordan-story.md: two posts need two titles",
    ]);
  });

  it("a file name that cannot be an address, Markdown the site has no design for, an unknown placeholder", () => {
    const body = ["# A title", "", "    some code", "", "![a photo](/images/x.jpg)", "", "Mail {{EMAIL_ADRESS}}."].join(
      "\n",
    );
    const found = problems({ "posts/Meet Sam.md": post({}, body) });
    expect(found).toEqual([
      "content/posts/Meet Sam.md, line 1: the file name becomes the address /blog/Meet Sam: use lower-case words joined by hyphens, like meet-jordan.md",
      "content/posts/Meet Sam.md, line 9: # makes the page title, which the site sets itself: use ## for a heading",
      "content/posts/Meet Sam.md, line 11: a code block (a line indented by four spaces, or ``` fences) is not supported: remove the indent",
      "content/posts/Meet Sam.md, line 13: pictures inside the text are not supported: a post has one cover image, set in the front matter",
      expect.stringMatching(
        /^content\/posts\/Meet Sam\.md, line 15: \{\{EMAIL_ADRESS\}\} is not a placeholder this site knows \(known: \{\{SITE_NAME\}\}, /,
      ),
    ]);
  });

  it("a post with no front matter says how to start one", () => {
    expect(problems({ "posts/meet-sam.md": "Just words.\n" })).toEqual([
      `${file}, line 1: the post has no front matter: start the file with a --- line, the fields (title, date, excerpt, image, alt), and another --- line`,
    ]);
  });
});

describe("content:check on the FAQ, legal pages and tips", () => {
  it("an FAQ question without a question mark, one asked twice, text before the first question", () => {
    const faq = [
      "Intro words.",
      "",
      "## Who can apply",
      "",
      "Anyone.",
      "",
      "## Who can apply",
      "",
      "Still anyone.",
    ].join("\n");
    expect(problems({ "faq.md": faq })).toEqual([
      "content/faq.md, line 1: text before the first ## question: every question starts with a ## line",
      'content/faq.md, line 3: the question "Who can apply" must end with a question mark',
      'content/faq.md, line 7: the question "Who can apply" is already on line 3',
      'content/faq.md, line 7: the question "Who can apply" must end with a question mark',
    ]);
  });

  it("a legal section with nothing under it, a broken link in a list", () => {
    const terms = ["## Use of the site", "", "## Contact", "", "- [Write to us](/contact)"].join("\n");
    expect(problems({ "legal/terms-of-use.md": terms })).toEqual([
      'content/legal/terms-of-use.md, line 1: the section "Use of the site" has no text under it',
      "content/legal/terms-of-use.md, line 5: the link to /contact goes to no page on this site (check the spelling; pages are listed in the sitemap)",
    ]);
  });

  it("a tips page with no tips: no ## heading at all, or a ## heading with no ### tip under it", () => {
    // The front matter takes lines 1 to 6; the text starts on line 8.
    const front = "---\ngetInTouch:\n  heading: Questions?\n  text: Write to us.\n  label: Get In Touch\n---\n\n";
    expect(problems({ "tips.md": `${front}Lead.\n\nSecond.\n` })).toEqual([
      "content/tips.md, line 10: the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip",
    ]);
    expect(problems({ "tips.md": `${front}Lead.\n\n## What employers look for\n\n***\n\nBye.\n` })).toEqual([
      "content/tips.md, line 10: the tips page has no tips: under the ## heading, write a ### title and one paragraph per tip",
    ]);
    // Nothing under the front matter: the tips go under its closing --- (line 6).
    expect(problems({ "tips.md": front })).toEqual([
      "content/tips.md, line 1: the tips page needs at least one opening paragraph (the first is the page's lead)",
      "content/tips.md, line 6: the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip",
    ]);
    // A ## heading after the *** line is told where it is, not said to be missing.
    expect(problems({ "tips.md": `${front}Lead.\n\n***\n\n## Expect\n` })).toEqual([
      "content/tips.md, line 10: the *** line ends the list of tips: it comes once, after the last tip",
      "content/tips.md, line 12: the tips page is: opening paragraphs, a ## heading, then a ### title and one paragraph per tip, a *** line, closing paragraphs",
    ]);
  });

  it("a tips page whose front matter lost a field", () => {
    const tips = readFileSync("tests/fixtures/content/tips.md", "utf8").replace(/^ {2}label: .*\n/m, "");
    expect(problems({ "tips.md": tips })).toEqual([
      "content/tips.md, line 2: Pages of text › Tips for success › Get In Touch band › Button text is missing",
    ]);
  });
});

// A post's date may carry an Adelaide time, as the editor writes it (2026-11-29T09:00);
// one written any other way, or a time no clock shows, is named by its file, line and field with
// the form to write, and nothing is built. (The rule, not the words: docs/content.md gives them.)
describe("content:check on a post's publishing time", () => {
  const file = "content/posts/meet-sam.md";
  it("takes a day alone and a day with a 24-hour time, and builds the day pages show", () => {
    for (const date of ["2026-11-29", "2026-11-29T09:00", "2026-11-29T00:00", "2026-11-29T23:59"]) {
      const { problems: found, prose } = checkContent(fixture({ "posts/meet-sam.md": post({ date }) }));
      expect(found, date).toEqual([]);
      expect(prose.posts.find((p) => p.slug === "meet-sam")?.date, date).toBe("2026-11-29");
    }
  });

  it.each(["2026-11-29 09:00", "2026-11-29T9:00", "2026-11-29T09:00:00", "2026-11-29T09:00+10:30", "29/11/2026 9am"])(
    "refuses %s, showing the form to write",
    (date) => {
      const found = problems({ "posts/meet-sam.md": post({ date: JSON.stringify(date) }) });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        new RegExp(`^${file}, line 3: News posts › Meet Sam, apprentice tiler › Date .*2024-11-28T09:00`),
      );
    },
  );

  it.each(["2026-11-29T24:00", "2026-11-29T09:60", "2026-11-29T99:99"])("refuses %s, a time no clock shows", (date) => {
    const found = problems({ "posts/meet-sam.md": post({ date }) });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^${file}, line 3: News posts › Meet Sam, apprentice tiler › Date .*time.*2024-11-28T09:00`),
    );
  });

  it("refuses a day that does not exist, with or without a time", () => {
    for (const date of ["2026-02-30", "2026-02-30T09:00"])
      expect(problems({ "posts/meet-sam.md": post({ date }) }), date).toEqual([
        `${file}, line 3: News posts › Meet Sam, apprentice tiler › Date is not a real date (check the month and day)`,
      ]);
  });
});

describe("content:check and content:build exit codes", () => {
  it("non-zero with the problems printed, nothing written; zero and the module written when clean", async () => {
    const broken = fixture({ "posts/meet-sam.md": post({ date: "2024-13-01" }) });
    const generated = scratchPath("generated");
    const prose = join(generated, "prose.js");
    const lines: string[] = [];
    expect(await buildContent((line) => lines.push(line), { ...broken, generated })).toBe(1);
    expect(lines[0]).toBe(
      "content/posts/meet-sam.md, line 3: News posts › Meet Sam, apprentice tiler › Date is not a real date (check the month and day)",
    );
    expect(lines.at(-1)).toBe("\n1 problem in the content. Nothing was built.");
    expect(() => readFileSync(prose)).toThrow();
    expect(await buildContent(() => {}, { ...fixture(), generated })).toBe(0);
    expect(readFileSync(prose, "utf8")).toContain('"slug": "apprentice-awards"');
  });
});

describe("new:post", () => {
  it("makes a slug from any title", () => {
    expect(slugify("Meet Sam: our first tiler!")).toBe("meet-sam-our-first-tiler");
    expect(slugify("  Tayla’s story — from café to carpentry ")).toBe("taylas-story-from-cafe-to-carpentry");
    expect(slugify("--Meet Sam!--")).toBe("meet-sam");
    // At most 60 characters, and never ending on the dash where the cut fell (character 60).
    const long = slugify(`${"a".repeat(59)} and more words after the cut`);
    expect(long).toBe("a".repeat(59));
    expect(slugify("Why apprenticeships are the best way into a building career in 2026")).toBe(
      "why-apprenticeships-are-the-best-way-into-a-building-career",
    );
    // Cut after a whole word, never inside one ("…-new-school-buildin").
    expect(slugify("Our apprentices spent a whole week on the new school building in the northern suburbs")).toBe(
      "our-apprentices-spent-a-whole-week-on-the-new-school",
    );
  });

  it("refuses a title with no letters or digits to make an address from", () => {
    expect(() => newPost("!!! ???", { contentDir: "/nonexistent", publicDir: "/nonexistent" })).toThrow(
      '"!!! ???" has no letters or digits to make an address from: choose another title',
    );
  });

  it("dates a post by Adelaide's day", () => {
    // 14:00 UTC on 23 November is 00:30 on 24 November in Adelaide (UTC+10:30 in summer).
    expect(adelaideToday(new Date("2026-11-23T14:00:00Z"))).toBe("2026-11-24");
    expect(adelaideToday(new Date("2026-06-30T14:00:00Z"))).toBe("2026-06-30");
  });

  it("scaffolds a post the checker refuses until its words and picture are the writer's own, and refuses to overwrite it", () => {
    const dirs = fixture();
    const made = newPost("Meet Sam: our first tiler!", { ...dirs, now: new Date("2026-11-23T02:00:00Z") });
    expect(made).toMatchObject({ slug: "meet-sam-our-first-tiler", date: "2026-11-23" });
    // As new:post leaves it: every line of the template and the placeholder picture named.
    const file = "content/posts/meet-sam-our-first-tiler.md";
    const text = "write your own words there, or delete the line";
    expect(checkContent(dirs).problems.map(formatProblem)).toEqual([
      `${file}, line 4: excerpt still says "One or two sentences for the news page, the feed and search results." and "Replace this." — write one or two sentences that sum up the post`,
      `${file}, line 5: image /images/posts/meet-sam-our-first-tiler.svg is still the placeholder picture new:post made — put your own picture (16:9, at least 1200 pixels wide) in public/images/posts/, and if its name is not meet-sam-our-first-tiler.svg, change image: to match`,
      `${file}, line 6: alt still says "Placeholder artwork for a news post." and "Replace the picture, then describe what it shows here." — say in a few words what your picture shows, for people who cannot see it`,
      `${file}, line 10: the post's text still says "Write the post here." and "A blank line starts a new paragraph." — ${text}`,
      `${file}, line 12: the post's text still says "Write a heading here" — ${text}`,
      `${file}, line 14: the post's text still says "Link to a page of the site like [the trades](/trades)" — ${text}`,
      `${file}, line 16: the post's text still says "Write a list item here" — ${text}`,
      `${file}, line 17: the post's text still says "Write another list item here" — ${text}`,
      `${file}, line 19: the post's text still says "Write a quote from someone here." — ${text}`,
      `${file}, line 21: the post's text still says "Their name, their role" — ${text}`,
    ]);
    // Written and pictured: no problems, and it is the newest post.
    const written = readFileSync(made.file, "utf8")
      .replace(
        /^excerpt: .*$/m,
        "excerpt: Sam always liked neat lines. Now Sam tiles on real jobs and is paid to learn.",
      )
      .replace(/^alt: .*$/m, "alt: Apprentice tiler Sam setting a large floor tile with a level")
      .replace(/\n---\n[\s\S]*$/, "\n---\n\nSam started in February.\n\n## The first week\n\n- Safety\n- Tools\n");
    writeFileSync(made.file, written);
    writeFileSync(made.image, readFileSync("public/images/posts/meet-jordan.svg"));
    const { problems: found, prose } = checkContent(dirs);
    expect(found).toEqual([]);
    expect(prose.posts[0]).toMatchObject({
      id: 1,
      slug: "meet-sam-our-first-tiler",
      title: "Meet Sam: our first tiler!",
      date: "2026-11-23",
      image: { src: "/images/posts/meet-sam-our-first-tiler.svg", width: 1200, height: 675 },
    });
    expect(() => newPost("Meet Sam: our first tiler", dirs)).toThrow(/already exists/);
    expect(() => newPost("  ", dirs)).toThrow(/Give the post a title/);
  });
});
