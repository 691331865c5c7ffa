// More of the content checker (`npm run content:check`, scripts/content/check.ts) and of
// `npm run new:post` (scripts/content/new-post.ts, its CLI wrapper included), in the manner of
// content-check.test.ts: copies of the content in temporary folders, and the exact sentence a
// member of staff reads, with its file and line.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { adelaideToday, newPost, postTemplate, slugify } from "../../scripts/content/new-post";

import { fixture, png, post, problems, scratchPath } from "./content-fixture";

/** The awards block of a post's front matter (lines 8 on), with `count` winners. */
const awards = ({ extra = "", count = 10, emptyName = 0, photo = "/images/posts/meet-jordan.svg" } = {}) =>
  [
    "",
    "  heading: The winners",
    `  photo: ${photo}`,
    "  photoAlt: Winners standing together on the stage",
    `  caption: The winners on stage.${extra}`,
    "  winners:",
    ...Array.from({ length: count }, (_, i) => [
      `    - award: Award ${i + 1}`,
      `      name: ${i + 1 === emptyName ? '""' : `Person ${i + 1}`}`,
    ]).flat(),
  ].join("\n");

const file = "content/posts/meet-sam.md";
const onlySam = (found: string[]) => found.filter((p) => p.startsWith(file));

describe("content:check: a post's front matter, in plain words", () => {
  it.each([
    ["a title that is a number", { title: "42" }, [`${file}, line 2: News posts › meet-sam › Title must be text`]],
    [
      "an empty title",
      { title: '""' },
      [`${file}, line 2: News posts › meet-sam › Title is empty: write the post's title`],
    ],
    [
      "a title with no value",
      { title: "" },
      [`${file}, line 2: News posts › meet-sam › Title is missing: write the post's title`],
    ],
    [
      "no date",
      { date: null },
      [
        `${file}, line 1: News posts › Meet Sam, apprentice tiler › Date is missing: write the day the post is published, like 2024-11-28`,
      ],
    ],
    [
      "no excerpt",
      { excerpt: null },
      [
        `${file}, line 1: News posts › Meet Sam, apprentice tiler › Summary is missing: write one or two sentences for the news page and the feed`,
      ],
    ],
    [
      "no image",
      { image: null },
      [
        `${file}, line 1: News posts › Meet Sam, apprentice tiler › Cover photo is missing: name the cover picture, like /images/posts/my-post.jpg`,
      ],
    ],
    [
      "a call-out that is one line of text",
      { callout: "hello there" },
      [
        `${file}, line 7: News posts › Meet Sam, apprentice tiler › Call-out box must be a group of indented lines (name: value)`,
      ],
    ],
  ] as const)("%s", (_name, front, expected) => {
    expect(onlySam(problems({ "posts/meet-sam.md": post(front) }))).toEqual(expected);
  });

  it("front matter that is one line of text, not fields", () => {
    expect(onlySam(problems({ "posts/meet-sam.md": "---\njust words\n---\n\nText.\n" }))).toEqual([
      `${file}, line 1: News posts › meet-sam must be a group of indented lines (name: value)`,
    ]);
  });

  it("empty front matter: every field that must be there is named", () => {
    expect(onlySam(problems({ "posts/meet-sam.md": "---\n---\n\nText.\n" }))).toEqual([
      `${file}, line 1: News posts › meet-sam › Title is missing: write the post's title`,
      `${file}, line 1: News posts › meet-sam › Date is missing: write the day the post is published, like 2024-11-28`,
      `${file}, line 1: News posts › meet-sam › Summary is missing: write one or two sentences for the news page and the feed`,
      `${file}, line 1: News posts › meet-sam › Cover photo is missing: name the cover picture, like /images/posts/my-post.jpg`,
      `${file}, line 1: News posts › meet-sam › Description of the cover photo is missing: describe what the photo shows, for people who cannot see it`,
    ]);
  });

  it("guesses a misspelt field: one letter off for short names, two for longer ones, in any case", () => {
    const front = {
      dat: "x",
      Title: "y",
      BACKTOBLOG: "true",
      backtoblg: "true",
      tilte: "z",
      titlee: "z",
      tixxx: "q",
      daet: "w",
      dt: "v",
    };
    const fields =
      "the fields are: title, date, excerpt, image, alt, imageFocus, hidden, backToBlog, callout, awards, address";
    expect(onlySam(problems({ "posts/meet-sam.md": post(front) }))).toEqual([
      `${file}, line 7: "dat" is not a field a post can have (did you mean "date"?); ${fields}`,
      `${file}, line 8: "Title" is not a field a post can have (did you mean "title"?); ${fields}`,
      `${file}, line 9: "BACKTOBLOG" is not a field a post can have (did you mean "backToBlog"?); ${fields}`,
      `${file}, line 10: "backtoblg" is not a field a post can have (did you mean "backToBlog"?); ${fields}`,
      `${file}, line 11: "tilte" is not a field a post can have (did you mean "title"?); ${fields}`,
      `${file}, line 12: "titlee" is not a field a post can have (did you mean "title"?); ${fields}`,
      `${file}, line 13: "tixxx" is not a field a post can have; ${fields}`,
      `${file}, line 14: "daet" is not a field a post can have; ${fields}`,
      `${file}, line 15: "dt" is not a field a post can have; ${fields}`,
    ]);
  });

  it("awards: the list of winners counted from 1, a winner without a name, too few and too many", () => {
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: awards({ emptyName: 4 }) }) }))).toEqual([
      `${file}, line 20: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners › winner 4 › Winner's name is empty`,
    ]);
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: awards({ count: 3 }) }) }))).toEqual([
      `${file}, line 12: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners must list exactly 10`,
    ]);
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: awards({ count: 11 }) }) }))).toEqual([
      `${file}, line 12: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners must list exactly 10`,
    ]);
    const text =
      "\n  heading: The winners\n  photo: /images/posts/meet-jordan.svg\n  photoAlt: Winners standing together on the stage\n  caption: The winners on stage.\n  winners: lots";
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: text }) }))).toEqual([
      `${file}, line 12: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners must be a list of lines starting with - `,
    ]);
  });

  it("awards: missing fields, with a hint where there is one, and a misspelt field", () => {
    const missing = [
      "",
      "  photo: /images/posts/meet-jordan.svg",
      "  caption: The winners on stage.",
      "  winners:",
      ...awards().split("\n").slice(6),
    ].join("\n");
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: missing }) }))).toEqual([
      `${file}, line 7: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Heading over the winners is missing`,
      `${file}, line 7: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Description of the photo is missing: describe what the photo shows, for people who cannot see it`,
    ]);
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: awards({ extra: "\n  captoin: x" }) }) }))).toEqual([
      `${file}, line 12: "captoin" is not a field News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) can have (did you mean "caption"?); the fields are: heading, photo, photoAlt, photoFocus, caption, winners`,
    ]);
  });
});

describe("content:check: misspelt fields inside groups and lists", () => {
  it("a call-out button with a misspelt field", () => {
    const front = { callout: "\n  heading: Ready?\n  text: Find out more.\n  cta:\n    label: Go\n    hre: /blog" };
    expect(onlySam(problems({ "posts/meet-sam.md": post(front) }))).toEqual([
      `${file}, line 10: News posts › Meet Sam, apprentice tiler › Call-out box › Button › Where it goes is missing`,
      `${file}, line 12: "hre" is not a field News posts › Meet Sam, apprentice tiler › Call-out box › Button can have (did you mean "href"?); the fields are: label, href`,
    ]);
  });

  it("a call-out button to an e-mail or phone that is not the site's is reported at its line, in plain words", () => {
    // Prose may link anyone's e-mail; a button's must be the program's own, as the site settings
    // give them (the pinned copy's: hello@example.com, enquiries@example.com, (08) 5550 1234).
    const button = (href: string) => ({
      callout: `\n  heading: Ready?\n  text: Find out more.\n  cta:\n    label: Go\n    href: ${href}`,
    });
    expect(onlySam(problems({ "posts/meet-sam.md": post(button("tel:+61880001234")) }))).toEqual([
      `${file}, line 12: the button's link tel:+61880001234 must ring the program's own phone (tel:+61855501234, or write {{PHONE_HREF}}): change the number in the site settings, not here`,
    ]);
    expect(onlySam(problems({ "posts/meet-sam.md": post(button("mailto:jobs@elsewhere.org")) }))).toEqual([
      `${file}, line 12: the button's link mailto:jobs@elsewhere.org must write to the program's own e-mail (mailto:hello@example.com, or write {{EMAIL_HREF}}): change the address in the site settings, not here`,
    ]);
    expect(onlySam(problems({ "posts/meet-sam.md": post(button("mailto:hello@example.com")) }))).toEqual([]);
    expect(onlySam(problems({ "posts/meet-sam.md": post(button("tel:+61855501234")) }))).toEqual([]);
    expect(onlySam(problems({ "posts/meet-sam.md": post(button("mailto:enquiries@example.com?subject=Hi")) }))).toEqual(
      [],
    );
  });

  it("a winner with a misspelt field is named by its place in the list, with the fields a winner can have", () => {
    const list = awards()
      .replace("      name: Person 1", "      nam: Person 1")
      .replace("    - award: Award 3", "    - prize: Award 3");
    expect(onlySam(problems({ "posts/meet-sam.md": post({ awards: list }) }))).toEqual([
      `${file}, line 13: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners › winner 1 › Winner's name is missing`,
      `${file}, line 14: "nam" is not a field News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners › winner 1 can have (did you mean "name"?); the fields are: award, name`,
      `${file}, line 17: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners › winner 3 › Award is missing`,
      `${file}, line 17: "prize" is not a field News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Winners › winner 3 can have; the fields are: award, name`,
    ]);
  });
});

describe("content:check: a post's pictures", () => {
  it("a file that is not a picture, a picture with no size, an .svg whose viewBox does not match", () => {
    const found = problems(
      {
        "posts/meet-sam.md": post({ image: "/images/posts/meet-sam.png" }),
        "posts/zero.md": post({ title: "Zero", image: "/images/posts/zero.png" }),
        "posts/boxed.md": post({ title: "Boxed", image: "/images/posts/boxed.svg" }),
      },
      {
        "images/posts/meet-sam.png": "not a picture",
        "images/posts/zero.png": png(0, 675),
        "images/posts/boxed.svg":
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 100 100"></svg>',
      },
    );
    expect(found).toEqual([
      'content/posts/boxed.md, line 5: News posts › Boxed › Cover photo /images/posts/boxed.svg must have viewBox="0 0 1200 675" to match its width and height',
      `${file}, line 5: News posts › Meet Sam, apprentice tiler › Cover photo /images/posts/meet-sam.png is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`,
      "content/posts/zero.md, line 5: News posts › Zero › Cover photo /images/posts/zero.png does not say how big it is (an .svg needs a viewBox)",
    ]);
  });

  it("a picture whose file says it is 0 pixels high does not say how big it is, as one 0 pixels wide", () => {
    const found = problems(
      {
        "posts/meet-sam.md": post({ image: "/images/posts/flat.png" }),
        "posts/thin.md": post({ title: "Thin", image: "/images/posts/thin.png" }),
      },
      { "images/posts/flat.png": png(1200, 0), "images/posts/thin.png": png(0, 675) },
    );
    expect(found).toEqual([
      `${file}, line 5: News posts › Meet Sam, apprentice tiler › Cover photo /images/posts/flat.png does not say how big it is (an .svg needs a viewBox)`,
      "content/posts/thin.md, line 5: News posts › Thin › Cover photo /images/posts/thin.png does not say how big it is (an .svg needs a viewBox)",
    ]);
  });

  it("a cover too wide, one too tall, one a pixel short of 1200, and ones that are right (1200×675, within a rounding of 16:9)", () => {
    const { problems: checked, prose } = checkContent(
      fixture(
        {
          "posts/meet-sam.md": post({ image: "/images/posts/meet-sam.png" }),
          "posts/narrow.md": post({ title: "Narrow", image: "/images/posts/narrow.png" }),
          "posts/exact.md": post({ title: "Exact", image: "/images/posts/exact.png" }),
          "posts/near.md": post({ title: "Near", image: "/images/posts/near.png" }),
          "posts/tall.md": post({ title: "Tall", image: "/images/posts/tall.png" }),
        },
        {
          "images/posts/meet-sam.png": png(2400, 1000),
          "images/posts/narrow.png": png(1199, 674),
          "images/posts/exact.png": png(1200, 675),
          "images/posts/near.png": png(1200, 676),
          "images/posts/tall.png": png(1200, 900),
        },
      ),
    );
    const found = checked.map(formatProblem);
    expect(found).toEqual([
      "content/posts/narrow.md, line 5: News posts › Narrow › Cover photo /images/posts/narrow.png is 1199×674 pixels, too small for a post's cover: use one at least 1200 pixels wide (e.g. 1920×1080), or it will look blurred",
    ]);
    // The wrong shape is cropped to its middle at the nearest shape a cover takes (16:9 give or
    // take 1 %: 1.76 to 1.7956): 1000 × 1.7956 = 1796 wide; 1200 / 1.76 = 682 high.
    const crops = Object.fromEntries(prose.posts.map((p) => [p.slug, p.image.crop]));
    expect(crops).toMatchObject({
      "meet-sam": { width: 1796, height: 1000 },
      tall: { width: 1200, height: 682 },
      exact: undefined,
      near: undefined,
    });
  });

  it("an awards photo that is not there, at the line of awards.photo; it need not be 16:9", () => {
    expect(
      onlySam(problems({ "posts/meet-sam.md": post({ awards: awards({ photo: "/images/posts/nope.svg" }) }) })),
    ).toEqual([
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Awards (only for an awards-night post) › Photo /images/posts/nope.svg does not exist: put the file in public/images/posts/nope.svg, or correct the name`,
    ]);
    const { problems: found, prose } = checkContent(
      fixture(
        { "posts/meet-sam.md": post({ awards: awards({ photo: "/images/posts/four-three.png" }) }) },
        { "images/posts/four-three.png": png(1600, 1200) },
      ),
    );
    expect(found).toEqual([]);
    expect(prose.posts.find((p) => p.slug === "meet-sam")?.awards?.photo.image).toEqual({
      src: "/images/posts/four-three.png",
      alt: "Winners standing together on the stage",
      width: 1600,
      height: 1200,
    });
  });
});

describe("content:check: links, file names and the text of a post", () => {
  it("links written not quite right, and the ones that are right", () => {
    const links = [
      "[a](/Blog)",
      "[b](/blog/)",
      "[c](/News/)",
      "[d](/#top)",
      "[e](/blog#latest-news)",
      "[f](https://example.com)",
      "[g](https://)",
      "[h](mailto:team@example.com)",
      "[i](mailto:team)",
      "[j](tel:+61880001234)",
      "[k](tel:0880001234)",
      "[l](tel:+618abc)",
      "[m](mailto:a@b@c)",
      "[n](xhttps://example.com)",
      "[o](/painter/)",
      "[p](/)",
    ].join(" ");
    const outside = "must start with / (a page of this site), https://, mailto: or tel:";
    expect(problems({ "posts/meet-sam.md": post({}, `${links}\n`) })).toEqual([
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /Blog should be written /blog exactly`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /blog/ should be written /blog exactly`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /News/ goes through an old address: link to /blog instead`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to https:// ${outside}`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to mailto:team ${outside}`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to tel:0880001234 ${outside}`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to tel:+618abc ${outside}`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to mailto:a@b@c ${outside}`,
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to xhttps://example.com ${outside}`,
    ]);
  });

  it("links in the FAQ, a legal page and the schools page are checked too", () => {
    const nowhere = "goes to no page on this site (check the spelling; pages are listed in the sitemap)";
    const found = problems({
      "faq.md": "## Why?\n\nSee [x](/nowhere-faq).\n",
      "legal/privacy-policy.md": "## One\n\nSee [x](/nowhere-privacy).\n",
      "prose/schools-partnership.md": "See [x](/nowhere-schools).\n",
    });
    expect(found).toEqual([
      `content/faq.md, line 3: the link to /nowhere-faq ${nowhere}`,
      `content/legal/privacy-policy.md, line 3: the link to /nowhere-privacy ${nowhere}`,
      `content/prose/schools-partnership.md, line 1: the link to /nowhere-schools ${nowhere}`,
    ]);
  });

  it("the part after # must be all lower-case", () => {
    expect(problems({ "posts/meet-sam.md": post({}, "See [the news](/blog#latest-News).\n") })).toEqual([
      `${file}, line 9: News posts › Meet Sam, apprentice tiler › Text of the post: the link to /blog#latest-News: the part after # must be lower-case letters, digits and hyphens`,
    ]);
  });

  it("a link to another post is a link to a page", () => {
    expect(
      problems({
        "posts/meet-sam.md": post({}, "Read [Jordan's story](/blog/meet-jordan) and [Tayla's](/blog/tayla-story).\n"),
      }),
    ).toEqual([]);
  });

  it("file names that cannot be addresses; a file that is not Markdown is not a post", () => {
    const bad = (name: string) =>
      `content/posts/${name}.md, line 1: the file name becomes the address /blog/${name}: use lower-case words joined by hyphens, like meet-jordan.md`;
    const found = problems({
      "posts/Meet-sam.md": post({ title: "A1" }),
      "posts/meet-Sam.md": post({ title: "A2" }),
      "posts/meet--sam.md": post({ title: "A3" }),
      "posts/meet-sam-.md": post({ title: "A4" }),
      "posts/-meet.md": post({ title: "A5" }),
      "posts/sam-2024.md": post({ title: "A6" }),
      "posts/notes.txt": "not a post",
    });
    expect(found).toEqual([bad("-meet"), bad("meet--sam"), bad("meet-sam-"), bad("meet-Sam"), bad("Meet-sam")]);
  });

  it("a *** line and a #### heading in a post; ### is fine", () => {
    expect(problems({ "posts/meet-sam.md": post({}, "Words.\n\n***\n\n### Fine\n\n#### Deep\n\nMore.\n") })).toEqual([
      `${file}, line 11: News posts › Meet Sam, apprentice tiler › Text of the post: a *** line is not used here: remove it`,
      `${file}, line 15: News posts › Meet Sam, apprentice tiler › Text of the post: a post's headings are ## or ### (Heading 2 or 3 in the editor)`,
    ]);
  });

  it("a post with front matter and no text is told so at the second --- line", () => {
    // post() writes --- on line 1, five fields, and the closing --- on line 7.
    expect(problems({ "posts/meet-sam.md": post({}, "") })).toEqual([
      "content/posts/meet-sam.md, line 7: News posts › Meet Sam, apprentice tiler › Text of the post is empty: write the post there",
    ]);
    expect(problems({ "posts/meet-sam.md": post({ backToBlog: "true" }, "\n\n") })).toEqual([
      "content/posts/meet-sam.md, line 8: News posts › Meet Sam, apprentice tiler › Text of the post is empty: write the post there",
    ]);
  });

  it("three posts with one title (in any case): each is told about the other two", () => {
    const found = problems({
      "posts/a-one.md": post({ title: "Same" }),
      "posts/b-two.md": post({ title: "same" }),
      "posts/c-three.md": post({ title: "SAME" }),
    });
    expect(found).toEqual([
      "content/posts/a-one.md, line 2: title is the same as the title of content/posts/b-two.md and content/posts/c-three.md: two posts need two titles",
      "content/posts/b-two.md, line 2: title is the same as the title of content/posts/a-one.md and content/posts/c-three.md: two posts need two titles",
      "content/posts/c-three.md, line 2: title is the same as the title of content/posts/a-one.md and content/posts/b-two.md: two posts need two titles",
    ]);
  });

  it("files saved with Windows (CR LF) or old Mac (CR) line endings keep their line numbers", () => {
    const found = problems({
      "posts/meet-sam.md": post({ date: "2024-13-01" }).replace(/\n/g, "\r"),
      "posts/crlf.md": post({ title: "Windows", date: "bad" }).replace(/\n/g, "\r\n"),
    });
    expect(found).toEqual([
      "content/posts/crlf.md, line 3: News posts › Windows › Date must look like 2024-11-28, or 2024-11-28T09:00 to publish at a time of day (Adelaide time)",
      `${file}, line 3: News posts › Meet Sam, apprentice tiler › Date is not a real date (check the month and day)`,
    ]);
  });
});

describe("content:check: the posts folder in any order", () => {
  afterEach(() => {
    vi.doUnmock("node:fs");
    vi.resetModules();
  });

  it("posts are read in file-name order even when the folder lists them otherwise", async () => {
    const dirs = fixture({
      "posts/a-one.md": post({ title: "Same" }),
      "posts/b-two.md": post({ title: "same" }),
      "posts/c-three.md": post({ title: "SAME" }),
    });
    // A file system that lists the folder backwards: the order of a listing is the file system's.
    vi.doMock("node:fs", async (original) => {
      const fs = await original<typeof import("node:fs")>();
      const backwards = (...args: Parameters<typeof fs.readdirSync>) =>
        (fs.readdirSync(...args) as unknown[]).reverse();
      return { ...fs, readdirSync: backwards as typeof fs.readdirSync };
    });
    vi.resetModules();
    const check = await import("../../scripts/content/check");
    expect(check.checkContent(dirs).problems.map(check.formatProblem)).toEqual([
      "content/posts/a-one.md, line 2: title is the same as the title of content/posts/b-two.md and content/posts/c-three.md: two posts need two titles",
      "content/posts/b-two.md, line 2: title is the same as the title of content/posts/a-one.md and content/posts/c-three.md: two posts need two titles",
      "content/posts/c-three.md, line 2: title is the same as the title of content/posts/a-one.md and content/posts/b-two.md: two posts need two titles",
    ]);
  });
});

// Dates just after the pinned posts and inside the year ahead content:check allows, so the posts
// here stay the newest and stay valid as the years pass.
describe("content:check: what a post becomes", () => {
  it("a post with a call-out and awards, in the listing order: newest first, then by file name", () => {
    const callout = "\n  heading: Ready?\n  text: Find out more.\n  cta:\n    label: Go\n    href: /blog";
    const dirs = fixture({
      "posts/meet-sam.md": post({ date: "2027-01-01", backToBlog: "true", callout, awards: awards() }),
      "posts/b-later.md": post({ title: "B", date: "2027-02-01" }, "Later words.\n"),
      "posts/a-same-day.md": post({ title: "A", date: "2027-01-01" }),
    });
    const { problems: found, prose } = checkContent(dirs);
    expect(found).toEqual([]);
    expect(prose.posts.slice(0, 3).map((p) => [p.id, p.slug])).toEqual([
      [1, "b-later"],
      [2, "a-same-day"],
      [3, "meet-sam"],
    ]);
    expect(prose.posts[0]).toEqual({
      id: 1,
      slug: "b-later",
      title: "B",
      excerpt: "Sam always liked neat lines. Now Sam is learning to tile on real jobs and getting paid.",
      date: "2027-02-01",
      // Its Adelaide midnight (summer time, UTC+10:30), worked out by hand.
      publishAt: "2027-01-31T13:30:00.000Z",
      image: {
        src: "/images/posts/meet-jordan.svg",
        alt: "Apprentice tiler Sam setting a large floor tile with a level",
        width: 1200,
        height: 675,
      },
      body: [{ type: "paragraph", children: [{ type: "text", value: "Later words." }] }],
      backToBlog: false,
    });
    expect(prose.posts[2]).toEqual({
      id: 3,
      slug: "meet-sam",
      title: "Meet Sam, apprentice tiler",
      excerpt: "Sam always liked neat lines. Now Sam is learning to tile on real jobs and getting paid.",
      date: "2027-01-01",
      publishAt: "2026-12-31T13:30:00.000Z",
      image: {
        src: "/images/posts/meet-jordan.svg",
        alt: "Apprentice tiler Sam setting a large floor tile with a level",
        width: 1200,
        height: 675,
      },
      body: [{ type: "paragraph", children: [{ type: "text", value: "Some words about the day." }] }],
      backToBlog: true,
      callout: { heading: "Ready?", text: "Find out more.", cta: { label: "Go", href: "/blog" } },
      awards: {
        heading: "The winners",
        photo: {
          image: {
            src: "/images/posts/meet-jordan.svg",
            alt: "Winners standing together on the stage",
            width: 1200,
            height: 675,
          },
          caption: "The winners on stage.",
        },
        winners: Array.from({ length: 10 }, (_, i) => ({ award: `Award ${i + 1}`, name: `Person ${i + 1}` })),
      },
    });
  });

  it("a post that cannot be shown is reported and left out of what is built: no cover, no awards photo, no text", () => {
    const { problems: found, prose } = checkContent(
      fixture({
        "posts/no-cover.md": post({ title: "No cover", image: "/images/posts/nope.png" }),
        "posts/no-photo.md": post({ title: "No photo", awards: awards({ photo: "/images/posts/nope.svg" }) }),
        "posts/no-text.md": post({ title: "No text" }, ""),
      }),
    );
    expect(found.map((p) => p.file)).toEqual([
      "content/posts/no-cover.md",
      "content/posts/no-photo.md",
      "content/posts/no-text.md",
    ]);
    // Built: the posts of the copied content/posts (SPEC's and any staff added), none of the three.
    expect(prose.posts.map((p) => p.slug).sort()).toEqual(
      readdirSync("tests/fixtures/content/posts")
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.slice(0, -".md".length))
        .sort(),
    );
  });

  it("a *** line in a post is reported and is not part of its text", () => {
    const { problems: found, prose } = checkContent(
      fixture({ "posts/meet-sam.md": post({ date: "2027-01-01" }, "Before.\n\n***\n\nAfter.\n") }),
    );
    expect(found.map(formatProblem)).toEqual([
      `${file}, line 11: News posts › Meet Sam, apprentice tiler › Text of the post: a *** line is not used here: remove it`,
    ]);
    expect(prose.posts[0]?.body).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "Before." }] },
      { type: "paragraph", children: [{ type: "text", value: "After." }] },
    ]);
  });

  it("a missing legal page is reported and built as no sections", () => {
    const { problems: found, prose } = checkContent(fixture({ "legal/privacy-policy.md": null }));
    expect(found.map(formatProblem)).toEqual(["content/legal/privacy-policy.md, line 1: this file is missing"]);
    expect(prose.privacy).toEqual([]);
  });

  it("a post that is a link to a file no longer there is reported as missing, and the rest is still checked", () => {
    const dirs = fixture({ "posts/meet-sam.md": post({ date: "2024-13-01" }) });
    symlinkSync(join(dirs.contentDir, "posts/deleted.md"), join(dirs.contentDir, "posts/ghost.md"));
    const { problems: found, prose } = checkContent(dirs);
    expect(found.map(formatProblem)).toEqual([
      "content/posts/ghost.md, line 1: this file is missing",
      `${file}, line 3: News posts › Meet Sam, apprentice tiler › Date is not a real date (check the month and day)`,
    ]);
    expect(prose.posts.map((p) => p.slug)).not.toContain("ghost");
  });

  it("no posts folder, and a missing post's page is then a broken link, and a redirect to nowhere", () => {
    expect(problems({ posts: null })).toEqual([
      "content/faq.md, line 66: the link to /blog/tayla-story goes to no page on this site (check the spelling; pages are listed in the sitemap)",
      "content/posts/, line 1: there are no posts (files named like meet-jordan.md)",
      // SPEC's renamed post and campaign link (content/redirects.yaml) lead to posts.
      "content/redirects.yaml, line 47: Redirects › Redirect rules › Rules › rule 12 › Goes to /blog/meet-jordan is not a page of this site (check the spelling; pages are listed in the sitemap, files are under public/)",
      "content/redirects.yaml, line 51: Redirects › Redirect rules › Rules › rule 13 › Goes to /blog/sixers-partnership is not a page of this site (check the spelling; pages are listed in the sitemap, files are under public/)",
    ]);
  });
});

describe("content:check: the FAQ, legal pages, tips and schools page", () => {
  it("missing files", () => {
    expect(
      problems({
        "faq.md": null,
        "tips.md": null,
        "legal/privacy-policy.md": null,
        "prose/schools-partnership.md": null,
      }),
    ).toEqual([
      "content/faq.md, line 1: this file is missing",
      "content/legal/privacy-policy.md, line 1: this file is missing",
      "content/prose/schools-partnership.md, line 1: this file is missing",
      "content/tips.md, line 1: this file is missing",
    ]);
  });

  it("an FAQ answer with a heading, a *** line, a question asked twice in another case", () => {
    expect(problems({ "faq.md": "## Who?\n\nMe.\n\n***\n\n### Sub\n\n## WHO?\n\nYou.\n" })).toEqual([
      'content/faq.md, line 1: the answer to "Who?" has a heading: answers are text, lists and quotes only',
      "content/faq.md, line 5: a *** line is not used here: remove it",
      'content/faq.md, line 9: the question "WHO?" is already on line 1',
    ]);
  });

  it("what the FAQ, a legal page and the schools page become", () => {
    const { problems: found, prose } = checkContent(
      fixture({
        "faq.md": "## Who can apply?\n\nAnyone.\n\n## How long?\n\nFour years.\n",
        "legal/terms-of-use.md": "## Use\n\nBe kind.\n\n### Details\n\nMore.\n",
        "prose/schools-partnership.md": "First.\n\nSecond.\n",
      }),
    );
    expect(found).toEqual([]);
    const para = (value: string) => ({ type: "paragraph", children: [{ type: "text", value }] });
    expect(prose.faq).toEqual([
      { question: "Who can apply?", answer: [para("Anyone.")] },
      { question: "How long?", answer: [para("Four years.")] },
    ]);
    expect(prose.terms).toEqual([
      {
        heading: "Use",
        body: [
          para("Be kind."),
          { type: "heading", depth: 3, children: [{ type: "text", value: "Details" }] },
          para("More."),
        ],
      },
    ]);
    expect(prose.schoolsPartnership).toEqual([
      [{ type: "text", value: "First." }],
      [{ type: "text", value: "Second." }],
    ]);
  });

  it("a heading with no words, on a legal page, in the FAQ, a post and the tips page: told so at its own line, once", () => {
    const words = (hashes: string) => `the ${hashes} heading has no words: write its words after the ${hashes}`;
    const found = problems({
      "legal/privacy-policy.md": "## Use\n\nText.\n\n##\n\nMore.\n",
      // Two wordless ## headings, the second with nothing under it, and a wordless ### inside a section.
      "legal/terms-of-use.md": "## \n\nFirst.\n\n## Use\n\nText.\n\n###\n\nMore.\n\n##\n",
      "faq.md": "## Who?\n\nMe.\n\n##\n\nYou.\n",
      "posts/meet-sam.md": post({}, "## \n\nWords.\n"),
      "tips.md":
        "---\ngetInTouch:\n  heading: Questions?\n  text: Write to us.\n  label: Get In Touch\n---\n\nLead.\n\n## Expect\n\n### \n\nP plates.\n",
    });
    expect(found).toEqual([
      `content/faq.md, line 5: ${words("##")}`,
      `content/legal/privacy-policy.md, line 5: ${words("##")}`,
      `content/legal/terms-of-use.md, line 1: ${words("##")}`,
      `content/legal/terms-of-use.md, line 9: ${words("###")}`,
      `content/legal/terms-of-use.md, line 13: ${words("##")}`,
      `${file}, line 9: ${words("##")}`,
      `content/tips.md, line 12: ${words("###")}`,
    ]);
  });

  it("the schools page is paragraphs only", () => {
    expect(problems({ "prose/schools-partnership.md": "Para.\n\n- list\n" })).toEqual([
      "content/prose/schools-partnership.md, line 3: this section is paragraphs only",
    ]);
  });

  const tipsFront = "---\ngetInTouch:\n  heading: Questions?\n  text: Write to us.\n  label: Get In Touch\n---\n\n";

  it("what the tips page becomes", () => {
    const tips = `${tipsFront}Lead.\n\nSecond.\n\n## What employers look for\n\n### A licence\n\nP plates.\n\n### A car\n\nOn time.\n\n***\n\nBye.\n`;
    const { problems: found, prose } = checkContent(fixture({ "tips.md": tips }));
    expect(found).toEqual([]);
    expect(prose.tips).toEqual({
      intro: ["Lead.", "Second."],
      employerExpectations: {
        heading: "What employers look for",
        items: [
          { title: "A licence", text: "P plates." },
          { title: "A car", text: "On time." },
        ],
      },
      closing: ["Bye."],
      getInTouch: { heading: "Questions?", text: "Write to us.", label: "Get In Touch" },
    });
  });

  it("a tips page out of order: every place it goes wrong", () => {
    const tips = `${tipsFront}***\n\n## Expect\n\nStray.\n\n### One\n\nFirst [link](/blog).\n\nSecond.\n\n### Two\n\n- a list\n\n***\n\nBye **bold**.\n`;
    const shape =
      "the tips page is: opening paragraphs, a ## heading, then a ### title and one paragraph per tip, a *** line, closing paragraphs";
    expect(problems({ "tips.md": tips })).toEqual([
      "content/tips.md, line 1: the tips page needs at least one opening paragraph (the first is the page's lead)",
      "content/tips.md, line 8: the *** line ends the list of tips: it comes once, after the last tip",
      `content/tips.md, line 10: ${shape}`,
      `content/tips.md, line 14: ${shape}`,
      "content/tips.md, line 16: the tips page shows plain text: remove the link, bold or italics here",
      `content/tips.md, line 20: ${shape}`,
      `content/tips.md, line 22: ${shape}`,
      "content/tips.md, line 24: the *** line ends the list of tips: it comes once, after the last tip",
      "content/tips.md, line 26: the tips page shows plain text: remove the link, bold or italics here",
    ]);
  });

  it("tips: a paragraph before the first tip, a second paragraph, a tip with no paragraph", () => {
    const tips = `${tipsFront}Lead.\n\n## Expect\n\nStray.\n\n### One\n\nFirst.\n\nSecond.\n\n### Two\n\n***\n\nBye.\n`;
    expect(problems({ "tips.md": tips })).toEqual([
      "content/tips.md, line 12: each tip is a ### title and one paragraph",
      "content/tips.md, line 18: each tip is a ### title and one paragraph",
      'content/tips.md, line 20: the tip "Two" has no paragraph under it',
    ]);
  });

  it("tips: a ### heading before the ## heading, a #### heading and a list among the tips", () => {
    const tips = `${tipsFront}Lead.\n\n### Early\n\n## Expect\n\n### One\n\nText.\n\n#### Deep\n\n- a list\n\n***\n\nBye.\n`;
    const shape =
      "the tips page is: opening paragraphs, a ## heading, then a ### title and one paragraph per tip, a *** line, closing paragraphs";
    expect(problems({ "tips.md": tips })).toEqual([
      `content/tips.md, line 10: ${shape}`,
      `content/tips.md, line 18: ${shape}`,
      `content/tips.md, line 20: ${shape}`,
    ]);
  });

  it("tips with no ## heading but closing paragraphs: the missing tips belong after the opening paragraphs, not the closing ones", () => {
    // Lead. on line 8, the *** line on 10, Bye. on 12.
    expect(problems({ "tips.md": `${tipsFront}Lead.\n\n***\n\nBye.\n` })).toEqual([
      "content/tips.md, line 8: the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip",
      "content/tips.md, line 10: the *** line ends the list of tips: it comes once, after the last tip",
    ]);
  });

  it("a tips page with no front matter and no ## heading: both reported, and built with an empty band and heading", () => {
    const { problems: found, prose } = checkContent(fixture({ "tips.md": "Intro.\n" }));
    expect(found.map(formatProblem)).toEqual([
      "content/tips.md, line 1: the file needs its front matter (getInTouch: heading, text, label) between two --- lines",
      "content/tips.md, line 1: the tips page has no ## heading and no tips: after the opening paragraphs, write a ## heading, then a ### title and one paragraph per tip",
    ]);
    expect(prose.tips).toEqual({
      intro: ["Intro."],
      employerExpectations: { heading: "", items: [] },
      closing: [],
      getInTouch: { heading: "", text: "", label: "" },
    });
  });

  it("tips: no front matter, front matter that is not YAML, misspelt fields", () => {
    // Text the tips page accepts, so that only the front matter is wrong.
    const text = "Intro.\n\n## Expect\n\n### One\n\nText.\n";
    expect(problems({ "tips.md": text })).toEqual([
      "content/tips.md, line 1: the file needs its front matter (getInTouch: heading, text, label) between two --- lines",
    ]);
    const notYaml = problems({ "tips.md": `---\ngetInTouch: [\n---\n\n${text}` });
    expect(notYaml.length).toBeGreaterThan(0);
    expect(
      notYaml.every((p) =>
        p.startsWith("content/tips.md, line 2: the front matter (between the --- lines) is not valid"),
      ),
    ).toBe(true);
    expect(
      problems({ "tips.md": `---\ngetInTouch:\n  heading: H\n  text: T\n  labl: L\nextra: 1\n---\n\n${text}` }),
    ).toEqual([
      "content/tips.md, line 2: Pages of text › Tips for success › Get In Touch band › Button text is missing",
      'content/tips.md, line 5: "labl" is not a field Pages of text › Tips for success › Get In Touch band can have (did you mean "label"?); the fields are: heading, text, label',
      'content/tips.md, line 6: "extra" is not a field the tips page can have; the fields are: getInTouch',
    ]);
  });
});

describe("content:check: a text already parsed in this process is not parsed again", () => {
  afterEach(() => {
    vi.doUnmock("../../scripts/content/markdown");
    vi.resetModules();
  });

  /**
   * A checker loaded afresh (so with nothing parsed yet) whose Markdown parser notes the texts it
   * is given: `check(dirs)` checks the content and answers the texts that one check parsed.
   */
  async function countingChecker() {
    const parsed: string[] = [];
    vi.doMock("../../scripts/content/markdown", async (original) => {
      const markdown = await original<typeof import("../../scripts/content/markdown")>();
      return {
        ...markdown,
        parseMarkdown: (source: string, placeholders: Readonly<Record<string, string>>) => {
          parsed.push(source);
          return markdown.parseMarkdown(source, placeholders);
        },
      };
    });
    vi.resetModules();
    const { checkContent } = await import("../../scripts/content/check");
    return (dirs: { contentDir: string; publicDir: string }) => {
      parsed.length = 0;
      checkContent(dirs);
      return [...parsed];
    };
  }

  /** A content folder of the five fixed files and `posts` posts, every file a different text. */
  function content(posts: number) {
    const dir = scratchPath("cache");
    const files: Record<string, string> = {
      "faq.md": "## Why?\n\nBecause.\n",
      "legal/privacy-policy.md": "## Privacy\n\nKept.\n",
      "legal/terms-of-use.md": "## Terms\n\nKind.\n",
      "tips.md": "Tips.\n",
      "prose/schools-partnership.md": "Schools.\n",
    };
    for (let i = 1; i <= posts; i++) files[`posts/post-${i}.md`] = `Post ${i}.\n`;
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, "content", name, ".."), { recursive: true });
      writeFileSync(join(dir, "content", name), text);
    }
    return { contentDir: join(dir, "content"), publicDir: join(dir, "public") };
  }

  it("a second check of files that have not changed parses none of them; an edited file alone is parsed again", async () => {
    const check = await countingChecker();
    const dirs = content(1);
    expect(check(dirs)).toHaveLength(6);
    expect(check(dirs)).toEqual([]);
    writeFileSync(join(dirs.contentDir, "prose/schools-partnership.md"), "Changed.\n");
    expect(check(dirs)).toEqual(["Changed.\n"]);
    expect(check(dirs)).toEqual([]);
  });

  it("it keeps the parses of at most 200 texts: the 201st starts again from none", async () => {
    const check = await countingChecker();
    const dirs = content(195);
    const counts = [check(dirs).length, check(dirs).length];
    // The schools page is read last: its new text is the 201st, so it alone is kept.
    writeFileSync(join(dirs.contentDir, "prose/schools-partnership.md"), "Changed.\n");
    counts.push(check(dirs).length, check(dirs).length);
    expect(counts).toEqual([200, 0, 1, 199]);
  });
});

describe("new:post: slug, date and template", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("slugs: straight apostrophes dropped, accents kept as letters, a cut at 60 characters", () => {
    expect(slugify("Sam's first week")).toBe("sams-first-week");
    expect(slugify("Zoë and Renée")).toBe("zoe-and-renee");
    expect(slugify("a".repeat(70))).toBe("a".repeat(60));
    expect(slugify("A B")).toBe("a-b");
  });

  it("today in Adelaide by the clock, not in UTC", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-04T20:00:00Z"));
    expect(adelaideToday()).toBe("2026-01-05");
  });

  it("the post it writes, word for word", () => {
    expect(postTemplate('Sam "the tiler" Lee', "sam-the-tiler-lee", "2026-03-09")).toBe(`---
title: "Sam \\"the tiler\\" Lee"
date: 2026-03-09
excerpt: One or two sentences for the news page, the feed and search results. Replace this.
image: /images/posts/sam-the-tiler-lee.svg
alt: Placeholder artwork for a news post. Replace the picture, then describe what it shows here.
backToBlog: true
---

Write the post here. A blank line starts a new paragraph.

## Write a heading here

Link to a page of the site like [the trades](/trades), and to anywhere else with its full address, like [our application form]({{APPLICATION_FORM_URL}}).

- Write a list item here
- Write another list item here

> Write a quote from someone here.
>
> — Their name, their role
`);
  });

  it("writes into empty folders, dated by the clock when no time is given, and says where", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T14:00:00Z"));
    const dir = scratchPath("empty");
    const made = newPost("  Meet Sam  ", { contentDir: join(dir, "content"), publicDir: join(dir, "public") });
    expect(made).toEqual({
      file: join(dir, "content/posts/meet-sam.md"),
      image: join(dir, "public/images/posts/meet-sam.svg"),
      slug: "meet-sam",
      date: "2026-11-24",
    });
    expect(readFileSync(made.file, "utf8")).toMatch(/^---\ntitle: "Meet Sam"\ndate: 2026-11-24\n/);
    expect(readFileSync(made.image, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/);
  });

  it("refuses to overwrite a picture even when the post is not there, and names it", () => {
    const dir = scratchPath("picture");
    const image = join(dir, "public/images/posts/meet-sam.svg");
    mkdirSync(join(dir, "public/images/posts"), { recursive: true });
    writeFileSync(image, "<svg/>");
    expect(() => newPost("Meet Sam", { contentDir: join(dir, "content"), publicDir: join(dir, "public") })).toThrow(
      `${image} already exists: choose another title, or edit that post`,
    );
    expect(existsSync(join(dir, "content/posts/meet-sam.md"))).toBe(false);
  });

  it("refuses an empty title with the command to type", () => {
    expect(() => newPost(" \t ", { contentDir: "/nonexistent", publicDir: "/nonexistent" })).toThrow(
      'Give the post a title: npm run new:post -- "Title of the post"',
    );
  });
});

describe("new:post from the command line", () => {
  const repo = fileURLToPath(new URL("../..", import.meta.url));
  const script = join(repo, "scripts/content/new-post.ts");
  const argv = process.argv;

  afterEach(() => {
    process.argv = argv;
    vi.useRealTimers();
    vi.doUnmock("node:fs");
    vi.resetModules();
    vi.restoreAllMocks();
  });

  /** Runs the script's CLI part as `tsx scripts/content/new-post.ts ...words`, with the disk mocked. */
  async function cli(words: string[], existing: string[] = []) {
    const written = vi.fn();
    const copied = vi.fn();
    const made = vi.fn();
    vi.doMock("node:fs", async (original) => ({
      ...(await original<typeof import("node:fs")>()),
      existsSync: (path: string) => existing.includes(path),
      writeFileSync: written,
      copyFileSync: copied,
      mkdirSync: made,
    }));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    vi.resetModules();
    process.argv = [argv[0]!, script, ...words];
    await import("../../scripts/content/new-post");
    return { written, copied, made, log, error, exit };
  }

  it("writes the post and its picture under the project and says what to do next", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T14:00:00Z"));
    const { written, copied, log, error, exit } = await cli(["Meet", "Sam"]);
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]![0]).toBe(join(repo, "content/posts/meet-sam.md"));
    expect(written.mock.calls[0]![1]).toMatch(/^---\ntitle: "Meet Sam"\ndate: 2026-11-24\n/);
    expect(copied).toHaveBeenCalledWith(
      join(repo, "scripts/content/post-placeholder.svg"),
      join(repo, "public/images/posts/meet-sam.svg"),
    );
    expect(log.mock.calls).toEqual([
      [
        `New post: content/posts/meet-sam.md (dated 2026-11-24), at /blog/meet-sam
Its cover: public/images/posts/meet-sam.svg (placeholder artwork; replace it with a 16:9 picture, at least 1200 pixels wide,
and if it is a .jpg, .png or .webp, change "image:" in the post to match).
Next: write the post, run \`npm run content:check\` (it names every line of the template still to replace), and preview it with \`npm run dev\`.`,
      ],
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  it("with no title: prints why, writes nothing, exits with 1", async () => {
    const { written, copied, log, error, exit } = await cli([]);
    expect(error.mock.calls).toEqual([['Give the post a title: npm run new:post -- "Title of the post"']]);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(log).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
    expect(copied).not.toHaveBeenCalled();
  });

  it("over an existing post: prints which file, exits with 1", async () => {
    const existing = join(repo, "content/posts/meet-sam.md");
    const { written, error, exit } = await cli(["Meet", "Sam"], [existing]);
    expect(error.mock.calls).toEqual([[`${existing} already exists: choose another title, or edit that post`]]);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(written).not.toHaveBeenCalled();
  });

  it("imported by another module, it does nothing", async () => {
    const { written, log, error, exit } = await cli([]);
    process.argv = [argv[0]!, join(repo, "scripts/content/cli.ts"), "Meet", "Sam"];
    vi.resetModules();
    log.mockClear();
    error.mockClear();
    exit.mockClear();
    await import("../../scripts/content/new-post");
    expect([written, log, error, exit].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
  });
});
