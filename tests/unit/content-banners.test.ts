// content/data/banners.yaml: the picture beside a page's heading, by the
// page's address. Each mistake staff can make comes back as the sentence they read, with file,
// line and field and what to do; a further valid entry is simply built. Runs on copies of the
// content. The sentences are written here by hand, not copied from the checker.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/content/check";
import { fixture, png, problems } from "./content-fixture";

const FILE = "content/data/banners.yaml";
// Edits start from the pinned copy, which the fixture copies (decision 024).
const bannersYaml = readFileSync(`tests/fixtures/${FILE}`, "utf8");
const entries = (bannersYaml.match(/^ {2}- page: /gm) ?? []).length;

/** One more entry, as the editor writes it, at the end of the file. */
const entry = ({
  page = "/privacy-policy",
  src = "/images/gallery/field-officer-checking-in-on-site.svg",
  alt = "Field officer chatting with an apprentice carpenter during a site visit",
} = {}) => `  - page: ${page}\n    picture:\n      src: ${src}\n      alt: ${alt}\n`;
/** The file with one more entry; its page line is the first line after today's file. */
const withEntry = (text: string) => ({ "data/banners.yaml": bannersYaml + text });
const line = bannersYaml.split("\n").length;
/** The new entry as the editor shows it: counted from 1 in the Banners list. */
const field = `Page banners › Banner pictures › Banners › banner ${entries + 1}`;

describe("content/data/banners.yaml: what is built", () => {
  it("a new entry for a page gives that page its picture, with the size read from the file", () => {
    const { problems: found, prose } = checkContent(fixture(withEntry(entry())));
    expect(found).toEqual([]);
    expect(prose.data.banners["/privacy-policy"]).toEqual({
      src: "/images/gallery/field-officer-checking-in-on-site.svg",
      alt: "Field officer chatting with an apprentice carpenter during a site visit",
      width: 800,
      height: 600,
    });
  });

  it("no entries at all is fine: no page shows a picture", () => {
    const { problems: found, prose } = checkContent(fixture({ "data/banners.yaml": "banners: []\n" }));
    expect(found).toEqual([]);
    expect(prose.data.banners).toEqual({});
  });

  it("a trade is named by its page's address, the painter's with its slash", () => {
    const { problems: found, prose } = checkContent(
      fixture({
        "data/banners.yaml": `banners:\n${entry({ page: "/painter/" })}${entry({ page: "/trades/builder" })}`,
      }),
    );
    expect(found).toEqual([]);
    expect(Object.keys(prose.data.banners)).toEqual(["/painter/", "/trades/builder"]);
  });

  it("a photo the right shape and size is taken, from content/images/", () => {
    const { problems: found, prose } = checkContent(
      fixture(withEntry(entry({ src: "/images/banners/open-day.jpg" })), {
        "images/banners/open-day.jpg": png(1600, 1200),
      }),
    );
    expect(found).toEqual([]);
    expect(prose.data.banners["/privacy-policy"]).toMatchObject({ width: 1600, height: 1200 });
  });
});

describe("content/data/banners.yaml: mistakes, with file, line and field", () => {
  it("a page that does not exist", () => {
    expect(problems(withEntry(entry({ page: "/trades/electrican" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /trades/electrican is not a page of this site: write the address as the browser shows it, like /info-for-students or /trades/carpenter (check the spelling)`,
    ]);
  });

  it("a page written another way than the site writes it", () => {
    expect(problems(withEntry(entry({ page: "/painter" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /painter must be written /painter/ exactly`,
    ]);
    expect(problems(withEntry(entry({ page: "/Privacy-Policy/" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /Privacy-Policy/ must be written /privacy-policy exactly`,
    ]);
  });

  it("an old address of the site", () => {
    expect(problems(withEntry(entry({ page: "/news" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /news is an old address: write /blog instead`,
    ]);
  });

  it("a page that has no room for one: home, a trade with a video, a news post", () => {
    expect(problems(withEntry(entry({ page: "/" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address / is the home page, which shows its video there: remove this entry`,
    ]);
    expect(problems(withEntry(entry({ page: "/trades/electrician" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /trades/electrician shows the trade's video there (content/data/trades/electrician.yaml, video): remove this entry, or the trade's video`,
    ]);
    expect(problems(withEntry(entry({ page: "/blog/meet-jordan" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address /blog/meet-jordan is a news post, which shows its cover picture under its heading and takes no banner: remove this entry`,
    ]);
  });

  it("a page named twice is told at the second, with the line of the first", () => {
    const yaml = `banners:\n${entry({ page: "/about" })}${entry({ page: "/about" })}`;
    expect(problems({ "data/banners.yaml": yaml })).toEqual([
      `${FILE}, line 6: Page banners › Banner pictures › Banners › banner 2 › Page address /about already has a banner at line 2: keep one of the two`,
    ]);
  });

  it("a picture whose file is not there, and one with no description", () => {
    expect(problems(withEntry(entry({ src: "/images/gallery/site-visit.svg" })))).toEqual([
      `${FILE}, line ${line + 2}: ${field} › Picture › Photo file /images/gallery/site-visit.svg does not exist: put the file in public/images/gallery/site-visit.svg, or correct the name`,
    ]);
    expect(problems(withEntry(entry().replace(/ {6}alt: .*\n/, "")))).toEqual([
      `${FILE}, line ${line + 1}: ${field} › Picture › Description of the photo is missing: describe what the photo shows, for people who cannot see it`,
    ]);
  });

  it("a photo too small for the banner; one the wrong shape is cropped to its middle", () => {
    const src = "/images/banners/open-day.jpg";
    expect(problems(withEntry(entry({ src })), { "images/banners/open-day.jpg": png(640, 480) })).toEqual([
      `${FILE}, line ${line + 2}: ${field} › Picture › Photo file ${src} is 640×480 pixels, too small for a page's banner picture: use one at least 800 pixels wide (e.g. 1600×1200), or it will look blurred`,
    ]);
    // Square, for a slot of 6:5 to 9:5: the middle 6:5, 1600 / 1.2 = 1333 pixels high.
    const square = checkContent(fixture(withEntry(entry({ src })), { "images/banners/open-day.jpg": png(1600, 1600) }));
    expect(square.problems).toEqual([]);
    expect(square.prose.data.banners["/privacy-policy"]).toMatchObject({
      width: 1600,
      height: 1333,
      crop: { width: 1600, height: 1333 },
    });
  });

  it("an entry with no page, a misspelt field, and a page written without its /", () => {
    expect(problems(withEntry(entry().replace("  - page: /privacy-policy\n    picture:", "  - picture:")))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address is missing: write the page's address, like /info-for-students`,
    ]);
    expect(problems(withEntry(entry().replace("    picture:", "    pictre:")))).toEqual([
      `${FILE}, line ${line}: ${field} › Picture is missing: give the picture's file (src) and what it shows (alt)`,
      `${FILE}, line ${line + 1}: "pictre" is not a field ${field} can have (did you mean "picture"?); the fields are: page, picture`,
    ]);
    expect(problems(withEntry(entry({ page: "info-for-students" })))).toEqual([
      `${FILE}, line ${line}: ${field} › Page address must be the page's address on this site, starting with /, like /info-for-students`,
    ]);
  });
});
